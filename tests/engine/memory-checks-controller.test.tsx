// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineContext } from '../../engine/EngineContext';
import type { DataProvider, SendRequest } from '../../engine/data/provider';
import type { FormBody } from '../../engine/model/descriptor';
import { useMemoryChecks } from '../../engine/translation-memory/useMemoryChecks';
import { pendingChecks } from '../../engine/translation-memory/pending-checks';
import { memoryChecks } from '../../engine/registry/packs/memory-checks';
import { useReadinessRereads } from '../../engine/readiness/rereads';
import type { MemoryPrefillAnswer } from '../../shared/translation-memory/answers';
import { ADMIN } from './form-harness';

afterEach(cleanup);

const GERMAN = 2;
const from = (recordName: string, field: string) => ({ entity: 'Review', recordId: 40, recordName, field });

/** The Add Review dialog as its descriptor has it: a name, the English review, and the memoryChecks step. */
const addReview = {
  entity: 'review',
  idField: 'reviewId',
  parts: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'parentReviewId', label: 'Platform', widget: 'select' },
  ],
  save: { steps: [{ hook: 'createReview', name: 'name', platform: 'parentReviewId' }, { hook: 'memoryChecks', entity: 'Review', id: '{record.reviewId}', english: 'parentReviewId' }] },
} as unknown as FormBody;

/** The review editor: a family with readiness, its record read by /Review/{param.id}. */
const editReview = {
  entity: 'review',
  idField: 'reviewId',
  load: { call: { path: '/Review/{param.id}' }, idParam: 'id' },
  readiness: { family: 'reviews' },
  parts: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'subtitle', label: 'Subtitle', widget: 'text' },
  ],
  save: { update: { method: 'PUT', path: '/Review/Child' } },
} as unknown as FormBody;

/** A provider answering the memory's calls from these handlers; every call is recorded, any other fails. */
function memoryProvider(answers: { prefill?: (query: Record<string, unknown>) => MemoryPrefillAnswer; checks?: unknown[] }) {
  const calls: string[] = [];
  const sent: SendRequest[] = [];
  const provider: DataProvider = {
    call: async (spec) => Promise.reject(new Error(`unexpected call ${spec.path}`)),
    get: async (path, query) => {
      calls.push(`GET ${path}${query ? `?${new URLSearchParams(query as Record<string, string>)}` : ''}`);
      if (path === '/TranslationMemory/prefill' && answers.prefill) return answers.prefill(query!) as never;
      if (path.startsWith('/TranslationMemory/checks/') && answers.checks) return answers.checks as never;
      throw new Error(`unexpected call GET ${path}`);
    },
    send: async (request) => {
      sent.push(request);
      return { data: request.method === 'DELETE' ? { field: request.path.split('/').pop(), confirmed: true } : [], headers: {} } as never;
    },
  };
  return { provider, calls, sent };
}

/** The form's controller as the hook sees it: values changed through `change`, as the form controller does. */
function useEditor(initial: Record<string, unknown>, record: Record<string, any> | null) {
  const state = { values: initial };
  return {
    state,
    editor: () => ({
      isNew: !record,
      record,
      values: state.values,
      canSave: true,
      loading: false,
      change: (update: (old: Record<string, unknown>) => Record<string, unknown>) => void (state.values = update(state.values)),
    }),
  };
}

function render(form: FormBody, provider: DataProvider, editor: ReturnType<typeof useEditor>, at = '/reviews') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineContext.Provider value={{ provider, subject: ADMIN, language: GERMAN }}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
    </EngineContext.Provider>
  );
  return renderHook(() => ({ memory: useMemoryChecks(form, editor.editor()), rereads: useReadinessRereads() }), { wrapper });
}

describe('pre-filling a new version from the translation memory (useMemoryChecks)', () => {
  it('once the English record is chosen, fills the empty fields the form holds and marks them; a field typed in is left alone', async () => {
    const { provider, calls } = memoryProvider({
      prefill: () => ({ fields: { name: { value: 'Velmora Kredit', from: from('Velmora', 'name') }, subtitle: { value: 'Kurzfristige Kredite', from: from('Velmora', 'subtitle') } } }),
    });
    const editor = useEditor({ name: '', parentReviewId: null }, null);
    const hook = render(addReview, provider, editor);
    expect(calls).toEqual([]);
    expect(hook.result.current.memory?.marks).toEqual({});

    editor.state.values = { ...editor.state.values, parentReviewId: 7 };
    hook.rerender();
    await waitFor(() => expect(editor.state.values.name).toBe('Velmora Kredit'));
    expect(calls).toEqual([`GET /TranslationMemory/prefill?entity=Review&englishId=7&languageId=${GERMAN}`]);
    hook.rerender();
    // The subtitle is not in the dialog: nothing to show it in, so it is neither filled nor marked.
    expect(hook.result.current.memory?.marks).toEqual({ name: { value: 'Velmora Kredit', from: from('Velmora', 'name') } });
    expect(editor.state.values).toEqual({ name: 'Velmora Kredit', parentReviewId: 7 });

    const typed = useEditor({ name: 'Mein Name', parentReviewId: 7 }, null);
    const other = render(addReview, provider, typed);
    await waitFor(() => expect(calls).toHaveLength(2));
    other.rerender();
    expect(typed.state.values.name).toBe('Mein Name');
    expect(other.result.current.memory?.marks).toEqual({});
  });

  it('an edit in the form ends the mark at once, and the save step records only the marks still holding', async () => {
    const { provider, sent } = memoryProvider({ prefill: () => ({ fields: { name: { value: 'Velmora Kredit', from: from('Velmora', 'name') } } }) });
    const editor = useEditor({ name: '', parentReviewId: 7 }, null);
    const hook = render(addReview, provider, editor);
    await waitFor(() => expect(editor.state.values.name).toBe('Velmora Kredit'));
    hook.rerender();
    expect(Object.keys(hook.result.current.memory!.marks)).toEqual(['name']);

    const step = { hook: 'memoryChecks', entity: 'Review', id: '{record.reviewId}', english: 'parentReviewId' } as const;
    const run = (values: Record<string, unknown>) =>
      memoryChecks.run({ provider, record: {}, body: {}, values, ctx: { language: GERMAN, record: { reviewId: 91 } }, params: step, tell: () => undefined });
    await run({ name: 'Velmora Kredit' });
    expect(sent).toEqual([{ method: 'PUT', path: '/TranslationMemory/checks/Review/91', body: { fields: { name: 'Velmora Kredit' } } }]);

    editor.state.values = { ...editor.state.values, name: 'Velmora Kredite' };
    hook.rerender();
    expect(hook.result.current.memory?.marks).toEqual({});
    expect(pendingChecks.take('Review')).toEqual({});
  });

  it('choosing another English record fills again what the memory filled and the editor left as it was', async () => {
    const names: Record<number, string> = { 7: 'Velmora Kredit', 8: 'Corvana Kredit' };
    const { provider } = memoryProvider({ prefill: (q): MemoryPrefillAnswer => ({ fields: Number(q.englishId) in names ? { name: { value: names[Number(q.englishId)], from: from('x', 'name') } } : {} }) });
    const editor = useEditor({ name: '', parentReviewId: 7 }, null);
    const hook = render(addReview, provider, editor);
    await waitFor(() => expect(editor.state.values.name).toBe('Velmora Kredit'));
    editor.state.values = { ...editor.state.values, parentReviewId: 8 };
    hook.rerender();
    await waitFor(() => expect(editor.state.values.name).toBe('Corvana Kredit'));
    editor.state.values = { ...editor.state.values, parentReviewId: 9 };
    hook.rerender();
    await waitFor(() => expect(editor.state.values.name).toBe(''));
    hook.rerender();
    expect(hook.result.current.memory?.marks).toEqual({});
  });

  it('fills nothing in English, where no version is being made', async () => {
    const { provider, calls } = memoryProvider({ prefill: () => ({ fields: {} }) });
    const editor = useEditor({ name: '', parentReviewId: 7 }, null);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EngineContext.Provider value={{ provider, subject: ADMIN, language: 1 }}>
        <MemoryRouter>{children}</MemoryRouter>
      </EngineContext.Provider>
    );
    const hook = renderHook(() => useMemoryChecks(addReview, editor.editor()), { wrapper });
    expect(hook.result.current).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the marks of a saved version in its editor (useMemoryChecks)', () => {
  const check = (field: string, value: string) => ({ entity: 'Review', recordId: 91, field, value, at: '2026-11-28T10:00:00.000Z' });

  it('reads the marks kept for the record and shows those whose field still holds the value', async () => {
    const { provider, calls } = memoryProvider({ checks: [check('name', 'Velmora Kredit'), check('subtitle', 'Kurzfristige Kredite')] });
    const record = { reviewId: 91, languageId: GERMAN, version: 3 };
    const editor = useEditor({ name: 'Velmora Kredit', subtitle: 'Kredite, kurzfristig' }, record);
    const hook = render(editReview, provider, editor, '/review/91');
    await waitFor(() => expect(Object.keys(hook.result.current.memory!.marks)).toEqual(['name']));
    expect(calls).toEqual(['GET /TranslationMemory/checks/Review/91']);
  });

  it('Confirm deletes the mark on the server, drops it here and has readiness read again', async () => {
    const { provider, sent } = memoryProvider({ checks: [check('name', 'Velmora Kredit')] });
    const editor = useEditor({ name: 'Velmora Kredit', subtitle: '' }, { reviewId: 91, languageId: GERMAN, version: 3 });
    const hook = render(editReview, provider, editor, '/review/91');
    await waitFor(() => expect(Object.keys(hook.result.current.memory!.marks)).toEqual(['name']));
    const before = hook.result.current.rereads;
    act(() => hook.result.current.memory!.confirm('name'));
    await waitFor(() => expect(hook.result.current.memory!.marks).toEqual({}));
    expect(sent).toEqual([{ method: 'DELETE', path: '/TranslationMemory/checks/Review/91/name' }]);
    expect(hook.result.current.rereads).toBe(before + 1);
    expect(hook.result.current.memory!.confirming).toBeNull();
  });

  it('shows nothing for an English record', async () => {
    const { provider, calls } = memoryProvider({ checks: [] });
    const editor = useEditor({ name: 'Velmora' }, { reviewId: 90, languageId: 1, version: 1 });
    const hook = render(editReview, provider, editor, '/review/90');
    expect(hook.result.current.memory).toBeNull();
    expect(calls).toEqual([]);
  });
});
