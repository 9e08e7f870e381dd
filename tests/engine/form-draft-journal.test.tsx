// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { CONFLICT_TITLE } from '../../engine/screens/ConflictDialog';
import { draftTime } from '../../engine/screens/RestoredDraftNotice';
import { journalKey } from '../../engine/form/journal/journal-key';
import { editsOf, unjournaledFields } from '../../engine/form/journal/journal-edits';
import { dropEntry, journalEntries, JOURNAL_LIFETIME_MS, keepEntry, pruneJournal, readEntry } from '../../engine/form/journal/journal-store';
import { ADMIN, reader, refusal, renderForm, strictProvider } from './form-harness';
import { settled } from './settled';
import { DATA_TYPES } from '../../shared/data-types';

// Issue 28, item 4: unsaved edits of any form are kept in the browser's IndexedDB per record, language and user,
// with the version they started from; restored with a notice when the record opens again; dropped by saving and by
// discarding; replayed through the conflict dialog when the record changed meanwhile; pruned after 30 days.

const form = {
  kind: 'form',
  route: '/testimonials/:id',
  title: 'Edit testimonial',
  entity: 'testimonial',
  load: { call: { path: '/Testimonials/{param.id}' }, pick: 'object', idParam: 'id' },
  idField: 'testimonialId',
  parts: [
    { name: 'fullName', label: 'Full name', widget: 'text' },
    { name: 'tagLine', label: 'Tag line', widget: 'text' },
    { name: 'secret', label: 'Password', widget: 'password' },
  ],
  save: { create: { method: 'POST', path: '/Testimonials' }, update: { method: 'PUT', path: '/Testimonials' } },
  notices: { success: { message: 'Testimonial has been updated.' }, failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const EDITOR = { ...ADMIN, userId: 9 };
const KEY = journalKey({ screen: '/testimonials/:id', params: { id: '5' }, language: 1, userId: 9 });
const stored = { testimonialId: 5, languageId: 1, fullName: 'Anna', tagLine: 'Investor', version: 1 };
const open = (provider: Parameters<typeof renderForm>[1]) => renderForm(form, provider, EDITOR, { path: '/testimonials/:id', at: '/testimonials/5' });
const field = (label: RegExp) => screen.findByLabelText(label) as Promise<HTMLInputElement>;

afterEach(cleanup);
beforeEach(async () => {
  for (const entry of await journalEntries()) await dropEntry(entry.key);
});

describe('the draft journal of a form', () => {
  beforeAll(async () => {
    await import('../../engine/screens/ConflictDialog');
  });

  it('keeps the changed fields under the record, language and user with the version they started from, secrets left out, and restores them with a notice', async () => {
    expect(KEY).toBe('/testimonials/:id|id=5|lang=1|user=9');
    const first = open(strictProvider({ 'GET /Testimonials/5': () => stored }).provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    expect(screen.queryByText(/were restored/)).toBeNull();
    fireEvent.change(await field(/^Full name/), { target: { value: 'Anna B.' } });
    fireEvent.change(await field(/^Password/), { target: { value: 'hunter2' } });
    await waitFor(async () => expect(await readEntry(KEY)).toMatchObject({ key: KEY, version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' } }));
    const kept = (await readEntry(KEY))!;
    expect(Object.keys(kept.edits)).toEqual(['fullName']);
    first.unmount();

    open(strictProvider({ 'GET /Testimonials/5': () => stored }).provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna B.'));
    expect(screen.getByText(`Unsaved changes from ${draftTime(kept.savedAt)} were restored. Save to keep them.`)).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('is read while the record is on its way, not after its answer, and restored once it comes', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { tagLine: 'Saver' }, before: { tagLine: 'Investor' }, savedAt: Date.now() });
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    try {
      let answer: (record: unknown) => void = () => undefined;
      open(strictProvider({ 'GET /Testimonials/5': () => new Promise((resolve) => (answer = resolve)) }).provider);
      // The record unanswered, the journal's entry of this record is asked for.
      await waitFor(() => expect(gets.mock.calls.map(([key]) => key)).toContain(KEY));
      answer(stored);
      await waitFor(async () => expect((await field(/^Tag line/)).value).toBe('Saver'));
      expect((await field(/^Full name/)).value).toBe('Anna');
    } finally {
      gets.mockRestore();
    }
  });

  it('writes at once when the page is hidden (a reload or a closed tab), not only after the pause', async () => {
    open(strictProvider({ 'GET /Testimonials/5': () => stored }).provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    fireEvent.change(await field(/^Tag line/), { target: { value: 'Saver' } });
    window.dispatchEvent(new Event('pagehide'));
    // The write has started before the pause is over: it is read back at once.
    expect(await readEntry(KEY)).toMatchObject({ edits: { tagLine: 'Saver' } });
  });

  it('is dropped by saving: the restored edits go to the server against their version', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' }, savedAt: Date.now() });
    const api = strictProvider({ 'GET /Testimonials/5': () => stored, 'PUT /Testimonials': (body) => ({ ...(body as object), version: 2 }) });
    open(api.provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna B.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Testimonial has been updated.')).toBeTruthy();
    expect(api.calls.find((c) => c.call === 'PUT /Testimonials')!.body).toMatchObject({ testimonialId: 5, fullName: 'Anna B.', version: 1 });
    await waitFor(async () => expect(await readEntry(KEY)).toBeNull());
    await waitFor(() => expect(screen.queryByText(/were restored/)).toBeNull());
  });

  it('is dropped by Discard on the notice, and the record is shown as stored', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' }, savedAt: Date.now() });
    const api = strictProvider({ 'GET /Testimonials/5': () => stored });
    open(api.provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna B.'));
    const notice = screen.getByText(/were restored/).closest('.bo-restored-draft') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    expect(await readEntry(KEY)).toBeNull();
    expect(screen.queryByText(/were restored/)).toBeNull();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Testimonials/5', 'GET /Testimonials/5']);
  });

  it('replays edits of a record changed meanwhile through the conflict dialog: merged, both are saved', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' }, savedAt: Date.now() });
    const theirs = { ...stored, tagLine: 'Saved by Ben', version: 2 };
    const stale = refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Testimonial 5 was changed by someone else' });
    (stale.response.data as Record<string, unknown>).current = theirs;
    const bodies: Record<string, unknown>[] = [];
    const api = strictProvider({
      'GET /Testimonials/5': () => theirs,
      'GET /Audit/testimonials/5': () => ({ total: 0, entries: [] }),
      'PUT /Testimonials': (body) => {
        bodies.push(body as Record<string, unknown>);
        if (bodies.length === 1) throw stale;
        return { ...theirs, fullName: 'Anna B.', version: 3 };
      },
    });
    open(api.provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna B.'));
    expect((await field(/^Tag line/)).value).toBe('Saved by Ben');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(bodies[0]).toMatchObject({ fullName: 'Anna B.', version: 1 });
    const rows = within(dialog).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Full namenot changedAnna B.Yours']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Testimonial has been updated.')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ fullName: 'Anna B.', tagLine: 'Saved by Ben', version: 2 });
    await waitFor(async () => expect(await readEntry(KEY)).toBeNull());
  });

  it('asks where both changed the same field since the edits started', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' }, savedAt: Date.now() });
    const theirs = { ...stored, fullName: 'Anna by Ben', version: 2 };
    const stale = refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Testimonial 5 was changed by someone else' });
    (stale.response.data as Record<string, unknown>).current = theirs;
    const api = strictProvider({
      'GET /Testimonials/5': () => theirs,
      'GET /Audit/testimonials/5': () => ({ total: 0, entries: [] }),
      'PUT /Testimonials': () => {
        throw stale;
      },
    });
    open(api.provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna B.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(await within(dialog).findByText(/You both changed Full name: choose theirs or mine/)).toBeTruthy();
  });

  it('keeps another user\'s, record\'s or language\'s edits apart', async () => {
    await keepEntry({ key: journalKey({ screen: '/testimonials/:id', params: { id: '5' }, language: 1, userId: 10 }), version: 1, edits: { fullName: 'Other user' }, before: {}, savedAt: Date.now() });
    await keepEntry({ key: journalKey({ screen: '/testimonials/:id', params: { id: '5' }, language: 2, userId: 9 }), version: 1, edits: { fullName: 'German' }, before: {}, savedAt: Date.now() });
    await keepEntry({ key: journalKey({ screen: '/testimonials/:id', params: { id: '6' }, language: 1, userId: 9 }), version: 1, edits: { fullName: 'Other record' }, before: {}, savedAt: Date.now() });
    open(strictProvider({ 'GET /Testimonials/5': () => stored }).provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    expect(screen.queryByText(/were restored/)).toBeNull();
  });

  it('a new record\'s edits are kept under its -1 address and come back there', async () => {
    const first = renderForm(form, strictProvider({}).provider, EDITOR, { path: '/testimonials/:id', at: '/testimonials/-1' });
    fireEvent.change(await field(/^Full name/), { target: { value: 'New person' } });
    const key = journalKey({ screen: '/testimonials/:id', params: { id: '-1' }, language: 1, userId: 9 });
    await waitFor(async () => expect(await readEntry(key)).toMatchObject({ edits: { fullName: 'New person' } }));
    expect((await readEntry(key))!.version).toBeUndefined();
    first.unmount();
    renderForm(form, strictProvider({}).provider, EDITOR, { path: '/testimonials/:id', at: '/testimonials/-1' });
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('New person'));
    expect(screen.getByText(/were restored/)).toBeTruthy();
  });

  it('prunes entries older than 30 days, every form\'s, and keeps the younger ones', async () => {
    const now = Date.UTC(2026, 10, 28);
    await keepEntry({ key: 'old', edits: { a: 1 }, before: {}, savedAt: now - JOURNAL_LIFETIME_MS - 1 });
    await keepEntry({ key: 'young', edits: { a: 2 }, before: {}, savedAt: now - JOURNAL_LIFETIME_MS + 60_000 });
    await pruneJournal(now);
    expect((await journalEntries()).map((e) => e.key)).toEqual(['young']);
  });

  it('restores no entry past its lifetime, whether or not the prune has run yet', async () => {
    await keepEntry({ key: KEY, version: 1, edits: { tagLine: 'Stale' }, before: { tagLine: 'Investor' }, savedAt: Date.now() - JOURNAL_LIFETIME_MS - 60_000 });
    const api = strictProvider({ 'GET /Testimonials/5': () => stored });
    open(api.provider);
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    await settled(() => document.body.innerHTML);
    expect((await field(/^Tag line/)).value).toBe('Investor');
    expect(screen.queryByText(/were restored/)).toBeNull();
  });

  it('leaves out only a password: rich text is kept as every other field is', () => {
    const withText = { ...form, parts: [...(form as unknown as { parts: object[] }).parts, { name: 'body', label: 'Text', widget: 'richtext' }] } as unknown as FormDescriptor;
    const leftOut = unjournaledFields(withText);
    expect([...leftOut]).toEqual(['secret']);
    const before = { fullName: 'Anna', tagLine: 'Investor', secret: '', body: '<p>Old</p>' };
    expect(editsOf({ ...before, fullName: 'Anna B.', secret: 'hunter2', body: '<p>New</p>' }, before, leftOut)).toEqual({
      edits: { fullName: 'Anna B.', body: '<p>New</p>' },
      before: { fullName: 'Anna', body: '<p>Old</p>' },
    });
  });

  it('restores nothing into a form the signed-in user may only read', async () => {
    await keepEntry({ key: journalKey({ screen: '/testimonials/:id', params: { id: '5' }, language: 1, userId: 11 }), version: 1, edits: { fullName: 'Anna B.' }, before: { fullName: 'Anna' }, savedAt: Date.now() });
    const guarded = { ...form, permission: { dataType: 'Settings Testimonials' } } as unknown as FormDescriptor;
    renderForm(guarded, strictProvider({ 'GET /Testimonials/5': () => stored }).provider, { ...reader(DATA_TYPES['Settings Testimonials']), userId: 11 }, { path: '/testimonials/:id', at: '/testimonials/5' });
    await waitFor(async () => expect((await field(/^Full name/)).value).toBe('Anna'));
    expect(screen.queryByText(/were restored/)).toBeNull();
  });
});
