import { describe, expect, it } from 'vitest';
import type { CallSpec, FormBody } from '../../engine/model/descriptor';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import { checkValues, recordToValues, valuesToBody } from '../../engine/form/record';
import { followChanges } from '../../engine/form/follow-changes';
import { runSave } from '../../engine/form/save';
import { holds, type ConditionContext } from '../../engine/form/parts';
import { meanRoundedToHalf } from '../../engine/registry/packs/core/computed';
import { displayFormats } from '../../engine/registry/packs/core/display-formats';
import { ratingText, roundToHalf } from '../../shared/rating';
import { slugify } from '../../shared/slug';

// Issue 17, items 3 and 10: the pieces behind the follow-through after Add (a created record's id for the
// editor's address, the review's address proposed and stored as its route) and the one rounding of the rating.

type Row = Record<string, any>;

/** Records every call; answers from `answers` by "METHOD /path", or refuses it with `refuse`. */
function recording(answers: Record<string, unknown> = {}, refuse?: { status: number; data: Row }) {
  const calls: { call: string; body: unknown }[] = [];
  const provider: DataProvider = {
    async call(spec: CallSpec, ctx, body) {
      const key = `${spec.method ?? 'GET'} ${fillPath(spec.path, ctx)}`;
      calls.push({ call: key, body });
      if (refuse) throw Object.assign(new Error(`${refuse.status}`), { response: refuse });
      return (answers[key] ?? {}) as never;
    },
    get: async (path) => {
      throw new Error(`unexpected call GET ${path}`);
    },
    send: async () => {
      throw new Error('unexpected send');
    },
  };
  return { provider, calls };
}

const RULE = 'Delete special characters from the URL and click SAVE';
const editor: FormBody = {
  title: 'Edit review',
  entity: 'review',
  idField: 'reviewId',
  parts: [
    { name: 'name', label: 'Name', widget: 'text' },
    { name: 'url', label: 'Public address', widget: 'slug', from: 'name', pattern: { regex: '^[a-z0-9/-]*$', message: RULE, duration: 5000 }, readOnlyIf: { field: 'urlTableId', notEmpty: true } } as never,
    { name: 'urlTableId', label: 'URL entry', widget: 'number', hidden: true },
  ],
  save: {
    steps: [
      { call: { method: 'PUT', path: '/Review/Parent' } },
      {
        hook: 'makeRoute', field: 'url', dataTypeId: 1, tableId: '{record.reviewId}',
        if: { all: [{ may: 'Settings Routes' }, { field: 'urlTableId', empty: true }, { field: 'url', notEmpty: true }] },
      } as never,
    ],
  },
  notices: { failure: { message: 'An error has occured while updating review.' } },
};

const ctxFor = (values: Row, may: boolean): ConditionContext => ({ language: 1, isNew: false, values, signedIn: { isAdministrator: false, may: () => may } });

describe("a review's public address (slug field, makeRoute step)", () => {
  it('is proposed from the name in lower case with hyphens, umlauts spelt out', () => {
    expect(slugify('Quillon Lend Öre')).toBe('quillon-lend-oere');
    expect(slugify('  Mintos & Co. — 2026! ')).toBe('mintos-co-2026');
    expect(recordToValues(editor, { reviewId: 7, name: 'Aurora Lending', url: null, urlTableId: null }).url).toBe('aurora-lending');
  });

  it('keeps a stored route, and follows the name only while the editor has not typed an address of their own', () => {
    expect(recordToValues(editor, { reviewId: 7, name: 'Aurora', url: 'reviews/aurora', urlTableId: 4 }).url).toBe('reviews/aurora');
    const loaded = recordToValues(editor, { reviewId: 7, name: 'Aurora', url: null, urlTableId: null });
    const renamed = followChanges(editor.parts, loaded, { ...loaded, name: 'Aurora Lend' }, {});
    expect(renamed.url).toBe('aurora-lend');
    const own = followChanges(editor.parts, renamed, { ...renamed, url: 'reviews/aurora' }, {});
    const renamedAgain = followChanges(editor.parts, own, { ...own, name: 'Aurora Lending' }, {});
    expect(renamedAgain.url).toBe('reviews/aurora');
    const emptied = followChanges(editor.parts, renamed, { ...renamed, url: '' }, {});
    expect(followChanges(editor.parts, emptied, { ...emptied, name: 'Other' }, {}).url).toBe('');
  });

  it("is held to the route rule with its message and duration before anything is sent", () => {
    const { errors, notice } = checkValues(editor, { name: 'X', url: 'Reviews/X!' }, () => true);
    expect(errors.url).toBe(RULE);
    expect(notice).toEqual({ message: RULE, duration: 5000 });
    expect(checkValues(editor, { name: 'X', url: 'reviews/x-2' }, () => true).errors).toEqual({});
  });

  it('is stored by POST /Routes after the review, for an editor who may save routes; answers the route', async () => {
    const record = { reviewId: 7, name: 'Aurora', url: null, urlTableId: null };
    const values = recordToValues(editor, record);
    const { provider, calls } = recording({ 'POST /Routes': { routesId: 31, urlTableId: 31, url: 'aurora' }, 'PUT /Review/Parent': { reviewId: 7, version: 3 } });
    const saved = await runSave(provider, editor, valuesToBody(editor, values, record, { language: 1 }), { language: 1, record }, (c) => holds(c, ctxFor(values, true)));
    expect(calls.map((c) => c.call)).toEqual(['PUT /Review/Parent', 'POST /Routes']);
    expect(calls[1].body).toEqual({ dataTypeId: 1, languageId: 1, urlTableName: 'aurora', tableId: 7, link: [] });
    expect(saved).toMatchObject({ url: 'aurora', urlTableId: 31 });
  });

  it('makes no route for an editor without the routes right, nor for a review that has one', async () => {
    const record = { reviewId: 7, name: 'Aurora', url: null, urlTableId: null };
    const values = recordToValues(editor, record);
    const { provider, calls } = recording();
    await runSave(provider, editor, valuesToBody(editor, values, record, { language: 1 }), { language: 1, record }, (c) => holds(c, ctxFor(values, false)));
    const routed = { ...record, url: 'aurora', urlTableId: 31 };
    const kept = recordToValues(editor, routed);
    await runSave(provider, editor, valuesToBody(editor, kept, routed, { language: 1 }), { language: 1, record: routed }, (c) => holds(c, ctxFor(kept, true)));
    expect(calls.map((c) => c.call)).toEqual(['PUT /Review/Parent', 'PUT /Review/Parent']);
    expect(holds({ may: 'Settings Routes' }, { language: 1, isNew: false, values: {} })).toBe(false);
  });

  it("a refused url names the form's field, so the field is marked", async () => {
    const form = { ...editor, save: { steps: [editor.save.steps![1]] } };
    const record = { reviewId: 7, name: 'Aurora', url: null, urlTableId: null };
    const values = recordToValues(form, record);
    const { provider } = recording({}, { status: 409, data: { message: 'Another route of language 1 already has the url aurora', field: 'urlTableName', reason: 'is already used' } });
    const refused = await runSave(provider, form, valuesToBody(form, values, record, { language: 1 }), { language: 1, record }, (c) => holds(c, ctxFor(values, true))).catch((e: unknown) => e);
    expect((refused as { response: { data: Row } }).response.data.field).toBe('url');
  });
});

describe('a created record answers its id for the way on to its editor', () => {
  it("a save hook's answer is part of what the save answers (createReview's reviewId)", async () => {
    const add: FormBody = {
      title: 'Add Review', entity: 'review', idField: 'reviewId', parts: [{ name: 'name', label: 'Name', widget: 'text' }],
      save: { steps: [{ hook: 'createReview', name: 'name', platform: 'parentReviewId' } as never] },
      notices: { failure: { message: 'An error has occurred while trying to create review.' } },
      after: { create: { goTo: '/review/{record.reviewId}' } },
    };
    const { provider } = recording({ 'POST /Review': { reviewId: 42 } });
    const saved = await runSave(provider, add, valuesToBody(add, { name: 'Aurora' }, null, { language: 1 }), { language: 1 });
    expect(fillPath(add.after!.create!.goTo!, { language: 1, record: saved })).toBe('/review/42');
  });
});

describe('one rounding of the rating', () => {
  it('list and editor show the same number: the mean rounded to the nearest 0.5', () => {
    expect(roundToHalf(3.375)).toBe(3.5);
    expect(roundToHalf(3.625)).toBe(3.5);
    expect(roundToHalf(3.75)).toBe(4);
    expect(meanRoundedToHalf([4, 3.5, 3, 3])).toBe(3.5);
    for (const [mean, ratings] of [[3.375, [4, 3.5, 3, 3]], [3.625, [4, 3.5, 5, 2]], [4.25, [4.5, 4, 4.5, 4]]] as const) {
      expect(displayFormats.rating.show(mean, {}, { language: 1 }).text).toBe(String(meanRoundedToHalf([...ratings])));
    }
    expect(ratingText(4)).toBe('4');
    expect(ratingText(null)).toBe('');
  });
});
