import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import { first } from './concurrency-families';

type Row = Record<string, any>;

/** A review of language 1 with its four highlights, as the review editor loads them. */
async function reviewWithHighlights(server: TestServer) {
  const reviewId = await first(server.admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value');
  const path = `/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`;
  let highlights: Row[] = (await server.admin.get(path)).body;
  if (highlights.length !== 4) {
    const four = [1, 2, 3, 4].map((index) => ({ reviewId, index, value: `Highlight ${index}`, dataTypeId: 28 }));
    highlights = (await server.admin.post('/api/ReviewAttributes/PostReviewAttributes', four)).body;
  }
  return { reviewId, highlights, review: async () => (await server.admin.get(`/api/Review/${reviewId}`)).body, read: async () => (await server.admin.get(path)).body };
}

const changed = (rows: Row[], value: string) => rows.map((row, i) => (i === 0 ? { ...row, value } : row));

/** A FAQ title of a review of language 1 with entries, as the FAQ tab loads it. */
async function faqTitleWithEntries(server: TestServer) {
  const reviewId = await first(server.admin, '/api/Review/GetListOfReviewByLangIdAdmin/1', 'value');
  const titles: Row[] = (await server.admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`)).body;
  const title = titles.at(-1) ?? (await server.admin.post('/api/FaqTitles', { title: 'Questions', reviewId })).body;
  const entries = `/api/FaqLists/ByFaqTitleId?faqTitleId=${title.faqTitleId}`;
  const loadTitle = async () => ((await server.admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`)).body as Row[]).find((t) => t.faqTitleId === title.faqTitleId)!;
  return { reviewId, faqTitleId: title.faqTitleId as number, loadTitle, entries: async () => (await server.admin.get(entries)).body as Row[] };
}

const entry = (faqTitleId: number, question: string, faqPageListId = 0) => ({ faqPageListId, faqTitleId, question, answer: 'An answer.' });

/**
 * Issue 19, item 2: a review's highlights and a FAQ title's entries are part of their owner's version. A save
 * of them raises it, is checked against the version it states (If-Match or ?version=), and a save of the owner
 * based on the version before is stale.
 */
forEachDatabase(
  'Repeated parts raise their owner version',
  (server) => {
    let marks = 0;

    it("a review's highlights: a save raises the review's version; a stale one is refused and changes nothing", async () => {
      const { reviewId, highlights, review, read } = await reviewWithHighlights(server);
      const atLoad = await review();
      expect(atLoad.version).toEqual(expect.any(Number));
      const anna = `Anna ${++marks}`;

      const saved = await server.admin.put(`/api/ReviewAttributes/ReviewAttributes?version=${atLoad.version}`, changed(highlights, anna));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const raised = await review();
      expect(raised.version).toBe(atLoad.version + 1);
      // The answer's ETag is the review's version after the save: the form's review save states it next.
      expect(saved.headers.etag).toBe(`"${raised.version}"`);

      const unchanged = await server.admin.put(`/api/ReviewAttributes/ReviewAttributes?version=${raised.version}`, saved.body);
      expect(unchanged.status).toBe(200);
      expect((await review()).version).toBe(raised.version);

      for (const stale of [{ query: `?version=${atLoad.version}` }, { headers: { 'if-match': `"${atLoad.version}"` } }]) {
        const refused = await server.admin.call('PUT', `/api/ReviewAttributes/ReviewAttributes${stale.query ?? ''}`, changed(highlights, `Ben ${marks}`), stale.headers ?? {});
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body.code).toBe('STALE_VERSION');
      }
      const replaced = await server.admin.post(`/api/ReviewAttributes/PostReviewAttributes?version=${atLoad.version}`, changed(highlights, `Ben ${marks}`));
      expect(replaced.status).toBe(409);
      expect((await read()).map((h: Row) => h.value)).toEqual((saved.body as Row[]).map((h) => h.value));
      expect((await read())[0].value).toBe(anna);

      // The review saved as it was loaded, before the highlights changed, is stale too.
      const staleReview = await server.admin.put('/api/Review/Parent', { ...atLoad, name: `Ben ${marks}` });
      expect(staleReview.status, JSON.stringify(staleReview.body)).toBe(409);
      expect((await review()).version).toBe(raised.version);
      expect(reviewId).toBe(atLoad.reviewId);
    });

    it("a FAQ list: a save raises its title's version; a stale one is refused and changes nothing; removing an entry raises it too", async () => {
      const { faqTitleId, loadTitle, entries } = await faqTitleWithEntries(server);
      const atLoad = await loadTitle();
      const anna = `Anna's question ${++marks}?`;

      const saved = await server.admin.post(`/api/FaqLists/FaqLists?version=${atLoad.version}`, [entry(faqTitleId, anna), entry(faqTitleId, `Second ${marks}?`)]);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const raised = await loadTitle();
      expect(raised.version).toBe(atLoad.version + 1);

      for (const stale of [{ query: `?version=${atLoad.version}` }, { headers: { 'if-match': `"${atLoad.version}"` } }]) {
        const refused = await server.admin.call('POST', `/api/FaqLists/FaqLists${stale.query ?? ''}`, [entry(faqTitleId, `Ben ${marks}?`)], stale.headers ?? {});
        expect(refused.status, JSON.stringify(refused.body)).toBe(409);
        expect(refused.body.code).toBe('STALE_VERSION');
      }
      expect((await entries()).map((e) => e.question)).toEqual([anna, `Second ${marks}?`]);

      // The FAQ tab renames the title stating the version it loaded: stale after the list changed.
      const rename = await server.admin.post('/api/FaqTitles', { faqTitleId, title: `Ben ${marks}`, reviewId: atLoad.reviewId, version: atLoad.version });
      expect(rename.status, JSON.stringify(rename.body)).toBe(409);

      const [, second] = await entries();
      const removed = await server.admin.call('DELETE', `/api/FaqLists/${second.faqListId}`);
      expect(removed.status).toBe(200);
      expect((await loadTitle()).version).toBe(raised.version + 1);
      expect((await entries()).map((e) => e.question)).toEqual([anna]);
    });
  },
  { seed: true },
);
