import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { declaredCalls } from '../../engine/descriptor/calls';
import { checkValues } from '../../engine/form/record';
import { holds } from '../../engine/form/parts';
import type { FormBody, ListScreen } from '../../engine/model/descriptor';
import { registry } from '../../engine/registry/index';
import { choiceCalls, loadChoices } from '../../engine/registry/load-choices';
import { strictProvider } from './form-harness';

// Issue 16: the general pieces the news and data screens need (third document, sections 2, 5 and 7): choices that
// leave out what is already saved, rules that hold for new records only, and the created date sent as now.

const root = path.resolve(__dirname, '../..');
const SAVED = { path: '/Country/GetCountryList' };

describe('choices leaving out what is saved (`except`)', () => {
  it('offers only the built-in countries whose label is not yet a saved countryName', async () => {
    const { provider } = strictProvider({ 'GET /Country/GetCountryList': () => [{ countryID: 1, countryName: 'Estonia' }, { countryID: 2, countryName: 'Global' }] });
    const choices = await loadChoices({ from: 'countries', except: { call: SAVED, field: 'countryName' } }, { provider, ctx: { language: 1 } });
    const labels = choices.map((c) => c.label);
    expect(labels).not.toContain('Estonia');
    expect(labels).not.toContain('Global');
    expect(labels).toContain('Latvia');
    const all = await loadChoices({ from: 'countries' }, { provider, ctx: { language: 1 } });
    expect(choices).toHaveLength(all.length - 2);
  });

  it('works over any source, comparing values as text (a call answering numbers, saved ids as strings)', async () => {
    const { provider } = strictProvider({
      'GET /Review/GetListOfReviewByLangId/1': () => [{ value: 3, label: 'Lendora' }, { value: 4, label: 'Finlo' }],
      'GET /Taken': () => [{ reviewId: '3' }],
    });
    const choices = await loadChoices({ from: 'englishReviews', except: { call: { path: '/Taken' }, field: 'reviewId' } }, { provider, ctx: { language: 2 } });
    expect(choices).toEqual([{ value: 4, label: 'Finlo' }]);
  });

  it('declares its call with the source\'s own, and is checked in a descriptor', () => {
    expect(choiceCalls({ from: 'countries', except: { call: SAVED, field: 'countryName' } })).toEqual([SAVED]);
    const dialog = {
      kind: 'modal-form', id: 'add-country-test', title: 'Add Country', entity: 'country', idField: 'countryID',
      parts: [{ name: 'countryName', label: 'Choose country', widget: 'select', options: { from: 'countries', except: { call: SAVED, field: 'countryName' } }, required: 'Please select country.' }],
      save: { create: { method: 'POST', path: '/Country' } },
      notices: { success: { message: 'Country has been added.' }, failure: { message: 'Something went wrong...' } },
      closeLabel: 'Cancel',
    };
    const checked = checkDescriptor(root, 'tests/engine/add-country.json', dialog);
    expect(declaredCalls(checked, () => undefined).map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual(expect.arrayContaining(['GET /Country/GetCountryList', 'POST /Country']));
    expect(() => checkDescriptor(root, 'tests/engine/add-country.json', { ...dialog, parts: [{ ...dialog.parts[0], options: { from: 'countries', except: { field: 'countryName' } } }] })).toThrow(/except/);
  });
});

describe('a rule holding only while its condition does (`if`)', () => {
  const form = {
    parts: [
      { name: 'lenderName', label: 'Lender', widget: 'text' },
      { name: 'countryID', label: 'Country', widget: 'select', options: { from: 'fixed', values: [{ value: 1, label: 'Estonia' }] } },
      { name: 'reviewID', label: 'Platform', widget: 'select', options: { from: 'fixed', values: [{ value: 7, label: 'Lendora' }] } },
    ],
    rules: [
      { if: { mode: 'new' }, rule: 'allRequired', fields: ['lenderName'], message: 'Lender name is required field.' },
      { if: { mode: 'new' }, rule: 'allRequired', fields: ['countryID'], message: 'Please select country.' },
      { if: { mode: 'new' }, rule: 'allRequired', fields: ['reviewID'], message: 'Please select platform.' },
    ],
  } as unknown as FormBody;
  const check = (values: Record<string, unknown>, isNew: boolean) => checkValues(form, values, () => true, (c) => holds(c, { language: 1, isNew, values }));

  it('checks a new record in order: the first broken rule is the notice, every broken one marks its field', () => {
    expect(check({}, true)).toEqual({
      errors: { lenderName: 'Lender name is required field.', countryID: 'Please select country.', reviewID: 'Please select platform.' },
      notice: { message: 'Lender name is required field.', duration: undefined },
    });
    expect(check({ lenderName: 'Nordlend' }, true).notice?.message).toBe('Please select country.');
    expect(check({ lenderName: 'Nordlend', countryID: 1 }, true).notice?.message).toBe('Please select platform.');
    expect(check({ lenderName: 'Nordlend', countryID: 1, reviewID: 7 }, true)).toEqual({ errors: {} });
  });

  it('sends an existing record without them', () => {
    expect(check({}, false)).toEqual({ errors: {} });
  });
});

describe('the created date sent as now when left empty (`emptyToNow`)', () => {
  const { toApi } = registry.conversions.emptyToNow;
  it('gives the current moment in UTC for an empty value and keeps a chosen one', () => {
    const before = Date.now();
    const now = toApi('') as string;
    expect(now).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(now).getTime()).toBeGreaterThanOrEqual(before);
    expect(toApi(null)).toMatch(/Z$/);
    expect(toApi('2026-02-03')).toBe('2026-02-03');
  });
});

describe("a row's own Edit label and a new record's own way on", () => {
  it('are accepted by the descriptor schema', () => {
    const list = checkDescriptor(root, 'tests/engine/data-types.json', {
      kind: 'list', route: '/data-test', title: 'Data', permission: { dataType: 'Academy' }, rows: [{ id: 1, name: 'Countries' }], rowKey: 'id',
      columns: [{ label: 'Data', field: 'name' }], edit: { to: '/data/edit/{row.id}', label: 'Edit Data' },
    }) as ListScreen;
    expect(list.edit?.label).toBe('Edit Data');
    expect(() =>
      checkDescriptor(root, 'tests/engine/lender.json', {
        kind: 'form', route: '/lender-test', title: 'Lender', entity: 'lender', idField: 'lenderID', parts: [{ name: 'lenderName', label: 'Lender', widget: 'text' }],
        save: { create: { method: 'POST', path: '/Lender' } }, notices: { failure: { message: 'Something went wrong...' } },
        after: { reloadAfter: 300, create: { goTo: '/data/edit/2', delay: 300 } },
      }),
    ).not.toThrow();
  });
});
