import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../engine/data/provider';
import { fillPath } from '../../engine/data/templates';
import type { CallSpec } from '../../engine/model/descriptor';
import { reviewsPack } from '../../engine/registry/packs/reviews/index';
import { corePack } from '../../engine/registry/packs/core/index';
import { copiedHighlights, platformFields } from '../../engine/registry/packs/reviews/copy';

type Call = { method: string; path: string; body?: unknown };

/** A data provider that answers the expected calls in order and fails on any other. */
function scripted(answers: { method: string; path: string; answer: unknown }[]) {
  const calls: Call[] = [];
  const provider: DataProvider = {
    async call<T>(spec: CallSpec, ctx: Parameters<DataProvider['call']>[1], body?: unknown) {
      const call = { method: spec.method ?? 'GET', path: fillPath(spec.path, ctx), body };
      calls.push(call);
      const next = answers.shift();
      if (!next || next.method !== call.method || next.path !== call.path) throw new Error(`unexpected call ${call.method} ${call.path}`);
      return next.answer as T;
    },
    async get() {
      throw new Error('unexpected get');
    },
    send: async (request) => Promise.reject(new Error(`unexpected call ${request.method} ${request.path}`)),
  };
  return { provider, calls, left: answers };
}

const english = {
  reviewId: 7, languageId: 1, parentReviewId: null, name: 'Velmora Lend', isActive: true, serpId: 3, subtitle: 'EN subtitle', authorId: 2,
  reviewContent: '<p>EN</p>', updatedDate: '2026-01-01', ratingCalculated: 4.25, url: 'velmora-lend', urlTableId: 9,
  logo: 'velmora.png', securedBy: 1, interest: 11.8, countries: 'Estonia, Latvia', support: 4.5, hideAvailability: false,
};
const highlights = [2, 1, 4, 3].map((index) => ({ reviewAttributeId: 100 + index, reviewId: 7, index, value: `H${index}`, dataTypeId: 28 }));
const hook = reviewsPack.saveHooks.createReview;
/** These hooks save or refuse; none has anything to tell beside it. */
const noNotice = (message: string) => {
  throw new Error(`unexpected notice: ${message}`);
};
const run = (language: number, values: Record<string, unknown>, provider: DataProvider) =>
  hook.run({ provider, record: {}, body: {}, values, ctx: { language }, params: { name: 'name', platform: 'parentReviewId' }, tell: noNotice });

describe('createReview save hook (Add Review dialog)', () => {
  it('English: POST /Review with the name and isActive true only', async () => {
    const api = scripted([{ method: 'POST', path: '/Review', answer: { reviewId: 50 } }]);
    expect(await run(1, { name: 'New platform' }, api.provider)).toEqual({ reviewId: 50 });
    expect(api.calls[0].body).toEqual({ languageId: 1, name: 'New platform', isActive: true });
    expect(api.left).toHaveLength(0);
  });

  it("another language: the English review's platform fields in the body, ExistingReviewId, and its four highlights copied", async () => {
    const api = scripted([
      { method: 'GET', path: '/Review/7', answer: english },
      { method: 'POST', path: '/Review', answer: { reviewId: 51 } },
      { method: 'GET', path: '/ReviewAttributes/GetReviewAttributeByReviewID/7', answer: highlights },
      { method: 'POST', path: '/ReviewAttributes/PostReviewAttributes', answer: [] },
    ]);
    expect(await run(2, { name: 'Velmora Lend DE', parentReviewId: '7' }, api.provider)).toEqual({ reviewId: 51 });
    expect(api.calls[1].body).toEqual({
      logo: 'velmora.png', securedBy: 1, interest: 11.8, countries: 'Estonia, Latvia', support: 4.5, hideAvailability: false,
      languageId: 2, name: 'Velmora Lend DE', isActive: true, ExistingReviewId: 7,
    });
    expect(api.calls[3].body).toEqual([1, 2, 3, 4].map((index) => ({ value: `H${index}`, index, dataTypeId: 28, reviewId: 51 })));
    expect(api.left).toHaveLength(0);
  });

  it('a failed creation stops before the highlights', async () => {
    const api = scripted([{ method: 'GET', path: '/Review/7', answer: english }]);
    await expect(run(2, { name: 'X', parentReviewId: 7 }, api.provider)).rejects.toThrow('unexpected call POST /Review');
  });
});

describe('review copy helpers', () => {
  it("platform fields leave out the review's own fields", () => {
    expect(Object.keys(platformFields(english))).toEqual(['logo', 'securedBy', 'interest', 'countries', 'support', 'hideAvailability']);
  });
  it('copied highlights are always four, index 1 to 4, empty where the source has none', () => {
    expect(copiedHighlights([{ index: 3, value: 'Only' }], 5).map((h) => h.value)).toEqual(['', '', 'Only', '']);
  });
});

describe('commaList conversion (countries)', () => {
  const c = reviewsPack.conversions.commaList;
  it('joins with ", " and splits back; empty is null', () => {
    expect(c.toApi(['Estonia', 'Latvia'])).toBe('Estonia, Latvia');
    expect(c.fromApi!('Estonia, Latvia ,Poland')).toEqual(['Estonia', 'Latvia', 'Poland']);
    expect([c.toApi([]), c.toApi(null)]).toEqual([null, null]);
    expect(c.fromApi!(null)).toEqual([]);
  });
});

describe('decimal field kind and twoDecimalText conversion (interest)', () => {
  const kind = reviewsPack.fieldKinds.decimal;
  const c = reviewsPack.conversions.twoDecimalText;
  it("accepts numbers only, with 'Must be a number'", () => {
    expect(['12', '7.5', '7,5', '', null, undefined].map((v) => kind.validate!(v))).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(['abc', '1.2.3', '12%'].map((v) => kind.validate!(v))).toEqual(['Must be a number', 'Must be a number', 'Must be a number']);
  });
  it('shows two decimals and sends a number rounded to two; empty is null', () => {
    expect([c.fromApi!(11.8), c.fromApi!(null)]).toEqual(['11.80', '']);
    expect([c.toApi('7.456'), c.toApi('7,5'), c.toApi('')]).toEqual([7.46, 7.5, null]);
  });
});

describe("the core pack's send save hook (a body with its own field names: PUT /Review/Content {content, id})", () => {
  it('fills each body field from the record, keeping its type', async () => {
    const api = scripted([{ method: 'PUT', path: '/Review/Content', answer: { reviewId: 4 } }]);
    const params = { call: { method: 'PUT' as const, path: '/Review/Content' }, body: { content: '{record.reviewContent}', id: '{record.reviewId}' } };
    const record = { reviewId: 4, reviewContent: '<p>x</p>', name: 'n' };
    await corePack.saveHooks.send.run({ provider: api.provider, record, body: record, values: record, ctx: { language: 1, record }, params, tell: noNotice });
    expect(api.calls[0].body).toEqual({ content: '<p>x</p>', id: 4 });
  });
});

describe('send save hook: numbers', () => {
  it('sends the listed fields as numbers (a route parameter, a literal)', async () => {
    const api = scripted([{ method: 'POST', path: '/FaqTitles', answer: { faqTitleId: 3 } }]);
    const params = { call: { method: 'POST' as const, path: '/FaqTitles' }, body: { title: '{record.title}', reviewId: '{param.id}', faqTitleId: '{record.faqTitleId}' }, numbers: ['reviewId', 'faqTitleId'] };
    const record = { title: 'T' };
    const passed = await corePack.saveHooks.send.run({ provider: api.provider, record, body: record, values: record, ctx: { language: 1, record, params: { id: '12' } }, params, tell: noNotice });
    expect(api.calls[0].body).toEqual({ title: 'T', reviewId: 12, faqTitleId: undefined });
    expect(passed).toEqual({ faqTitleId: 3 });
  });
});
