// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { CONFLICT_TITLE } from '../../engine/screens/ConflictDialog';
import { mergeRows, mergeValues } from '../../engine/form/conflict';
import { refusal, renderForm, strictProvider } from './form-harness';

// Issue 8, item 1: the form controller states the version its record was loaded with. Issue 17, item 9: a stale
// save (409 STALE_VERSION) says who saved and when, lists only what the other editor changed beside this editor's
// changes (three-way, from the values the form loaded), lets the editor choose where both changed a value, and
// saves the merge against the stored version; or loads their version.

const testimonialForm = {
  kind: 'form',
  route: '/form',
  title: 'Edit testimonial',
  entity: 'testimonial',
  load: { call: { path: '/Testimonials/5' }, pick: 'object' },
  idField: 'testimonialId',
  history: 'testimonials',
  parts: [
    { name: 'fullName', label: 'Full name', widget: 'text' },
    { name: 'tagLine', label: 'Tag line', widget: 'text' },
  ],
  save: { update: { method: 'PUT', path: '/Testimonials' } },
  notices: { success: { message: 'Testimonial has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const stored = { testimonialId: 5, languageId: 1, fullName: 'Anna', tagLine: 'Investor', version: 1 };
const theirs = { ...stored, tagLine: 'Saved by Ben', version: 2 };
const stale = Object.assign(refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Testimonial 5 was changed by someone else' }), {});
(stale.response.data as Record<string, unknown>).current = theirs;

afterEach(cleanup);

async function editAndSave() {
  fireEvent.change(await screen.findByLabelText(/^Full name/), { target: { value: 'Anna B.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('dialog', { name: CONFLICT_TITLE });
}

describe('the three-way merge of a stale save (issue 17, item 9)', () => {
  const base = { fullName: 'Anna', tagLine: 'Investor', testimonialText: 'Fine.', email: '' };

  it('lists only what the other editor changed beside what this one changed; a value neither changed is no row', () => {
    const theirs = { ...base, tagLine: 'Saved by Ben' };
    const mine = { ...base, fullName: 'Anna B.', email: null };
    expect(mergeRows(base, theirs, mine)).toEqual([
      { name: 'fullName', change: 'mine', base: 'Anna', theirs: 'Anna', mine: 'Anna B.' },
      { name: 'tagLine', change: 'theirs', base: 'Investor', theirs: 'Saved by Ben', mine: 'Investor' },
    ]);
  });

  it('a value both changed differently is a choice; both changed alike is none', () => {
    const theirs = { ...base, tagLine: 'Ben', testimonialText: 'Same.' };
    const mine = { ...base, tagLine: 'Anna', testimonialText: 'Same.' };
    expect(mergeRows(base, theirs, mine)).toEqual([{ name: 'tagLine', change: 'both', base: 'Investor', theirs: 'Ben', mine: 'Anna' }]);
  });

  it('merges by itself: their record with this editor\'s changes on top, and the choice where both changed', () => {
    const theirs = { ...base, tagLine: 'Ben', testimonialText: 'Theirs.' };
    const mine = { ...base, fullName: 'Anna B.', tagLine: 'Anna' };
    const rows = mergeRows(base, theirs, mine);
    expect(mergeValues(theirs, rows, { tagLine: 'mine' })).toEqual({ ...base, fullName: 'Anna B.', tagLine: 'Anna', testimonialText: 'Theirs.' });
    expect(mergeValues(theirs, rows, { tagLine: 'theirs' })).toEqual({ ...base, fullName: 'Anna B.', tagLine: 'Ben', testimonialText: 'Theirs.' });
  });

  it('compares a list group\'s entries as a whole (FAQ entries)', () => {
    const entries = [{ question: 'Q1', answer: 'A1' }];
    const rows = mergeRows({ faq: entries }, { faq: [...entries, { question: 'Q2', answer: 'A2' }] }, { faq: entries });
    expect(rows.map((r) => [r.name, r.change])).toEqual([['faq', 'theirs']]);
  });
});

describe('two editors on one record', () => {
  // The history drawer and the conflict dialog load when they open (engine/screens/form-overlays.tsx): loaded here first,
  // so that a slow first import under test does not count against the waits below.
  beforeAll(async () => {
    await Promise.all([import('../../engine/screens/HistoryDrawer'), import('../../engine/screens/ConflictDialog')]);
  });

  it('a save states the loaded version; a stale one says who saved when, lists only their change beside mine, and saves the merge against the stored version', async () => {
    const bodies: Record<string, unknown>[] = [];
    let loads = 0;
    const api = strictProvider({
      'GET /Testimonials/5': () => (loads++ === 0 ? stored : theirs),
      'GET /Audit/testimonials/5': () => ({ total: 1, entries: [{ auditId: 9, at: '2026-11-20T10:05:00', username: 'ben@p2p.local', action: 'update', changes: {} }] }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        if (bodies.length === 1) throw stale;
        return { ...theirs, fullName: 'Anna B.', version: 3 };
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    expect(bodies[0]).toMatchObject({ testimonialId: 5, fullName: 'Anna B.', version: 1 });
    // The writer and time are read from the history after the dialog opens; the notice's code loads on the first one:
    // a loaded machine takes longer than the library's one second for either.
    expect(await within(dialog).findByText(/ben@p2p\.local saved it on 20\/11\/2026 10:05 while you were editing/, {}, { timeout: 10_000 })).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Tag lineSaved by Bennot changedTheirs', 'Full namenot changedAnna B.Yours']);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Testimonial has been updated.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ fullName: 'Anna B.', tagLine: 'Saved by Ben', version: 2 });
    expect(api.unexpected).toEqual([]);
  });

  it('a value both changed waits for the choice; the chosen one is saved', async () => {
    const bodies: Record<string, unknown>[] = [];
    let loads = 0;
    const api = strictProvider({
      'GET /Testimonials/5': () => (loads++ === 0 ? stored : { ...theirs, fullName: 'Anna by Ben' }),
      'GET /Audit/testimonials/5': () => ({ total: 0, entries: [] }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        if (bodies.length === 1) throw stale;
        return { ...theirs, version: 3 };
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    const choice = await within(dialog).findByRole('radiogroup', { name: 'Keep for Full name' });
    expect(within(dialog).getByText(/You both changed Full name: choose theirs or mine/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Save merged' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(choice).getByLabelText('Mine'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Testimonial has been updated.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ fullName: 'Anna B.', tagLine: 'Saved by Ben', version: 2 });
  });

  it('Overwrite with mine stays a knowing choice: this form as it is, stating the stored version', async () => {
    const bodies: Record<string, unknown>[] = [];
    let loads = 0;
    const api = strictProvider({
      'GET /Testimonials/5': () => (loads++ === 0 ? stored : theirs),
      'GET /Audit/testimonials/5': () => ({ total: 0, entries: [] }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        if (bodies.length === 1) throw stale;
        return { ...theirs, fullName: 'Anna B.', tagLine: 'Investor', version: 3 };
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ fullName: 'Anna B.', tagLine: 'Investor', version: 2 });
  });

  it('Load their version drops this editor\'s changes and shows the stored record', async () => {
    let loads = 0;
    const api = strictProvider({
      'GET /Testimonials/5': () => (loads++ ? theirs : stored),
      'PUT /Testimonials': () => {
        throw stale;
      },
    });
    renderForm(testimonialForm, api.provider);
    const dialog = await editAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((screen.getByLabelText(/^Tag line/) as HTMLInputElement).value).toBe('Saved by Ben'));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Anna');
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Testimonials/5', 'PUT /Testimonials', 'GET /Testimonials/5']);
  });

  it('the edit screen offers the record\'s history: who changed which field from what to what', async () => {
    const api = strictProvider({
      'GET /Testimonials/5': () => stored,
      'GET /Audit/testimonials/5': () => ({
        total: 1,
        entries: [{ auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' } } }],
      }),
    });
    renderForm(testimonialForm, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('ben@p2p.local')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Tag line/ }).textContent).toBe('Tag linefrom “Saver” to “Investor”');
    expect(screen.getByText(/Showing 1 of 1 changes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older changes' })).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('the history comes a page at a time: Load older changes adds the next page; a long text shows its changed part in context', async () => {
    const pages = [
      { total: 2, entries: [{ auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { testimonialText: { at: 4000, oldLength: 9000, newLength: 9001, before: 'the rate ', old: 'is', new: 'was', after: ' high', truncated: true } } }] },
      { total: 2, entries: [{ auditId: 3, at: '2026-11-19T10:00:00.000Z', username: 'ada@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' } } }] },
    ];
    let asked = 0;
    const api = strictProvider({ 'GET /Testimonials/5': () => stored, 'GET /Audit/testimonials/5': () => pages[asked++] });
    renderForm(testimonialForm, api.provider);
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('ben@p2p.local')).toBeTruthy();
    // This form has no field for the text: the testimonial form that edits it names it.
    const text = await screen.findByRole('row', { name: /^Testimonial …/ }, { timeout: 15_000 });
    expect(text.textContent).toBe('Testimonial… the rate [removed: is] [added: was] high …');
    expect(text.querySelector('del')?.textContent).toBe('[removed: is]');
    expect(text.querySelector('ins')?.textContent).toBe('[added: was]');
    expect(screen.getByText(/Showing 1 of 2 changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load older changes' }));
    expect(await screen.findByText('ada@p2p.local')).toBeTruthy();
    expect(screen.getByText(/Showing 2 of 2 changes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load older changes' })).toBeNull();
    expect(asked).toBe(2);
  });

  it('a group storage merges too: settings attributes saved in bulk keep the other editor\'s slot and this editor\'s, each entry stating its stored version', async () => {
    const headlines = {
      kind: 'form', route: '/form', title: 'Data headlines', entity: 'settings-attribute', idField: 'settingsAttributeId',
      load: { call: { path: '/Lender/GetDataSettings' }, into: 'settingsAttributes' },
      parts: [{ kind: 'group', storage: 'settingsAttributeList', name: 'settingsAttributes', dataTypeId: 72, count: 1, languageId: 1,
        items: [{ settingsDataTypeId: 73, label: '2Y Headline', widget: 'text' }, { settingsDataTypeId: 74, label: '1Y Headline', widget: 'text' }] }],
      save: { steps: [{ saveGroup: 'settingsAttributes' }] },
      notices: { success: { message: 'Saved.' }, failure: { message: 'Error with saving data.' } },
    } as unknown as FormDescriptor;
    const entry = (settingsDataTypeId: number, value: string, version: number) => ({ settingsAttributeId: settingsDataTypeId + 100, dataTypeId: 72, settingsDataTypeId, languageId: 1, value, index: 1, version });
    const loaded = [entry(73, 'Old 2Y', 3), entry(74, 'Old 1Y', 1)];
    const now = [entry(73, 'Their 2Y', 4), entry(74, 'Old 1Y', 1)];
    const staleEntry = refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Settings attribute 173 was changed by someone else' });
    (staleEntry.response.data as Record<string, unknown>).current = now[0];
    const bodies: unknown[] = [];
    let loads = 0;
    const api = strictProvider({
      'GET /Lender/GetDataSettings': () => (loads++ === 0 ? loaded : now),
      'PUT /SettingsAttributes': (body) => {
        bodies.push(body);
        if (bodies.length === 1) throw staleEntry;
        return body;
      },
    });
    renderForm(headlines, api.provider);
    fireEvent.change(await screen.findByLabelText(/^1Y Headline/), { target: { value: 'My 1Y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    await within(dialog).findByRole('table', { name: 'Changes to merge' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2Y HeadlineTheir 2Ynot changedTheirs', '1Y Headlinenot changedMy 1YYours']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(bodies[1]).toEqual([
      expect.objectContaining({ settingsAttributeId: 173, value: 'Their 2Y', version: 4 }),
      expect.objectContaining({ settingsAttributeId: 174, value: 'My 1Y', version: 1 }),
    ]);
  });

  // Issue 28, item 2: Restore is one save that says what it restored; each change can be undone.
  const restoringApi = (current: Record<string, unknown>, entries: unknown[]) => {
    const bodies: Record<string, unknown>[] = [];
    const api = strictProvider({
      'GET /Testimonials/5': () => current,
      'GET /Audit/testimonials/5': () => ({ total: entries.length, entries }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        return { ...current, ...(body as object), version: 3 };
      },
    });
    return { api, bodies };
  };
  const changedTagLine = { auditId: 9, at: '2026-11-20T10:00:00.000Z', username: 'ben@p2p.local', action: 'update', changes: { tagLine: { old: 'Saver', new: 'Investor' }, version: { old: 1, new: 2 } } };
  const created = { auditId: 3, at: '2026-11-19T09:30:00.000Z', username: 'ada@p2p.local', action: 'create', changes: { fullName: { new: 'Anna' }, tagLine: { new: 'Saver' } } };

  it('Restore the version before a change is one save, against the current version, naming the entry it brings back', async () => {
    const current = { ...stored, tagLine: 'Investor', version: 2 };
    const { api, bodies } = restoringApi(current, [changedTagLine, created]);
    renderForm(testimonialForm, api.provider);
    const tagLine = (await screen.findByLabelText(/^Tag line/)) as HTMLInputElement;
    await waitFor(() => expect(tagLine.value).toBe('Investor'));
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    // The newest change, the current version, can be undone too; the creation cannot (before it there was no record).
    expect(await screen.findByText('Current version')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Undo this change/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Restore the version before/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Restore the version before \(20\/11\/2026/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ testimonialId: 5, fullName: 'Anna', tagLine: 'Saver', version: 2 });
    expect(api.calls.find((c) => c.call === 'PUT /Testimonials')?.headers).toEqual({ 'X-Restores': 'version 9' });
    expect(await screen.findByText(/^Restored the version before the change of 20\/11\/2026 \d\d:00\.$/)).toBeTruthy();
    expect(api.unexpected).toEqual([]);
  });

  it('Undo this change that would change nothing says so and saves nothing', async () => {
    const current = { ...stored, tagLine: 'Saver', version: 3 };
    const changedBack = { ...changedTagLine, auditId: 10, at: '2026-11-21T10:00:00.000Z', changes: { tagLine: { old: 'Investor', new: 'Saver' } } };
    const { api, bodies } = restoringApi(current, [changedBack, changedTagLine, created]);
    renderForm(testimonialForm, api.provider);
    await waitFor(async () => expect(((await screen.findByLabelText(/^Tag line/)) as HTMLInputElement).value).toBe('Saver'));
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Undo this change \(20\/11\/2026/ }));
    expect(await screen.findByText(/^Nothing to undo: the record already holds the values from before the change of 20\/11\/2026 \d\d:00\.$/)).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(api.unexpected).toEqual([]);
  });

  it('with unsaved edits a restore waits, and says why on hover and focus', async () => {
    const current = { ...stored, tagLine: 'Investor', version: 2 };
    const { api, bodies } = restoringApi(current, [changedTagLine, created]);
    renderForm(testimonialForm, api.provider);
    await waitFor(async () => expect(((await screen.findByLabelText(/^Tag line/)) as HTMLInputElement).value).toBe('Investor'));
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Anna B.' } });
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const undo = await screen.findByRole('button', { name: /^Undo this change/ });
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(undo);
    fireEvent.focus(undo);
    expect(await screen.findByText('Save or discard your changes first: a restore is saved at once.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });
});
