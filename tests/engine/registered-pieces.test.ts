import { describe, expect, it } from 'vitest';
import type { CallSpec, FormBody, SaveStep } from '../../engine/model/descriptor';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { meanRoundedToHalf } from '../../engine/registry/packs/core/computed';
import { DEFAULT_PACKS, createRegistry, definePack, defineSaveHook } from '../../engine/registry/index';
import { checkValues, recordToValues, valuesToBody } from '../../engine/form/record';
import { followChanges } from '../../engine/form/follow-changes';
import { passedVersion, runSave } from '../../engine/form/save';
import { holds } from '../../engine/form/parts';
import { add, move, remove, ADD_REFUSED, MOVE_REFUSED } from '../../engine/registry/packs/core/groups/faq-rules';

// Issue 6, items 4 and 6: the registered pieces of the review editor: the total rating, the funds rule, the
// highlights and FAQ groups under their rules, and save steps chosen by the language and by empty fields.

type Row = Record<string, any>;

/** A data provider that records every call and answers from `answers` by "METHOD /path"; anything else fails. */
function recording(answers: Record<string, unknown> = {}) {
  const calls: { call: string; body: unknown }[] = [];
  const provider: DataProvider = {
    async call(spec: CallSpec, ctx, body) {
      const key = `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
      calls.push({ call: key, body });
      if (!(key in answers) && (spec.method ?? 'GET') === 'GET') throw new Error(`unexpected call ${key}`);
      return (answers[key] ?? {}) as never;
    },
    get: async (path) => {
      throw new Error(`unexpected call GET ${path}`);
    },
    // The highlights are saved with send, to read the review's version from the answer's ETag.
    async send(request) {
      const key = `${request.method} ${request.path}`;
      calls.push({ call: key, body: request.body });
      return { data: (answers[key] ?? []) as never, headers: { etag: '"8"' } };
    },
  };
  return { provider, calls };
}

const ratings = ['support', 'usability', 'riskReturn', 'liquidity'];
const review: FormBody = {
  title: 'Edit review',
  entity: 'review',
  idField: 'reviewId',
  parts: [
    ...ratings.map((name) => ({ name, label: name, widget: 'number' as const })),
    { name: 'ratingCalculated', label: 'Total rating', widget: 'readonly', computed: { compute: 'meanRoundedToHalf', of: ratings } },
    { name: 'fundsInRecovery', label: 'Funds in recovery', widget: 'number' },
    { name: 'totalLoanValue', label: 'Total loan value', widget: 'number' },
    { name: 'serpId', label: 'SERP', widget: 'number', hidden: true },
    { name: 'reportLink', label: 'Report', widget: 'text' },
    { kind: 'group', storage: 'reviewHighlights', name: 'highlights', rowLabel: 'Highlight {index}', items: [{ name: 'value', label: 'Highlight', widget: 'text' }] },
  ],
  rules: [{ rule: 'notMoreThan', field: 'fundsInRecovery', than: 'totalLoanValue', message: 'Funds in recovery value has to be the same or less than total loan value.' }],
  save: {
    steps: [
      { saveGroup: 'highlights', pass: { version: 'version' } },
      { if: { field: 'serpId', empty: true }, call: { method: 'POST', path: '/Serps' }, body: { fields: ['serpTitle'] }, pass: { serpId: 'serpId' } },
      { if: { field: 'serpId', notEmpty: true }, call: { method: 'PUT', path: '/Serps' }, body: { fields: ['serpId', 'serpTitle'] } },
      { if: { language: 1 }, call: { method: 'PUT', path: '/Review/Parent' } },
      { if: { not: { language: 1 } }, call: { method: 'PUT', path: '/Review/Child' } },
      { if: { field: 'reportLink', notEmpty: true }, call: { method: 'PUT', path: '/UrlTables' }, body: { fields: ['reportLink'] } },
    ],
  },
  notices: { failure: { message: 'An error has occured while updating review.' } },
};

describe('the total rating (meanRoundedToHalf)', () => {
  it('is the mean of the four ratings rounded to the nearest half', () => {
    expect(meanRoundedToHalf([4, 4.5, 3, 5])).toBe(4);
    expect(meanRoundedToHalf([4.5, 4.5, 5, 4])).toBe(4.5);
    expect(meanRoundedToHalf([5, 5, 5, 4.5])).toBe(5);
    expect(meanRoundedToHalf([1, 0, 0, 0])).toBe(0.5);
  });

  it('is filled when the record loads and follows every change of a rating', () => {
    const values = recordToValues(review, { reviewId: 3, support: 4, usability: 4, riskReturn: 3, liquidity: 3 });
    expect(values.ratingCalculated).toBe(3.5);
    expect(followChanges(review.parts, values, { ...values, liquidity: 5 }, {}).ratingCalculated).toBe(4);
  });

  it('is shown, never sent: the server computes its own', () => {
    const body = valuesToBody(review, recordToValues(review, { reviewId: 3, support: 4 }), { reviewId: 3 }, { language: 1 });
    expect(body).not.toHaveProperty('ratingCalculated');
  });
});

describe('the funds-in-recovery rule (notMoreThan)', () => {
  const shown = () => true;
  it('stops the save with its message on the field and as a notice', () => {
    const check = checkValues(review, { fundsInRecovery: 120, totalLoanValue: 100 }, shown);
    expect(check.errors.fundsInRecovery).toBe('Funds in recovery value has to be the same or less than total loan value.');
    expect(check.notice?.message).toBe('Funds in recovery value has to be the same or less than total loan value.');
  });
  it('holds for the same value, a smaller one, or an empty one', () => {
    for (const values of [{ fundsInRecovery: 100, totalLoanValue: 100 }, { fundsInRecovery: 5, totalLoanValue: 100 }, { fundsInRecovery: '', totalLoanValue: 100 }]) {
      expect(checkValues(review, values, shown).errors).toEqual({});
    }
  });
  it("a number field refuses text with 'Must be a number'", () => {
    expect(checkValues(review, { support: 'abc' }, shown).errors.support).toBe('Must be a number');
  });
});

describe('the review highlights group', () => {
  const stored = [1, 2, 3, 4].map((index) => ({ reviewAttributeId: 10 + index, reviewId: 3, index, value: `H${index}`, dataTypeId: 28 }));

  it('spreads the four highlights by index, and saves them with their ids by PUT', async () => {
    const record = { reviewId: 3, serpId: 9, highlights: stored };
    const values = recordToValues(review, record);
    expect([1, 2, 3, 4].map((i) => values[`highlights__value__${i}`])).toEqual(['H1', 'H2', 'H3', 'H4']);
    const { provider, calls } = recording();
    const body = valuesToBody(review, { ...values, highlights__value__2: 'Low fees' }, record, { language: 1 });
    await runSave(provider, review, body, { language: 1, record }, (c) => holds(c, { language: 1, isNew: false, values }));
    expect(calls[0]).toEqual({
      call: 'PUT /ReviewAttributes/ReviewAttributes',
      body: stored.map((h) => ({ ...h, value: h.index === 2 ? 'Low fees' : h.value })),
    });
  });

  it('a review without highlights gets four by POST, index 1 to 4, dataTypeId 28', async () => {
    const record = { reviewId: 3, serpId: 9, highlights: [] };
    const values = recordToValues(review, record);
    expect(values.highlights__value__4).toBe('');
    const { provider, calls } = recording();
    await runSave(provider, review, valuesToBody(review, { ...values, highlights__value__1: 'Regulated' }, record, { language: 1 }), { language: 1, record }, () => false);
    expect(calls[0].call).toBe('POST /ReviewAttributes/PostReviewAttributes');
    expect(calls[0].body).toEqual([1, 2, 3, 4].map((index) => ({ reviewId: 3, index, value: index === 1 ? 'Regulated' : '', dataTypeId: 28 })));
  });
});

describe('save steps chosen by conditions, with what earlier steps pass on', () => {
  const run = async (language: number, record: Row, answers: Record<string, unknown> = {}) => {
    const values = recordToValues(review, record);
    const { provider, calls } = recording(answers);
    const body = valuesToBody(review, values, record, { language });
    await runSave(provider, review, body, { language, record }, (c) => holds(c, { language, isNew: false, values }));
    return calls;
  };

  it('English, no SERP yet, no report link: highlights, POST /Serps, then PUT /Review/Parent with the new serpId', async () => {
    const calls = await run(1, { reviewId: 3, serpId: null, highlights: [] }, { 'POST /Serps': { serpId: 77 } });
    expect(calls.map((c) => c.call)).toEqual(['POST /ReviewAttributes/PostReviewAttributes', 'POST /Serps', 'PUT /Review/Parent']);
    expect((calls[2].body as Row).serpId).toBe(77);
    // The highlights are part of the review's version: the review states the one their save answered.
    expect((calls[2].body as Row).version).toBe(8);
  });

  it('a save refused after the highlights were saved carries the version they answered, for the next save to state', async () => {
    const record = { reviewId: 3, serpId: 5, highlights: [], version: 7 };
    const values = recordToValues(review, record);
    const { provider } = recording();
    const refusing: DataProvider = { ...provider, call: async (spec, ctx, body) => (spec.path === '/Review/Parent' ? Promise.reject(new Error('400')) : provider.call(spec, ctx, body)) };
    const body = valuesToBody(review, values, record, { language: 1 });
    body.version = 7;
    const refused = await runSave(refusing, review, body, { language: 1, record }, (c) => holds(c, { language: 1, isNew: false, values })).catch((e: unknown) => e);
    expect(passedVersion(refused)).toBe(8);
  });

  it('German with a SERP and a report link: PUT /Serps, PUT /Review/Child, then PUT /UrlTables', async () => {
    const calls = await run(2, { reviewId: 3, serpId: 5, reportLink: 'reports/x', highlights: [] });
    expect(calls.map((c) => c.call)).toEqual(['POST /ReviewAttributes/PostReviewAttributes', 'PUT /Serps', 'PUT /Review/Child', 'PUT /UrlTables']);
  });

  it('a save hook runs as a step with the provider, record, body, values and context; what it returns reaches later steps', async () => {
    const seen: Row[] = [];
    // The test's own registry: the app's packs and one more; the app's registry is left as it is.
    const stampPack = definePack({
      saveHooks: {
        stampForTest: defineSaveHook<{ label: string }>({
          description: 'test',
          calls: () => [],
          run: async (io) => {
            seen.push({ label: io.params.label, language: io.ctx.language, id: io.record.reviewId, body: io.body.reviewId, values: io.values.support });
            return { stamped: io.params.label };
          },
        }),
      },
    });
    const registry = createRegistry([...DEFAULT_PACKS, stampPack]);
    // The descriptor types know the app's registry; this hook is only this test's.
    const stamp = { hook: 'stampForTest', label: 'x' } as unknown as SaveStep;
    const form: FormBody = { ...review, save: { steps: [stamp, { call: { method: 'PUT', path: '/Review/Parent' }, body: { fields: ['stamped'] } }] } };
    const record = { reviewId: 3, support: 4, highlights: [] };
    const values = recordToValues(form, record);
    const { provider, calls } = recording();
    await runSave(provider, form, valuesToBody(form, values, record, { language: 1 }), { language: 1, record }, undefined, registry);
    expect(seen).toEqual([{ label: 'x', language: 1, id: 3, body: 3, values: 4 }]);
    expect(calls).toEqual([{ call: 'PUT /Review/Parent', body: { stamped: 'x' } }]);
  });
});

describe('FAQ entries under the rules of the first document, section 4', () => {
  const filled = (q: string) => ({ question: q, answer: `${q}!` });

  it('a new empty entry only when the last entry has both question and answer', () => {
    expect(add([filled('a'), { question: 'b', answer: '' }])).toEqual({ ok: false, reason: ADD_REFUSED });
    expect(add([filled('a')])).toEqual({ ok: true, entries: [{ ...filled('a'), position: 1 }, { question: '', answer: '', position: 2 }] });
  });

  it('a move is refused when either entry lacks question or answer; otherwise neighbours swap and positions renumber from 1', () => {
    expect(move([filled('a'), { question: '', answer: 'x' }], 0, 1)).toEqual({ ok: false, reason: MOVE_REFUSED });
    expect(move([{ question: 'q', answer: '' }, filled('b')], 1, -1)).toEqual({ ok: false, reason: MOVE_REFUSED });
    expect(move([filled('a'), filled('b'), filled('c')], 2, -1)).toEqual({
      ok: true,
      entries: [{ ...filled('a'), position: 1 }, { ...filled('c'), position: 2 }, { ...filled('b'), position: 3 }],
    });
  });

  it('deleting the only entry leaves one empty entry', () => {
    expect(remove([filled('a')], 0)).toEqual({ ok: true, entries: [{ question: '', answer: '', position: 1 }] });
    expect(remove([filled('a'), filled('b')], 0)).toEqual({ ok: true, entries: [{ ...filled('b'), position: 1 }] });
  });

  const faq: FormBody = {
    title: 'FAQ',
    entity: 'faq-title',
    idField: 'faqTitleId',
    load: { call: { path: '/FaqTitles/ByReviewId', query: { reviewId: '{param.id}' } }, pick: 'last' },
    fixed: { reviewId: '{param.id}' },
    parts: [
      { name: 'title', label: 'FAQ title', widget: 'text' },
      { kind: 'group', storage: 'faqEntries', name: 'faq', list: { path: '/FaqLists/ByFaqTitleId', query: { faqTitleId: '{record.faqTitleId}' } }, items: [{ name: 'question', label: 'Question', widget: 'textarea', rows: 8 }, { name: 'answer', label: 'Answer', widget: 'textarea', rows: 8 }] },
    ],
    save: { steps: [{ call: { method: 'POST', path: '/FaqTitles' }, body: { fields: ['reviewId', 'title'] }, pass: { faqTitleId: 'faqTitleId' } }, { saveGroup: 'faq' }] },
    notices: { success: { message: 'Review FAQ list has been updated.' }, failure: { message: 'no' } },
  };

  it('saves the title, then the whole list with the new faqTitleId and positions from 1 (0 for new entries)', async () => {
    const record = { faqTitleId: 4, title: 'Questions', faq: [{ faqPageListId: 8, faqTitleId: 4, question: 'Why?', answer: 'Because.', position: 1 }] };
    const values = recordToValues(faq, record);
    expect(values.faq).toEqual([{ faqPageListId: 8, question: 'Why?', answer: 'Because.', position: 1 }]);
    const added = add(values.faq as Row[]);
    if (!added.ok) throw new Error(added.reason);
    const entries = added.entries.map((e, i) => (i === 1 ? { ...e, question: 'How?', answer: 'Like so.' } : e));
    const { provider, calls } = recording({ 'POST /FaqTitles': { faqTitleId: 5 } });
    const ctx = { language: 1, params: { id: '3' }, record };
    await runSave(provider, faq, valuesToBody(faq, { ...values, faq: entries }, record, ctx), ctx);
    expect(calls).toEqual([
      { call: 'POST /FaqTitles', body: { reviewId: '3', title: 'Questions' } },
      {
        call: 'POST /FaqLists/FaqLists',
        body: [
          { faqPageListId: 8, faqTitleId: 5, question: 'Why?', answer: 'Because.', position: 1 },
          { faqPageListId: 0, faqTitleId: 5, question: 'How?', answer: 'Like so.', position: 2 },
        ],
      },
    ]);
  });

  it('a title not saved yet has one empty entry', () => {
    expect(recordToValues(faq, null).faq).toEqual([{ question: '', answer: '', position: 1 }]);
  });
});
