import { describe, expect, it } from 'vitest';
import { validateDescriptor } from '../../engine/descriptor/validate';
import { loadRecord } from '../../engine/form/load';
import { toApi } from '../../engine/form/conversions';
import { recordToValues } from '../../engine/form/record';
import { buildSchema } from '../../engine/form/schema';
import { embeddedId } from '../../engine/model/parts';
import type { FormScreen } from '../../engine/model/descriptor';
import { strictProvider } from './form-harness';

// The general pieces the portfolio and the tool items need (third document, sections 2, 4, 5 and 9): an embedded
// list shown under a condition, a joined answer picked and taken into the record, a date's own format and its
// "today" default, an image button's own label, and a day sent at 05:00 UTC.

const form: FormScreen = {
  kind: 'form',
  route: '/p',
  title: 'P',
  entity: 'portfolio-settings',
  idField: 'portfolioId',
  load: {
    call: { path: '/P' },
    pick: 'object',
    with: [{ field: 'faqTitle', call: { path: '/T', query: { tableid: '{record.portfolioId}' } }, pick: 'last', take: ['faqTitleId', 'title'] }],
  },
  parts: [
    { name: 'updatedOn', label: 'Last updated', widget: 'date', dateFormat: 'DD/MM/YYYY', default: 'today' } as never,
    { section: 'FAQ', entity: 'faq-title', parts: [{ name: 'title', label: 'FAQ title', widget: 'text' }] },
  ],
  save: { update: { method: 'PUT', path: '/P' } },
  notices: { failure: { message: 'no' } },
  embeds: [{ screen: 'exposures', showIf: { language: 1 } }, 'other'],
};

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('an embed shown under a condition', () => {
  it('is a screen id with showIf, or an id alone; anything else is refused', () => {
    expect(() => validateDescriptor('x.json', form)).not.toThrow();
    expect(() => validateDescriptor('x.json', { ...form, embeds: [{ screen: 'exposures' }] })).toThrow(/embeds/);
    expect(() => validateDescriptor('x.json', { ...form, embeds: [{ screen: 'exposures', showIf: { langauge: 1 } }] })).toThrow(/embeds/);
  });
  it('names its screen either way', () => {
    expect(form.embeds!.map(embeddedId)).toEqual(['exposures', 'other']);
  });
});

describe('a joined answer picked and taken into the record', () => {
  it('puts the last element under its field and copies the named fields into the record itself', async () => {
    const { provider, calls } = strictProvider({
      'GET /P': () => ({ portfolioId: 4, version: 3, pageTitle: 'Portfolio' }),
      'GET /T': () => [
        { faqTitleId: 1, title: 'Old', version: 9 },
        { faqTitleId: 2, title: 'Questions', version: 5 },
      ],
    });
    const record = await loadRecord(provider, form, { language: 1, params: {} });
    expect(calls.map((c) => c.call)).toEqual(['GET /P', 'GET /T']);
    expect(record).toEqual({ portfolioId: 4, version: 3, pageTitle: 'Portfolio', faqTitle: { faqTitleId: 2, title: 'Questions', version: 5 }, faqTitleId: 2, title: 'Questions' });
  });
  it('takes nothing when the answer is empty, and keeps the record\'s own version', async () => {
    const { provider } = strictProvider({ 'GET /P': () => ({ portfolioId: 4, version: 3 }), 'GET /T': () => [] });
    expect(await loadRecord(provider, form, { language: 1, params: {} })).toEqual({ portfolioId: 4, version: 3, faqTitle: null });
  });
});

describe('dates', () => {
  it('a date field with "default": "today" starts at today when the record has none or holds none', () => {
    expect(recordToValues(form, null).updatedOn).toBe(today());
    expect(recordToValues(form, { portfolioId: 1, updatedOn: null }).updatedOn).toBe(today());
    expect(recordToValues(form, { portfolioId: 1, updatedOn: '2024-03-15T08:00:00.000Z' }).updatedOn).toBe('2024-03-15T08:00:00.000Z');
  });
  it('the widget gets its dateFormat; an image field its buttonLabel', () => {
    const parts = [...form.parts, { name: 'featuredImage', label: 'Featured image', widget: 'image', buttonLabel: 'Choose featured image' } as never];
    const { uiSchema } = buildSchema(parts, {}, { language: 1, isNew: false, values: {} });
    expect(JSON.stringify(uiSchema)).toContain('"dateFormat":"DD/MM/YYYY"');
    expect(JSON.stringify(uiSchema)).toContain('"buttonLabel":"Choose featured image"');
  });
  it('dayAtFive sends the chosen day at 05:00 UTC, and today at 05:00 when empty', () => {
    expect(toApi('2024-03-15', ['dayAtFive'])).toBe('2024-03-15T05:00:00.000Z');
    expect(toApi('2024-03-15T00:00:00.000Z', ['dayAtFive'])).toBe('2024-03-15T05:00:00.000Z');
    expect(toApi('', ['dayAtFive'])).toBe(`${today()}T05:00:00.000Z`);
    expect(toApi(null, ['dayAtFive'])).toBe(`${today()}T05:00:00.000Z`);
  });
});
