// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { FormScreen as FormDescriptor, TabsScreen as TabsDescriptor } from '../../engine/model/descriptor';
import type { TabForm } from '../../engine/form/saves-together';
import { saveChangedTabs } from '../../engine/screens/tabs/save-changed-tabs';
import { hasUnsavedChanges } from '../../engine/form/unsaved';
import TabsScreen from '../../engine/screens/TabsScreen';
import { ADMIN, refusal, strictProvider, type Answers } from './form-harness';

// Issue 28, item 7: the review editor as one record. A tabs screen with `saves: "together"` keeps every opened tab
// with its edits, has one Save (and Ctrl+S) that runs the changed tabs' own saves in the tabs' order, and stops at a
// failure, leaving the other tabs' edits in place.

const notices = vi.hoisted(() => [] as { notice: unknown; intent: unknown }[]);
vi.mock('../../engine/notices', () => ({ notify: async (notice: unknown, intent: unknown) => void notices.push({ notice, intent }) }));

// A tab draws its form straight from these descriptors (the catalogue of screen files is not part of this test).
const forms = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('../../engine/screens/EmbeddedScreen', async () => {
  const { default: FormScreen } = await import('../../engine/screens/FormScreen');
  return { default: ({ id }: { id: string }) => <FormScreen descriptor={forms[id] as FormDescriptor} /> };
});

afterEach(() => {
  cleanup();
  notices.length = 0;
});

/** A form of one text field saved by PUT /<Name>. */
function tabForm(name: string, field: string, label: string, failure: string): FormDescriptor {
  return {
    kind: 'form',
    id: name,
    title: '',
    load: { call: { path: `/${name}/{param.id}` }, pick: 'object' },
    idField: 'id',
    parts: [{ name: field, label, widget: 'text' }],
    save: { update: { method: 'PUT', path: `/${name}` } },
    notices: { success: { message: `${label} saved.` }, failure: { message: failure } },
  } as unknown as FormDescriptor;
}
Object.assign(forms, {
  'rec-edit': tabForm('Edit', 'legalName', 'Legal name', 'An error has occured while updating review.'),
  'rec-content': { ...tabForm('Content', 'content', 'Content', 'An error has occured while updating content.'), submitLabel: 'Save content' },
  'rec-faq': tabForm('Faq', 'question', 'Question', 'Something went wrong with the FAQ.'),
});

const editor = {
  kind: 'tabs',
  route: '/record/:id',
  title: 'Edit record',
  saves: 'together',
  tabs: [
    { id: 'edit', title: 'EDIT', screen: 'rec-edit' },
    { id: 'content', title: 'CONTENT', screen: 'rec-content' },
    { id: 'faq', title: 'FAQ', screen: 'rec-faq' },
  ],
} as TabsDescriptor;

function api(overrides: Answers = {}) {
  return strictProvider({
    'GET /Edit/7': () => ({ id: 7, legalName: 'Finlo Ltd' }),
    'GET /Content/7': () => ({ id: 7, content: 'Old text' }),
    'GET /Faq/7': () => ({ id: 7, question: 'Is it safe?' }),
    'PUT /Edit': (body) => body,
    'PUT /Content': (body) => body,
    'PUT /Faq': (body) => body,
    ...overrides,
  });
}

function renderEditor(provider: ReturnType<typeof api>['provider']) {
  const router = createMemoryRouter(
    [
      { path: '/record/:id', element: <TabsScreen descriptor={editor} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/record/7'] },
  );
  render(
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
      <RouterProvider router={router} />
    </EngineContext.Provider>,
  );
  return { router };
}

const openTab = (title: string) => fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${title}`) }));
const panelOf = (title: string) => document.getElementById(screen.getByRole('tab', { name: new RegExp(`^${title}`) }).getAttribute('aria-controls')!)!;

async function type(tab: string, label: string, value: string) {
  await screen.findByRole('tab', { name: new RegExp(`^${tab}`) });
  openTab(tab);
  const input = await within(panelOf(tab)).findByLabelText(new RegExp(`^${label}`));
  await waitFor(() => expect((input as HTMLInputElement).value).not.toBe(''));
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const ctrlS = () => fireEvent.keyDown(window, { key: 's', ctrlKey: true });


/** A record EDIT and CONTENT both read, whose every save moves its version on; an older version is refused (409). */
function versionedRecord() {
  let stored = { id: 7, legalName: 'Finlo Ltd', content: 'Old text', version: 4 };
  return {
    read: () => stored,
    put: (body: unknown) => {
      const sent = body as typeof stored;
      if (sent.version !== stored.version) throw refusal({ statusCode: 409, code: 'STALE', message: `version ${sent.version} is not ${stored.version}` });
      stored = { ...stored, ...sent, version: stored.version + 1 };
      return stored;
    },
    stored: () => stored,
  };
}

describe('saveChangedTabs', () => {
  const tab = (id: string, log: string[], { dirty = true, ok = true, dirtyOnFlush = false } = {}) => {
    const form: TabForm = {
      label: 'Save',
      dirty,
      flush: () => void (dirtyOnFlush && (form.dirty = true)),
      save: async (afterAnother) => {
        log.push(afterAnother ? `${id} after another` : id);
        return ok;
      },
    };
    return { id, title: id.toUpperCase(), form };
  };

  it("saves only the changed tabs, one after the other in the tabs' order", async () => {
    const log: string[] = [];
    const outcome = await saveChangedTabs([tab('edit', log), tab('content', log, { dirty: false }), tab('faq', log)]);
    expect(log).toEqual(['edit', 'faq after another']);
    expect(outcome).toEqual({ saved: ['edit', 'faq'], notSaved: [] });
  });

  it('with no tab changed, the open tab saves as its own Save did', async () => {
    const log: string[] = [];
    const outcome = await saveChangedTabs([tab('edit', log, { dirty: false }), tab('content', log, { dirty: false })], { open: 'content' });
    expect(log).toEqual(['content']);
    expect(outcome).toEqual({ saved: ['content'], notSaved: [] });
  });

  it('a tab is told another saved before it in an earlier run too, but not when only it did', async () => {
    const log: string[] = [];
    await saveChangedTabs([tab('edit', log), tab('content', log, { dirty: false })], { savedBefore: new Set(['edit']) });
    await saveChangedTabs([tab('edit', log, { dirty: false }), tab('content', log)], { savedBefore: new Set(['edit']) });
    expect(log).toEqual(['edit', 'content after another']);
  });

  it('a tab whose held keys reach its form on the flush counts as changed', async () => {
    const log: string[] = [];
    await saveChangedTabs([tab('edit', log, { dirty: false, dirtyOnFlush: true }), tab('faq', log, { dirty: false })]);
    expect(log).toEqual(['edit']);
  });

  it('waits for each save before the next, and stops at the first failure', async () => {
    const log: string[] = [];
    let finish!: (ok: boolean) => void;
    const slow = tab('edit', log);
    slow.form.save = () => {
      log.push('edit started');
      return new Promise<boolean>((resolve) => (finish = resolve));
    };
    const run = saveChangedTabs([slow, tab('content', log, { ok: false }), tab('faq', log)]);
    await Promise.resolve();
    expect(log).toEqual(['edit started']);
    finish(true);
    expect(await run).toEqual({ saved: ['edit'], failed: 'content', notSaved: ['faq'] });
    expect(log).toEqual(['edit started', 'content after another']);
  });
});

describe('a tabs screen that saves together', () => {
  it('keeps each tab’s edits across tab switches without asking, and Ctrl+S saves the changed tabs in order', async () => {
    const { provider, calls, unexpected } = api();
    renderEditor(provider);
    await type('EDIT', 'Legal name', 'Finlo Market SIA');
    await type('FAQ', 'Question', 'Who runs it?');
    // Back on EDIT: no question was asked, and the edit is still there.
    openTab('EDIT');
    expect(document.querySelector('.bp6-alert')).toBeNull();
    expect((within(panelOf('EDIT')).getByLabelText(/^Legal name/) as HTMLInputElement).value).toBe('Finlo Market SIA');
    expect(await screen.findByText('Unsaved changes in 2 tabs')).toBeTruthy();
    // A dot on each tab with edits, none on the untouched one.
    expect(screen.getByRole('tab', { name: /^EDIT/ }).querySelector('.bo-tab-unsaved')).not.toBeNull();
    expect(screen.getByRole('tab', { name: /^FAQ/ }).querySelector('.bo-tab-unsaved')).not.toBeNull();
    expect(screen.getByRole('tab', { name: /^CONTENT/ }).querySelector('.bo-tab-unsaved')).toBeNull();
    // Each form draws no Save of its own: one for the screen, in the open tab's words.
    expect(screen.getAllByRole('button', { name: /^Save/ }).map((b) => b.textContent)).toEqual(['Save']);
    openTab('CONTENT');
    expect(await within(panelOf('CONTENT')).findByLabelText(/^Content/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Save/ }).map((b) => b.textContent)).toEqual(['Save content']);

    ctrlS();
    await waitFor(() => expect(screen.queryByText(/^Unsaved changes/)).toBeNull());
    expect(calls.filter((c) => c.call.startsWith('PUT')).map((c) => [c.call, c.body])).toEqual([
      ['PUT /Edit', expect.objectContaining({ id: 7, legalName: 'Finlo Market SIA' })],
      ['PUT /Faq', expect.objectContaining({ id: 7, question: 'Who runs it?' })],
    ]);
    // Each tab's own notice, in order.
    expect(notices.map((n) => (n.notice as { message: string }).message)).toEqual(['Legal name saved.', 'Question saved.']);
    expect(unexpected).toEqual([]);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a failure stops the save at its tab, says which part failed, and keeps the other tabs’ edits', async () => {
    const { provider, calls } = api({
      'PUT /Content': () => {
        throw refusal({ statusCode: 400, code: 'VALIDATION', message: 'content is too long' });
      },
    });
    renderEditor(provider);
    await type('EDIT', 'Legal name', 'Finlo Market SIA');
    await type('CONTENT', 'Content', 'New text');
    await type('FAQ', 'Question', 'Who runs it?');
    openTab('EDIT');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices).toHaveLength(3));
    expect(calls.filter((c) => c.call.startsWith('PUT')).map((c) => c.call)).toEqual(['PUT /Edit', 'PUT /Content']);
    expect(notices.map((n) => [n.notice, n.intent])).toEqual([
      [{ message: 'Legal name saved.' }, 'success'],
      [expect.objectContaining({ message: expect.stringMatching(/^An error has occured while updating content\..*content is too long/s) }), 'danger'],
      ['CONTENT was not saved, nor FAQ after it; their edits are kept.', 'warning'],
    ]);
    // The failed tab is opened; its edit and the FAQ's stay, unsaved; the saved tab is clean.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^CONTENT/ }).getAttribute('aria-selected')).toBe('true'));
    expect((within(panelOf('CONTENT')).getByLabelText(/^Content/) as HTMLInputElement).value).toBe('New text');
    expect((within(panelOf('FAQ')).getByLabelText(/^Question/) as HTMLInputElement).value).toBe('Who runs it?');
    expect(await screen.findByText('Unsaved changes in 2 tabs')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^EDIT/ }).querySelector('.bo-tab-unsaved')).toBeNull();
  });

  it('a later tab of the same record states the version the earlier tab’s save left, when its own fields are unchanged', async () => {
    // EDIT and CONTENT read the same record; each save moves its version on (the server refuses an older one).
    const record = versionedRecord();
    const { provider, calls } = api({ 'GET /Edit/7': record.read, 'GET /Content/7': record.read, 'PUT /Edit': record.put, 'PUT /Content': record.put });
    renderEditor(provider);
    await type('EDIT', 'Legal name', 'Finlo Market SIA');
    await type('CONTENT', 'Content', 'New text');
    ctrlS();
    await waitFor(() => expect(screen.queryByText(/^Unsaved changes/)).toBeNull());
    expect(calls.filter((c) => c.call.startsWith('PUT')).map((c) => [c.call, (c.body as { version: number }).version])).toEqual([
      ['PUT /Edit', 4],
      ['PUT /Content', 5],
    ]);
    expect(record.stored()).toEqual(expect.objectContaining({ legalName: 'Finlo Market SIA', content: 'New text', version: 6 }));
  });

  it('a tab saved on its own after another tab saved in an earlier run states the record’s version now', async () => {
    const record = versionedRecord();
    const { provider, calls } = api({ 'GET /Edit/7': record.read, 'GET /Content/7': record.read, 'PUT /Edit': record.put, 'PUT /Content': record.put });
    renderEditor(provider);
    await type('EDIT', 'Legal name', 'Finlo Market SIA');
    ctrlS();
    await waitFor(() => expect(screen.queryByText(/^Unsaved changes/)).toBeNull());
    await type('CONTENT', 'Content', 'New text');
    ctrlS();
    await waitFor(() => expect(screen.queryByText(/^Unsaved changes/)).toBeNull());
    // EDIT, still open with the version its own save left, saves again after CONTENT moved the record on.
    await type('EDIT', 'Legal name', 'Finlo Market AS');
    ctrlS();
    await waitFor(() => expect(record.stored().legalName).toBe('Finlo Market AS'));
    expect(calls.filter((c) => c.call.startsWith('PUT')).map((c) => [c.call, (c.body as { version: number }).version])).toEqual([
      ['PUT /Edit', 4],
      ['PUT /Content', 5],
      ['PUT /Edit', 6],
    ]);
  });

  it('leaving the screen with edits in a tab not shown still asks first', async () => {
    const { provider } = api();
    const { router } = renderEditor(provider);
    await type('CONTENT', 'Content', 'New text');
    openTab('EDIT');
    await within(panelOf('EDIT')).findByLabelText(/^Legal name/);
    expect(document.querySelector('.bp6-alert')).toBeNull();
    act(() => void router.navigate('/elsewhere'));
    expect(await screen.findByText('Leave without saving them?', { exact: false })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/record/7');
  });
});
