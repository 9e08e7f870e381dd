// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import path from 'node:path';
import Quill from 'quill';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { FormScreen as FormDescriptor, TabsScreen as TabsDescriptor } from '../../engine/model/descriptor';
import { EngineContext } from '../../engine/EngineContext';
import TabsScreen from '../../engine/screens/TabsScreen';
import { journalKey } from '../../engine/form/journal/journal-key';
import { checkDescriptor } from '../../engine/descriptor/check-all';
import { CONFLICT_TITLE } from '../../engine/screens/ConflictDialog';
import { confirmDiscardChanges } from '../../engine/form/unsaved';
import { dropEntry, journalEntries, keepEntry, type JournalEntry } from '../../engine/form/journal/journal-store';
import { EARLIER_DRAFT_LIFETIME_MS } from '../../engine/registry/packs/core/richtext-earlier-drafts';
import { ADMIN, refusal, renderForm, strictProvider, type Answers } from './form-harness';
import { contentTab, root } from './owner-tabs';

// Issue 28, item 4, for every form: the rich text of a CONTENT tab and a calculator keep their unsaved edits in the
// same draft journal as every other form (no autosave of their own, no tab draft): restored after a reload (a
// remount here), replayed through the conflict dialog when the record changed meanwhile, dropped by Discard,
// cleared by Save. Drafts an earlier version kept in localStorage (rich text) or sessionStorage (the calculators'
// tab drafts) are offered once through the journal.

// A tab draws its form straight from these descriptors (the catalogue of screen files is not part of this test).
const tabForms = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('../../engine/screens/EmbeddedScreen', async () => {
  const { default: FormScreen } = await import('../../engine/screens/FormScreen');
  return { default: ({ id }: { id: string }) => <FormScreen descriptor={tabForms[id] as FormDescriptor} /> };
});

const EDITOR = { ...ADMIN, userId: 9 };
// Quill and the forms' widgets load lazily: on a busy machine that takes longer than the library's one second.
configure({ asyncUtilTimeout: 10_000 });
const only = async (): Promise<JournalEntry | undefined> => (await journalEntries())[0];
const restoredNotice = () => screen.queryByText(/^Unsaved changes from .+ were restored\. Save to keep them\.$/);

afterEach(cleanup);
beforeEach(async () => {
  for (const entry of await journalEntries()) await dropEntry(entry.key);
  localStorage.clear();
  sessionStorage.clear();
});
beforeAll(async () => {
  await import('../../engine/screens/ConflictDialog');
});

function stale(current: Record<string, unknown>) {
  const refused = refusal({ statusCode: 409, code: 'STALE_VERSION', message: 'Changed by someone else' });
  (refused.response.data as Record<string, unknown>).current = current;
  return refused;
}

describe('the draft journal of rich text (the CONTENT tab of a review)', () => {
  const form = contentTab('review') as unknown as FormDescriptor;
  const stored = { reviewId: 7, languageId: 1, name: 'Finlo', reviewContent: '<p>Stored text</p>', version: 1 };
  const open = (answers: Answers) => {
    const api = strictProvider({ 'GET /Review/7': () => stored, 'GET /Audit/reviews/7': () => ({ total: 0, entries: [] }), ...answers });
    return { ...renderForm(form, api.provider, EDITOR, { path: '/review/:id', at: '/review/7' }), api };
  };
  const editorHtml = () => document.querySelector('.ql-editor')?.innerHTML;
  async function quill(): Promise<Quill> {
    await waitFor(() => expect(document.querySelector('.ql-container')).not.toBeNull(), { timeout: 10_000 });
    return Quill.find(document.querySelector('.ql-container') as HTMLElement) as Quill;
  }
  const kept = (content: string): JournalEntry => ({ key: '', version: 1, edits: { reviewContent: content }, before: { reviewContent: '<p>Stored text</p>' }, savedAt: Date.now() });
  /** Keeps an entry under the key the form files its edits under (learnt from a first visit). */
  async function keepForTheForm(content: string) {
    const first = open({});
    const editor = await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Stored text</p>'));
    act(() => void editor.insertText(0, 'x', 'user'));
    await waitFor(async () => expect(await only()).toBeDefined());
    const key = (await only())!.key;
    first.unmount();
    await keepEntry({ ...kept(content), key });
    return key;
  }

  it('keeps the text the editor typed with the version it started from, and restores it with a notice after a reload', async () => {
    const first = open({});
    const editor = await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Stored text</p>'));
    expect(restoredNotice()).toBeNull();
    act(() => void editor.insertText(0, 'Typed. ', 'user'));
    await waitFor(async () => expect(await only()).toMatchObject({ version: 1, edits: { reviewContent: '<p>Typed. Stored text</p>' }, before: { reviewContent: '<p>Stored text</p>' } }));
    expect((await only())!.key).toMatch(/\|id=7\|lang=1\|user=9$/);
    first.unmount();

    open({});
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Typed. Stored text</p>'));
    expect(restoredNotice()).not.toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('is cleared by Save content: the restored text is stored against the version it started from', async () => {
    await keepForTheForm('<p>Restored text</p>');
    const { api } = open({ 'PUT /Review/Content': (body) => ({ ...stored, reviewContent: (body as { content: string }).content, version: 2 }) });
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Restored text</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
    expect(await screen.findByText('Successfully updated content.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(api.calls.find((c) => c.call === 'PUT /Review/Content')!.body).toEqual({ id: 7, content: '<p>Restored text</p>', version: 1 });
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
    await waitFor(() => expect(restoredNotice()).toBeNull());
  });

  it('is dropped by Discard on the notice, and the text is shown as stored', async () => {
    await keepForTheForm('<p>Restored text</p>');
    const { api } = open({});
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Restored text</p>'));
    const notice = restoredNotice()!.closest('.bo-restored-draft') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(editorHtml()).toBe('<p>Stored text</p>'));
    expect(await journalEntries()).toEqual([]);
    expect(restoredNotice()).toBeNull();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(api.calls.map((c) => c.call)).toEqual(['GET /Review/7', 'GET /Review/7']);
  });

  it('replays text kept from before someone else saved the review through the conflict dialog; merged, it is saved on their version', async () => {
    await keepForTheForm('<p>Mine while away</p>');
    const theirs = { ...stored, name: 'Finlo Market', version: 2 };
    const bodies: unknown[] = [];
    open({
      'GET /Review/7': () => theirs,
      'PUT /Review/Content': (body) => {
        bodies.push(body);
        if (bodies.length === 1) throw stale(theirs);
        return { ...theirs, version: 3 };
      },
    });
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Mine while away</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Save content' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE }, { timeout: 5_000 });
    expect(bodies[0]).toEqual({ id: 7, content: '<p>Mine while away</p>', version: 1 });
    const rows = within(dialog).getAllByRole('row').map((r) => r.textContent);
    // Rich text reads as its words, as the change since both started, never as markup.
    expect(rows.slice(1)).toEqual(['Contentnot changed[removed: Stored text] [added: Mine while away]Yours']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Successfully updated content.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(bodies[1]).toEqual({ id: 7, content: '<p>Mine while away</p>', version: 2 });
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
  });

  it('offers once a draft the earlier autosave left in localStorage (within its 2 minutes), through the journal', async () => {
    window.history.replaceState(null, '', '/review/7');
    localStorage.setItem('bo-richtext-draft:/review/7|root_reviewContent', JSON.stringify({ html: '<p>Autosaved earlier</p>', savedAt: Date.now() - 30_000 }));
    localStorage.setItem('bo-richtext-draft:/review/8|root_reviewContent', JSON.stringify({ html: '<p>Expired</p>', savedAt: Date.now() - EARLIER_DRAFT_LIFETIME_MS - 1 }));
    const first = open({});
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Autosaved earlier</p>'));
    expect(restoredNotice()).not.toBeNull();
    // Taken over: the journal holds it now, the old storage holds nothing (the expired draft went too).
    expect(await only()).toMatchObject({ version: 1, edits: { reviewContent: '<p>Autosaved earlier</p>' }, before: { reviewContent: '<p>Stored text</p>' } });
    expect(Object.keys(localStorage)).toEqual([]);
    first.unmount();

    // Discarded, it is not offered again.
    open({});
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Autosaved earlier</p>'));
    fireEvent.click(within(restoredNotice()!.closest('.bo-restored-draft') as HTMLElement).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(editorHtml()).toBe('<p>Stored text</p>'));
    cleanup();
    open({});
    await quill();
    await waitFor(() => expect(editorHtml()).toBe('<p>Stored text</p>'));
    expect(restoredNotice()).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('the draft journal of a calculator (the percentage calculator)', () => {
  const file = 'screens/tools/percentage-calculator.json';
  const form = checkDescriptor(root, file, JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))) as unknown as FormDescriptor;
  const LOAD = 'GET /PercentageCalculators/GetPercentageCalculatorByLangId';
  const SAVE = 'PUT /PercentageCalculators/EditPercentageCalculator';
  const stored = { percentageCalculatorID: 7, languageId: 1, input1: 15, input2: 200, input3: 1, input4: 2, input5: 3, input6: 4, version: 3 };
  const open = (answers: Answers = {}) => {
    const api = strictProvider({ [LOAD]: () => stored, 'GET /Audit/percentage_calculators/7': () => ({ total: 0, entries: [] }), ...answers });
    return { ...renderForm(form, api.provider, EDITOR), api };
  };
  const x = async () => (await screen.findAllByLabelText(/^X/))[0] as HTMLInputElement;

  it('keeps an edit in the journal, not in the tab, and restores it with a notice after a reload', async () => {
    const first = open();
    await waitFor(async () => expect((await x()).value).toBe('15'));
    fireEvent.change(await x(), { target: { value: '42' } });
    await waitFor(async () => expect(await only()).toMatchObject({ version: 3, edits: { input1: 42 }, before: { input1: 15 } }));
    expect(sessionStorage.getItem('percentageCalculator')).toBeNull();
    first.unmount();

    open();
    await waitFor(async () => expect((await x()).value).toBe('42'));
    expect(restoredNotice()).not.toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('is cleared by saving and dropped by discarding', async () => {
    const { api } = open({ [SAVE]: (body) => ({ ...(body as object), version: 4 }) });
    await waitFor(async () => expect((await x()).value).toBe('15'));
    fireEvent.change(await x(), { target: { value: '20' } });
    await waitFor(async () => expect(await only()).toMatchObject({ edits: { input1: 20 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interest calculator has been updated.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(api.calls.find((c) => c.call === SAVE)!.body).toMatchObject({ percentageCalculatorID: 7, input1: 20, languageId: 1, version: 3 });
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
    cleanup();

    open();
    await waitFor(async () => expect((await x()).value).toBe('15'));
    fireEvent.change(await x(), { target: { value: '99' } });
    await waitFor(async () => expect(await only()).toMatchObject({ edits: { input1: 99 } }));
    const asked = confirmDiscardChanges();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await act(() => asked);
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
    expect((await x()).value).toBe('15');
  });

  it('replays an edit kept from before someone else saved through the conflict dialog; merged, both are saved', async () => {
    const first = open();
    await waitFor(async () => expect((await x()).value).toBe('15'));
    fireEvent.change(await x(), { target: { value: '50' } });
    await waitFor(async () => expect(await only()).toMatchObject({ version: 3, edits: { input1: 50 } }));
    first.unmount();

    const theirs = { ...stored, input2: 300, version: 4 };
    const bodies: Record<string, unknown>[] = [];
    open({
      [LOAD]: () => theirs,
      [SAVE]: (body) => {
        bodies.push(body as Record<string, unknown>);
        if (bodies.length === 1) throw stale(theirs);
        return { ...(body as object), version: 5 };
      },
    });
    await waitFor(async () => expect((await x()).value).toBe('50'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE }, { timeout: 5_000 });
    expect(bodies[0]).toMatchObject({ input1: 50, input2: 300, version: 3 });
    expect(within(dialog).getAllByRole('row').map((r) => r.textContent).slice(1)).toEqual(['Xnot changed50Yours']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save merged' }));
    expect(await screen.findByText('Interest calculator has been updated.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ input1: 50, input2: 300, version: 4 });
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
  });

  it('offers once the tab draft an earlier version left in sessionStorage, saved against the version it started from', async () => {
    sessionStorage.setItem('percentageCalculator', JSON.stringify({ 1: { version: 2, values: { ...stored, input1: 50 } }, 2: { version: 1, values: { input1: 8 } } }));
    const { api } = open({ [SAVE]: (body) => body });
    await waitFor(async () => expect((await x()).value).toBe('50'));
    expect(restoredNotice()).not.toBeNull();
    expect(await only()).toMatchObject({ version: 2, edits: { input1: 50 }, before: { input1: 15 } });
    // This language's draft is taken over; the German one waits for its own language.
    expect(JSON.parse(sessionStorage.getItem('percentageCalculator')!)).toEqual({ 2: { version: 1, values: { input1: 8 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.call === SAVE)).toBe(true));
    expect(api.calls.find((c) => c.call === SAVE)!.body).toMatchObject({ input1: 50, version: 2 });
  });

  it('ignores a tab-draft key holding something else', async () => {
    sessionStorage.setItem('percentageCalculator', 'not json');
    open();
    await waitFor(async () => expect((await x()).value).toBe('15'));
    expect(restoredNotice()).toBeNull();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});

describe('the draft journal of a tabbed editor that saves together', () => {
  const tab = (name: string, field: string, label: string) =>
    ({
      kind: 'form',
      id: `rec-${name.toLowerCase()}`,
      title: '',
      load: { call: { path: `/${name}/{param.id}` }, pick: 'object' },
      idField: 'id',
      parts: [{ name: field, label, widget: 'text' }],
      save: { update: { method: 'PUT', path: `/${name}` } },
      notices: { success: { message: `${label} saved.` }, failure: { message: 'Failed.' } },
    }) as unknown as FormDescriptor;
  Object.assign(tabForms, { 'rec-edit': tab('Edit', 'legalName', 'Legal name'), 'rec-content': tab('Content', 'content', 'Content') });
  const editor = {
    kind: 'tabs',
    route: '/record/:id',
    title: 'Edit record',
    saves: 'together',
    tabs: [
      { id: 'edit', title: 'EDIT', screen: 'rec-edit' },
      { id: 'content', title: 'CONTENT', screen: 'rec-content' },
    ],
  } as TabsDescriptor;

  it('opens at once a tab the journal holds edits for, so they are back, dotted and counted, before that tab is chosen', async () => {
    const key = journalKey({ screen: 'rec-content', params: { id: '7' }, language: 1, userId: 9 });
    await keepEntry({ key, version: 2, edits: { content: 'Kept text' }, before: { content: 'Old text' }, savedAt: Date.now() });
    const api = strictProvider({ 'GET /Edit/7': () => ({ id: 7, legalName: 'Finlo Ltd', version: 2 }), 'GET /Content/7': () => ({ id: 7, content: 'Old text', version: 2 }) });
    const router = createMemoryRouter([{ path: '/record/:id', element: <TabsScreen descriptor={editor} /> }], { initialEntries: ['/record/7?tab=edit'] });
    render(
      <EngineContext.Provider value={{ provider: api.provider, subject: EDITOR, language: 1 }}>
        <RouterProvider router={router} />
      </EngineContext.Provider>,
    );
    expect(await screen.findByText('Unsaved changes in 1 tab', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^CONTENT/ }).querySelector('.bo-tab-unsaved')).not.toBeNull();
    expect(screen.getByRole('tab', { name: /^EDIT/ }).querySelector('.bo-tab-unsaved')).toBeNull();
    expect(router.state.location.search).toBe('?tab=edit');
    fireEvent.click(screen.getByRole('tab', { name: /^CONTENT/ }));
    const panel = document.getElementById(screen.getByRole('tab', { name: /^CONTENT/ }).getAttribute('aria-controls')!)!;
    expect(((await within(panel).findByLabelText(/^Content/)) as HTMLInputElement).value).toBe('Kept text');
  });
});
