import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { choicesNow, loadChoices } from '../../engine/registry/load-choices';

// Issue 29 (warm list -> editor): a choice list whose source makes it from its calls' answers is there in the form's
// first pass where those calls were read ahead and answered, the same list its load gives; else it is loaded.

const ANSWERS: Record<string, unknown> = {
  'GET /Review/GetListOfReviewByLangId/1': [
    { value: 3, label: 'Lendora' },
    { value: 4, label: 'Finlo' },
  ],
  'GET /Taken': [{ reviewId: '3' }],
  'GET /Authors/GetAuthorsByLanguageId': [
    { authorID: 1, authorName: 'Ada', dataTypeId: 5 },
    { authorID: 2, authorName: 'Ben', dataTypeId: 6 },
    { authorID: 3, authorName: 'Cy' },
  ],
};

/** A provider whose every read of `answered` was made ahead and has come; the others are read when asked. */
function provider(answered: string[]): DataProvider {
  const key = (spec: { path: string; method?: string }, ctx: Parameters<DataProvider['call']>[1]) => `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
  return {
    call: async (spec, ctx) => structuredClone(ANSWERS[key(spec, ctx)]) as never,
    peek: (spec, ctx) => (answered.includes(key(spec, ctx)) ? ({ data: structuredClone(ANSWERS[key(spec, ctx)]) } as never) : undefined),
    get: async () => undefined as never,
    send: async () => ({ data: undefined, headers: {} }) as never,
  };
}

const ctx = { language: 2 };

describe('a choice list at once (choicesNow)', () => {
  it("is its load's list where every call it makes, its except's too, was answered ahead", async () => {
    const options = { from: 'englishReviews' as const, except: { call: { path: '/Taken' }, field: 'reviewId' } };
    const io = { provider: provider(['GET /Review/GetListOfReviewByLangId/1', 'GET /Taken']), ctx };
    expect(choicesNow(options, io)).toEqual([{ value: 4, label: 'Finlo' }]);
    expect(choicesNow(options, io)).toEqual(await loadChoices(options, io));

    const authors = { from: 'authors' as const, dataTypeId: 5 };
    const ahead = { provider: provider(['GET /Authors/GetAuthorsByLanguageId']), ctx };
    expect(choicesNow(authors, ahead)).toEqual([
      { value: 1, label: 'Ada' },
      { value: 3, label: 'Cy' },
    ]);
    expect(choicesNow(authors, ahead)).toEqual(await loadChoices(authors, ahead));
  });

  it('is not there while one of its calls is still to be answered, or where its source loads in its own way', () => {
    expect(choicesNow({ from: 'englishReviews', except: { call: { path: '/Taken' }, field: 'reviewId' } }, { provider: provider(['GET /Review/GetListOfReviewByLangId/1']), ctx })).toBeUndefined();
    expect(choicesNow({ from: 'authors' }, { provider: provider([]), ctx })).toBeUndefined();
    // The `call` source waits for the record's values its call names: it loads.
    expect(choicesNow({ from: 'call', call: { path: '/Taken' }, value: 'reviewId', label: 'reviewId' }, { provider: provider(['GET /Taken']), ctx })).toBeUndefined();
  });
});
