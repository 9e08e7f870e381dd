// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemorySuggestion, MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import type { DataProvider } from '../../engine/data/provider';
import type { SuggestionsHost } from '../../engine/translation-memory/suggestions-context';
import { ASK_PAUSE, useFieldSuggestions, type Caret } from '../../engine/translation-memory/useFieldSuggestions';
import { insertAt, replaceSentence, textMap } from '../../engine/translation-memory/rich-sentences';
import { sentenceAt, sentenceSpans } from '../../engine/translation-memory/sentences';
import { useMemoryHost, type SuggestionsEditor } from '../../engine/translation-memory/useMemoryHost';
import { EngineContext } from '../../engine/EngineContext';
import type { FormBody } from '../../engine/model/descriptor';
import type { ConditionContext } from '../../engine/form/parts';

// Issue 33 item 2: the suggestions of the translation memory beside a field of a record in another language. The
// field's English text is asked about (a rich text as its words) once the field is focused or its panel opened,
// after a pause, once per text; a suggestion goes in through the form's change path, replacing the whole value or,
// in rich text, the sentence at the caret with the suggestion's markup kept.

const suggestion = (over: Partial<MemorySuggestion>): MemorySuggestion => ({
  source: 'The platform offers a buyback guarantee.',
  target: 'Die Plattform bietet eine Rückkaufgarantie.',
  score: 100,
  exact: true,
  entity: 'Review',
  recordId: 7,
  recordName: 'Mintos',
  languageId: 2,
  field: 'reviewContent',
  savedAt: '2026-11-20T10:00:00Z',
  sameContext: true,
  ...over,
});

type Ask = (path: string, query?: Record<string, unknown>) => Promise<unknown>;

const reviewForm = {
  kind: 'form',
  idField: 'reviewId',
  load: { call: { path: '/Review/{param.id}' } },
  parts: [
    { name: 'collateral', label: 'Collateral', widget: 'textarea' },
    { name: 'features', label: 'Features', widget: 'textarea' },
    { name: 'reviewContent', label: 'Review', widget: 'richtext' },
    { name: 'slugShown', label: 'Slug', widget: 'text', readOnlyIf: { field: 'reviewId', notEmpty: true } },
  ],
} as unknown as FormBody;

/** A form's controller as the suggestions see it: its changes applied to its values, in the order they come. */
function editorOf(values: Record<string, unknown>, canSave = true, record: Record<string, unknown> = { reviewId: 42, languageId: 2 }) {
  const order: string[] = [];
  const editor: SuggestionsEditor = {
    record,
    values,
    canSave,
    conditionCtx: { language: 2, isNew: false, values, signedIn: { userId: 1, isAdministrator: true } } as unknown as ConditionContext,
    typing: { flush: () => void order.push('flush') },
    change: (update, byEditor) => {
      order.push(`change by editor: ${byEditor}`);
      Object.assign(values, update(values));
    },
  };
  return { editor, order };
}

/** The host a German review's form gives (useMemoryHost), its provider answering the memory's call. */
function formHost(editor: SuggestionsEditor, provider: DataProvider, comparing: Record<string, unknown> | null = null, readOnlyReason?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngineContext.Provider value={{ provider, subject: { userId: 1, isAdministrator: true } as never, language: 2 }}>
      <MemoryRouter initialEntries={['/review/42']}>
        <Routes>
          <Route path="/review/:id" element={children} />
        </Routes>
      </MemoryRouter>
    </EngineContext.Provider>
  );
  const readEnglish = async () => null;
  return renderHook(() => useMemoryHost(reviewForm, editor, comparing, readOnlyReason, readEnglish), { wrapper }).result.current;
}

/** A German review's host, its English record read once (unless the comparison gives the English). */
function hostWith(english: Record<string, unknown> | null, answer: Ask, values: Record<string, unknown> = {}, over: { canSave?: boolean; comparing?: Record<string, unknown>; readOnlyReason?: string } = {}) {
  const get = vi.fn(answer);
  const { editor, order } = editorOf({ reviewId: 42, languageId: 2, ...values }, over.canSave ?? true);
  const host = formHost(editor, { get } as unknown as DataProvider, over.comparing ?? null, over.readOnlyReason)!;
  const englishRead = vi.fn(async () => english);
  return { host: { ...host, english: englishRead }, get, order, englishRead, values: editor.values };
}

const answering = (answer: MemorySuggestionsAnswer) => async () => answer;

/** Lets the English read and the answer's promise settle (fake timers hold no promise back). */
const settle = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('which text the memory is asked about, and when', () => {
  it('asks nothing until the field is active, then the English text of the field after a pause, with where it stands', async () => {
    const { host, get, englishRead } = hostWith({ collateral: 'Secured by property.' }, answering({ matches: [], sentences: [] }));
    const { result, rerender } = renderHook((active: boolean) => useFieldSuggestions({ host, name: 'collateral', rich: false, active, caret: null }), { initialProps: false });
    await settle();
    expect(englishRead).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
    rerender(true);
    await settle();
    expect(get).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/TranslationMemory/suggestions', { languageId: 2, text: 'Secured by property.', entity: 'Review', field: 'collateral', exclude: 42, limit: 5 });
    await settle();
    expect(result.current.status).toBe('ready');
    expect(result.current.count).toBe(0);
  });

  it('asks about a rich text by its words, a block a line (as the memory splits sentences)', async () => {
    const { host, get } = hostWith({ reviewContent: '<p>First <strong>one</strong>.</p><p>Second &amp; last.</p>' }, answering({ matches: [], sentences: [] }));
    renderHook(() => useFieldSuggestions({ host, name: 'reviewContent', rich: true, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    expect(get.mock.calls[0][1]).toMatchObject({ text: 'First one.\nSecond & last.' });
  });

  it('takes the English from the comparison while it is on, without reading the English record', async () => {
    const { host, get, englishRead } = hostWith(null, answering({ matches: [], sentences: [] }), {}, { comparing: { features: 'Auto invest' } });
    const { result } = renderHook(() => useFieldSuggestions({ host, name: 'features', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    expect(englishRead).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][1]).toMatchObject({ text: 'Auto invest', field: 'features' });
    expect(result.current.status).toBe('ready');
  });

  it('asks nothing when focus leaves before the pause is over (tabbing through a form)', async () => {
    const { host, get } = hostWith({ collateral: 'Secured by property.' }, answering({ matches: [], sentences: [] }));
    const { rerender } = renderHook((active: boolean) => useFieldSuggestions({ host, name: 'collateral', rich: false, active, caret: null }), { initialProps: true });
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE - 50));
    rerender(false);
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE * 4));
    expect(get).not.toHaveBeenCalled();
  });

  it('asks once per text: the field focused again, or drawn again, is answered from the form’s cache', async () => {
    const { host, get } = hostWith({ collateral: 'Secured by property.' }, answering({ matches: [suggestion({})], sentences: [] }));
    const first = renderHook((active: boolean) => useFieldSuggestions({ host, name: 'collateral', rich: false, active, caret: null }), { initialProps: true });
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    first.rerender(false);
    first.rerender(true);
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    first.unmount();
    const again = renderHook(() => useFieldSuggestions({ host, name: 'collateral', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    expect(again.result.current.count).toBe(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when the call fails, and asks again next time', async () => {
    let fail = true;
    const { host, get } = hostWith({ collateral: 'Secured.' }, async () => {
      if (fail) throw Object.assign(new Error('Request failed'), { response: { data: { message: 'The memory is being rebuilt' } } });
      return { matches: [], sentences: [] };
    });
    const { result, unmount } = renderHook(() => useFieldSuggestions({ host, name: 'collateral', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    expect(result.current.failure).toBe('The suggestions could not be loaded. The memory is being rebuilt');
    unmount();
    fail = false;
    const again = renderHook(() => useFieldSuggestions({ host, name: 'collateral', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
    expect(again.result.current.status).toBe('ready');
  });

  it('asks again without the record’s place when the memory does not take its type as a context', async () => {
    const refused = Object.assign(new Error('Request failed with status code 400'), { response: { status: 400, data: { message: 'querystring/entity must be equal to one of the allowed values' } } });
    const { host, get } = hostWith({ title: 'Secured.' }, async (_path, query) => {
      if (query?.entity) throw refused;
      return { matches: [], sentences: [] };
    });
    const route = { ...host, entity: 'Routes' };
    const { result } = renderHook(() => useFieldSuggestions({ host: route, name: 'title', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    expect(get.mock.calls.map(([, query]) => query)).toEqual([
      { languageId: 2, text: 'Secured.', entity: 'Routes', field: 'title', exclude: 42, limit: 5 },
      { languageId: 2, text: 'Secured.', limit: 5 },
    ]);
    expect(result.current.status).toBe('ready');
  });

  it('says the English has no text rather than asking about nothing', async () => {
    const { host, get } = hostWith({ collateral: '' }, answering({ matches: [], sentences: [] }));
    const { result } = renderHook(() => useFieldSuggestions({ host, name: 'collateral', rich: false, active: true, caret: null }));
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    expect(result.current.status).toBe('noEnglish');
    expect(get).not.toHaveBeenCalled();
  });
});

describe('inserting a suggestion', () => {
  async function ready(name: string, english: string, answer: MemorySuggestionsAnswer, values: Record<string, unknown>, rich: boolean, caret: Caret | null = null, over: { canSave?: boolean; readOnlyReason?: string } = {}) {
    const made = hostWith({ [name]: english }, answering(answer), values, over);
    const hook = renderHook((at: Caret | null) => useFieldSuggestions({ host: made.host, name, rich, active: true, caret: at }), { initialProps: caret });
    await settle();
    await act(async () => void vi.advanceTimersByTime(ASK_PAUSE));
    await settle();
    return { ...made, ...hook };
  }

  it('puts a whole-field match into an empty field ("Insert") through the form’s change path', async () => {
    const exact = suggestion({ source: 'Secured by property.', target: 'Durch Immobilien besichert.' });
    const { result, values, order } = await ready('collateral', 'Secured by property.', { matches: [exact], sentences: [] }, { collateral: '' }, false);
    expect(result.current.action).toBe('Insert');
    act(() => result.current.insert(result.current.matches[0]));
    // As typing would: keys still held go in first, then the form's change, the editor's own (guarded, unsaved until saved).
    expect(order).toEqual(['flush', 'change by editor: true']);
    expect(values.collateral).toBe('Durch Immobilien besichert.');
  });

  it('replaces a field that holds text, and says so ("Replace"); markup of a rich source becomes plain text in a plain field', async () => {
    const exact = suggestion({ source: 'Secured by property.', target: '<p>Durch <strong>Immobilien</strong> besichert.</p>' });
    const { result, values } = await ready('collateral', 'Secured by property.', { matches: [exact], sentences: [] }, { collateral: 'Alt' }, false);
    expect(result.current.action).toBe('Replace');
    act(() => result.current.insert(exact));
    expect(values.collateral).toBe('Durch Immobilien besichert.');
  });

  it('in rich text with several English sentences shows the caret sentence’s matches and replaces that sentence, keeping the markup', async () => {
    const english = '<p>Mintos is a marketplace.</p><p>The platform offers a buyback guarantee. Loans are short.</p>';
    const second = suggestion({ target: 'Die Plattform bietet eine <strong>Rückkaufgarantie</strong>.' });
    const answer: MemorySuggestionsAnswer = {
      matches: [],
      sentences: [
        { text: 'Mintos is a marketplace.', matches: [] },
        { text: 'The platform offers a buyback guarantee.', matches: [second] },
        { text: 'Loans are short.', matches: [] },
      ],
    };
    const value = '<p>Mintos ist ein Marktplatz.</p><p>Die Seite hat eine Garantie. Kredite sind kurz.</p>';
    const { result, values, rerender } = await ready('reviewContent', english, answer, { reviewContent: value }, true, null);
    // Without a caret: the whole text's matches.
    expect(result.current.scope).toBe('field');
    expect(result.current.count).toBe(0);
    rerender({ sentence: 1, offset: 30 });
    expect(result.current.scope).toBe('sentence');
    expect(result.current.asked).toBe('The platform offers a buyback guarantee.');
    expect(result.current.action).toBe('Replace sentence');
    act(() => result.current.insert(result.current.matches[0]));
    expect(values.reviewContent).toBe('<p>Mintos ist ein Marktplatz.</p><p>Die Plattform bietet eine <strong>Rückkaufgarantie</strong>. Kredite sind kurz.</p>');
  });

  it('with the caret past the translation’s last sentence, offers the next English sentence’s matches and puts it in at the caret', async () => {
    const english = '<p>Mintos is a marketplace. The platform offers a buyback guarantee.</p>';
    const second = suggestion({ target: 'Die Plattform bietet eine Rückkaufgarantie.' });
    const answer: MemorySuggestionsAnswer = {
      matches: [],
      sentences: [
        { text: 'Mintos is a marketplace.', matches: [] },
        { text: 'The platform offers a buyback guarantee.', matches: [second] },
      ],
    };
    const { result, values } = await ready('reviewContent', english, answer, { reviewContent: '<p>Mintos ist ein Marktplatz.</p>' }, true, { sentence: 1, offset: 27 });
    expect(result.current.action).toBe('Insert at cursor');
    act(() => result.current.insert(result.current.matches[0]));
    expect(values.reviewContent).toBe('<p>Mintos ist ein Marktplatz. Die Plattform bietet eine Rückkaufgarantie.</p>');
  });

  it('without a caret in a rich text, says which of its sentences have matches', async () => {
    const answer: MemorySuggestionsAnswer = {
      matches: [],
      sentences: [
        { text: 'One.', matches: [] },
        { text: 'Two.', matches: [suggestion({})] },
      ],
    };
    const { result } = await ready('reviewContent', '<p>One. Two.</p>', answer, { reviewContent: '' }, true, null);
    expect(result.current.scope).toBe('field');
    expect(result.current.count).toBe(0);
    expect([result.current.sentencesMatched, result.current.sentences]).toEqual([1, 2]);
  });

  it('puts nothing in for a reader, and says why', async () => {
    const exact = suggestion({ source: 'Secured.', target: 'Besichert.' });
    const { result, order, values } = await ready('collateral', 'Secured.', { matches: [exact], sentences: [] }, { collateral: 'Alt' }, false, null, {
      canSave: false,
      readOnlyReason: 'You may read German reviews but not change them.',
    });
    expect(result.current.whyNot).toBe('You may read German reviews but not change them.');
    act(() => result.current.insert(exact));
    expect(order).toEqual([]);
    expect(values.collateral).toBe('Alt');
  });
});

describe('sentences of a rich text', () => {
  it('are counted a block a line, and a sentence never runs into the next paragraph', () => {
    const template = document.createElement('template');
    template.innerHTML = '<p>One two</p><p>Three. Four, e.g. five? Six 1.5 seven.</p>';
    const { text } = textMap(template.content);
    expect(text).toBe('One two\nThree. Four, e.g. five? Six 1.5 seven.');
    expect(sentenceSpans(text).map((s) => text.slice(s.start, s.end))).toEqual(['One two', 'Three.', 'Four, e.g. five?', 'Six 1.5 seven.']);
  });

  it('a sentence the text lacks is not replaced; the suggestion then goes in at the caret, a space before it where needed', () => {
    expect(replaceSentence('<p>Eins.</p>', 3, 'Zwei.')).toBeNull();
    expect(insertAt('<p>Eins. Drei.</p>', 6, '<p>Zwei. </p>')).toBe('<p>Eins. Zwei. Drei.</p>');
    expect(insertAt('<p>Eins.</p>', 99, '<em>Zwei.</em>')).toBe('<p>Eins. <em>Zwei.</em></p>');
    expect(insertAt('', null, 'Zwei.')).toBe('<p>Zwei.</p>');
  });

  it('a caret past the last sentence stands in the next one', () => {
    const spans = sentenceSpans('One. Two. ');
    expect([0, 4, 5, 9, 10].map((offset) => sentenceAt(spans, offset))).toEqual([0, 0, 1, 1, 2]);
    expect(sentenceAt([], 0)).toBe(0);
  });
});

describe('the form’s side of the suggestions', () => {
  const provider = {} as DataProvider;

  it('is offered on a record in another language, with where it stands', () => {
    expect(formHost(editorOf({}).editor, provider)).toMatchObject({ languageId: 2, entity: 'Review', recordId: 42 });
  });

  it('is not offered on an English record', () => {
    expect(formHost(editorOf({}, true, { reviewId: 42, languageId: 1 }).editor, provider)).toBeNull();
  });

  it('says why a reader cannot insert, and why a read-only field takes no suggestion', () => {
    expect(formHost(editorOf({}, false).editor, provider, null, 'You may read German reviews but not change them.')!.whyNot('collateral')).toBe('You may read German reviews but not change them.');
    const writer = formHost(editorOf({ reviewId: 42 }).editor, provider)!;
    expect(writer.whyNot('collateral')).toBeNull();
    expect(writer.whyNot('slugShown')).toBe('This field cannot be changed here.');
  });
});
