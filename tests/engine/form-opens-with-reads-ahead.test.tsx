// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { sharedReads } from '../../engine/data/shared-reads';
import type { FormScreen as FormDescriptor } from '../../engine/model/descriptor';
import { journalKey } from '../../engine/form/journal/journal-key';
import { dropEntry, journalEntries, keepEntry, readEntry, readEntryAhead } from '../../engine/form/journal/journal-store';
import { ADMIN, renderForm, type Answers } from './form-harness';
import { settled } from './settled';

// Issue 29 (warm list -> editor): a form whose reads were made ahead (a list's link, a route's opening) and answered
// drew its spinner first, then its record, its choices and its readiness a pass apart, each after a painted frame.
// It now draws its record, its kept draft, its choices and its readiness in its first pass, and reads none of them again.

afterEach(cleanup);
beforeEach(async () => {
  for (const entry of await journalEntries()) await dropEntry(entry.key);
});

const form = {
  kind: 'form',
  id: 'guide-edit',
  route: '/guides/:id',
  title: 'Edit guide',
  entity: 'academy',
  load: {
    call: { path: '/Academy/{param.id}' },
    idParam: 'id',
    with: [{ field: 'serp', call: { path: '/Serps/{record.serpId}' } }],
  },
  idField: 'academyId',
  readiness: { family: 'academy' },
  parts: [
    { name: 'title', label: 'Title', widget: 'text' },
    { name: 'authorId', label: 'Author', widget: 'select', options: { from: 'authors' } },
  ],
  save: { update: { method: 'PUT', path: '/Academy' } },
  notices: { failure: { message: 'Something went wrong during saving data....' } },
} as unknown as FormDescriptor;

const EDITOR = { ...ADMIN, userId: 9 };
const READY = { id: 7, languageId: 1, state: 'ready', counts: { blocks: 0, warns: 0, informs: 0 }, findings: [] };
const ANSWERS: Answers = {
  'GET /Academy/7': () => ({ academyId: 7, languageId: 1, title: 'A guide', authorId: 3, serpId: 40, version: 2 }),
  'GET /Serps/40': () => ({ serpId: 40, title: 'Guide SERP' }),
  'GET /Readiness/academy/7': () => READY,
  'PUT /Academy': (body) => ({ ...(body as object), version: 3 }),
  'GET /Authors/GetAuthorsByLanguageId': () => [
    { authorID: 3, authorName: 'Ada' },
    { authorID: 4, authorName: 'Ben' },
  ],
};

/** A provider whose reads are shared as the app's are (engine/data/shared-reads.ts), each call counted by path. */
function sharingProvider(answers: Answers) {
  const reads = sharedReads();
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const send = (call: string, body?: unknown) => {
    calls.push(call);
    if (body !== undefined) bodies.push(body);
    const handler = answers[call];
    return handler ? Promise.resolve(handler(body)) : Promise.reject(new Error(`unexpected call ${call}`));
  };
  const keyOf = (spec: Parameters<DataProvider['call']>[0], ctx: Parameters<DataProvider['call']>[1]) => `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
  const provider: DataProvider = {
    call: (spec, ctx, body) => ((spec.method ?? 'GET') === 'GET' ? reads.read(keyOf(spec, ctx), () => send(keyOf(spec, ctx))) : reads.writing(() => send(keyOf(spec, ctx), body))) as never,
    prime: (spec, ctx) => reads.prime(keyOf(spec, ctx), () => send(keyOf(spec, ctx))),
    peek: (spec, ctx) => reads.peek(keyOf(spec, ctx)) as never,
    get: (path) => send(`GET ${path}`) as never,
    send: (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
  };
  return { provider, calls, bodies };
}

/** The reads a route's opening makes ahead of the form, all answered (the SERP's once the record named it). */
async function readAhead(provider: DataProvider) {
  const ctx = { language: 1, params: { id: '7' } };
  provider.prime!({ path: '/Academy/{param.id}' }, ctx);
  provider.prime!({ path: '/Readiness/academy/{record.academyId}' }, { ...ctx, record: { academyId: '7' } });
  provider.prime!({ path: '/Authors/GetAuthorsByLanguageId', query: { langid: '{language}' } }, ctx);
  const record = await provider.call<{ serpId: number }>({ path: '/Academy/{param.id}' }, ctx);
  provider.prime!({ path: '/Serps/{record.serpId}' }, { ...ctx, record });
  await provider.call({ path: '/Serps/{record.serpId}' }, { ...ctx, record });
}

const open = (provider: DataProvider) => renderForm(form, provider, EDITOR, { path: '/guides/:id', at: '/guides/7' });
const KEY = journalKey({ screen: 'guide-edit', params: { id: '7' }, language: 1, userId: 9 });

describe('a form whose reads were made ahead and answered', () => {
  it('draws its record, its choices and its readiness in its first pass, and reads none of them again', async () => {
    const api = sharingProvider(ANSWERS);
    await readAhead(api.provider);
    readEntryAhead(KEY);
    await waitFor(async () => expect(await journalEntries()).toEqual([]));
    // The journal's read ahead is done once its answer has come back through the store.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = [...api.calls];

    open(api.provider);
    // No await: what the first pass drew.
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('A guide');
    expect((screen.getByLabelText(/^Author/) as HTMLSelectElement).selectedOptions[0].textContent).toBe('Ada');
    expect(screen.getByRole('region', { name: 'Readiness' }).textContent).toContain('Ready');

    await settled(() => [document.body.innerHTML, api.calls.length]);
    expect(api.calls).toEqual(before);
    expect(before.sort()).toEqual(['GET /Academy/7', 'GET /Authors/GetAuthorsByLanguageId', 'GET /Readiness/academy/7', 'GET /Serps/40']);
  });

  it('draws the edits its draft journal kept with the record, as changed, in its first pass', async () => {
    await keepEntry({ key: KEY, version: 2, edits: { title: 'A kept title' }, before: { title: 'A guide' }, savedAt: Date.now() - 60_000 });
    const api = sharingProvider(ANSWERS);
    await readAhead(api.provider);
    readEntryAhead(KEY);
    await new Promise((resolve) => setTimeout(resolve, 20));

    open(api.provider);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('A kept title');
    expect(screen.getByText(/were restored/)).toBeTruthy();

    // Still a draft: the journal keeps it, and Save sends it against the version the edits started from.
    await settled(() => document.body.innerHTML);
    expect(await readEntry(KEY)).toMatchObject({ edits: { title: 'A kept title' }, version: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toEqual([expect.objectContaining({ academyId: 7, title: 'A kept title', version: 2 })]));
  });

  it('loads as before where a read is still on its way', async () => {
    let answer: (record: unknown) => void = () => undefined;
    const api = sharingProvider({ ...ANSWERS, 'GET /Academy/7': () => new Promise((resolve) => (answer = resolve)) });
    api.provider.prime!({ path: '/Academy/{param.id}' }, { language: 1, params: { id: '7' } });

    open(api.provider);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    answer({ academyId: 7, languageId: 1, title: 'A guide', authorId: 3, serpId: 40, version: 2 });
    expect(((await screen.findByLabelText(/^Title/)) as HTMLInputElement).value).toBe('A guide');
    expect(api.calls.filter((call) => call === 'GET /Academy/7')).toHaveLength(1);
  });
});
