import { expect, it } from 'vitest';
import faqTitle from '../../schemas/faq-title.json';
import faqEntry from '../../schemas/faq-list-entry.json';
import { forEachDatabase } from '../support/harness';
import { rejectsBadBodies } from '../support/bad-bodies';
import { makeContent } from './routes-links-faq-support';

const entry = (faqTitleId: number, question: string, extra: Record<string, unknown> = {}) => ({ faqPageListId: 0, faqTitleId, question, answer: `Answer to ${question}`, position: 0, ...extra });

forEachDatabase('FAQ', (server) => {
  it('review FAQ: title, list save, reorder, delete, as the review screen does', async () => {
    const { admin } = server;
    const reviewId = await makeContent(server, 'review', 1);
    const created = await admin.post('/api/FaqTitles', { reviewId, title: 'Questions about Lendora' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { faqTitleId } = created.body;
    expect(created.body).toMatchObject({ faqTitleId, title: 'Questions about Lendora', reviewId, pageId: null, blogId: null });
    const titles = await admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`);
    expect(titles.body.at(-1)).toMatchObject({ faqTitleId, title: 'Questions about Lendora', reviewId });

    const saved = await admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId, 'Q1', { position: 7 }), entry(faqTitleId, 'Q2', { position: 3 }), entry(faqTitleId, 'Q3')]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.map((e: any) => [e.question, e.position])).toEqual([['Q1', 1], ['Q2', 2], ['Q3', 3]]);
    for (const e of saved.body) expect(e).toMatchObject({ faqPageListId: e.faqListId, faqTitleId, answer: `Answer to ${e.question}` });
    const [q1, q2, q3] = saved.body;
    expect((await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body).toEqual(saved.body);

    // The whole list is replaced: Q2 goes, Q3 moves up, a new entry is appended; kept entries keep their ids.
    const again = await admin.post('/api/FaqLists/FaqLists', [{ ...q3, answer: 'Changed' }, q1, entry(faqTitleId, 'Q4')]);
    expect(again.body.map((e: any) => [e.question, e.position, e.answer])).toEqual([['Q3', 1, 'Changed'], ['Q1', 2, 'Answer to Q1'], ['Q4', 3, 'Answer to Q4']]);
    expect(again.body[0].faqListId).toBe(q3.faqListId);
    expect(again.body[1].faqListId).toBe(q1.faqListId);
    expect(again.body.map((e: any) => e.faqListId)).not.toContain(q2.faqListId);

    const removed = await admin.delete(`/api/FaqLists/${q1.faqListId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ faqListId: q1.faqListId, question: 'Q1' });
    expect((await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body.map((e: any) => [e.question, e.position])).toEqual([['Q3', 1], ['Q4', 2]]);
    expect((await admin.delete(`/api/FaqLists/${q1.faqListId}`)).status).toBe(404);

    // The list is part of the title's version (issue 19): a rename based on the title as created is stale now.
    expect((await admin.put('/api/FaqTitles', { ...created.body, title: 'Lendora FAQ' })).status).toBe(409);
    const current = (await admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`)).body.at(-1);
    const renamed = await admin.put('/api/FaqTitles', { ...current, title: 'Lendora FAQ' });
    expect(renamed.body).toMatchObject({ faqTitleId, title: 'Lendora FAQ', reviewId });
  });

  it('a list save states each entry\'s version beside either of its ids: a stale entry is refused and the list is unchanged', async () => {
    const { admin } = server;
    const reviewId = await makeContent(server, 'review', 1);
    const { faqTitleId } = (await admin.post('/api/FaqTitles', { reviewId, title: 'Versions' })).body;
    const loaded = (await admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId, 'Q1'), entry(faqTitleId, 'Q2')])).body;
    expect(loaded.map((e: any) => e.version)).toEqual([1, 1]);
    // As the FAQ tab sends it: each entry named by faqPageListId only.
    const asSent = (entries: any[], answer: string) => entries.map((e) => ({ faqPageListId: e.faqPageListId, faqTitleId, question: e.question, answer, position: e.position, version: e.version }));
    const first = await admin.post('/api/FaqLists/FaqLists', asSent(loaded, 'First'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.map((e: any) => e.version)).toEqual([2, 2]);
    const stale = await admin.post('/api/FaqLists/FaqLists', asSent(loaded, 'Stale'));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect((await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body).toEqual(first.body);
  });

  it('page and blog FAQ use their own calls; the blog re-sends its title id', async () => {
    const { admin } = server;
    const pageId = await makeContent(server, 'page', 2);
    const pageTitle = (await admin.post('/api/FaqTitles', { pageId, title: 'Häufige Fragen' })).body;
    expect(pageTitle).toMatchObject({ pageId, reviewId: null, blogId: null });
    expect((await admin.get(`/api/FaqTitles/ByPageId?pageId=${pageId}`)).body.map((t: any) => t.faqTitleId)).toEqual([pageTitle.faqTitleId]);
    await admin.post('/api/FaqLists/FaqLists', [entry(pageTitle.faqTitleId, 'Was ist P2P?')]);
    expect((await admin.get(`/api/FaqLists/ByPageTitleId?faqTitleId=${pageTitle.faqTitleId}`)).body[0]).toMatchObject({ question: 'Was ist P2P?', position: 1 });

    const blogId = await makeContent(server, 'blog', 2);
    const first = (await admin.post('/api/FaqTitles', { blogId, title: 'FAQ', faqTitleId: 0 })).body;
    const resent = await admin.post('/api/FaqTitles', { blogId, title: 'FAQ zum Artikel', faqTitleId: first.faqTitleId });
    expect(resent.body).toMatchObject({ faqTitleId: first.faqTitleId, title: 'FAQ zum Artikel', blogId });
    expect((await admin.get(`/api/FaqTitles/ByBlogId?blogId=${blogId}`)).body).toHaveLength(1);
    expect((await admin.post('/api/FaqTitles', { blogId, title: 'x', faqTitleId: pageTitle.faqTitleId })).body.field).toBe('faqTitleId');
    await admin.post('/api/FaqLists/FaqLists', [entry(first.faqTitleId, 'Wie sicher?')]);
    expect((await admin.get(`/api/FaqLists/ByBlogTitleId?faqTitleId=${first.faqTitleId}`)).body).toHaveLength(1);
  });

  it('portfolio FAQ: dataTypeId 51 and tableId, entries without ids', async () => {
    const { admin } = server;
    const portfolioId = await makeContent(server, 'portfolio', 1);
    const created = await admin.post('/api/FaqTitles', { title: 'Portfolio FAQ', dataTypeId: 51, tableId: portfolioId });
    expect(created.body).toMatchObject({ title: 'Portfolio FAQ', dataTypeId: 51, tableId: portfolioId });
    const read = await admin.get(`/api/FaqTitles/GetFaqTitleByTableIdDatatypeId?tableid=${portfolioId}&datatypeid=51`);
    expect(read.body).toEqual([expect.objectContaining({ faqTitleId: created.body.faqTitleId, title: 'Portfolio FAQ', dataTypeId: 51, tableId: portfolioId })]);
    const saved = await admin.post('/api/FaqLists/FaqLists', [
      { faqTitleId: created.body.faqTitleId, question: 'How often is it updated?', answer: 'Monthly.', position: 1 },
      { faqTitleId: created.body.faqTitleId, question: 'Is it real money?', answer: 'Yes.', position: 2 },
    ]);
    expect(saved.body.map((e: any) => e.position)).toEqual([1, 2]);
    expect((await admin.get(`/api/FaqTitles/GetFaqTitleByTableIdDatatypeId?tableid=${portfolioId}&datatypeid=52`)).status).toBe(400);
    expect((await admin.get('/api/FaqTitles/GetFaqTitleByTableIdDatatypeId?tableid=999999&datatypeid=51')).status).toBe(404);
  });

  it('a title has exactly one existing owner', async () => {
    const reviewId = await makeContent(server, 'review', 1);
    const pageId = await makeContent(server, 'page', 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'reviewId'],
      [{ title: 'x', reviewId: 0, pageId: null }, 'reviewId'],
      [{ title: 'x', reviewId, pageId }, 'pageId'],
      [{ title: 'x', reviewId: 999999 }, 'reviewId'],
      [{ title: 'x', tableId: 1 }, 'dataTypeId'],
      [{ title: 'x', dataTypeId: 51 }, 'tableId'],
      [{ title: 'x', dataTypeId: 51, tableId: 999999 }, 'tableId'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.admin.post('/api/FaqTitles', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await server.admin.get('/api/FaqTitles/ByReviewId?reviewId=999999')).status).toBe(404);
    expect((await server.admin.put('/api/FaqTitles', { faqTitleId: 999999, title: 'x' })).status).toBe(404);
  });

  it('a list save names one existing title and is never empty; blank entries are not stored', async () => {
    const reviewId = await makeContent(server, 'review', 1);
    const a = (await server.admin.post('/api/FaqTitles', { reviewId, title: 'A' })).body.faqTitleId;
    const b = (await server.admin.post('/api/FaqTitles', { reviewId, title: 'B' })).body.faqTitleId;
    expect((await server.admin.post('/api/FaqLists/FaqLists', [])).status).toBe(400);
    const mixed = await server.admin.post('/api/FaqLists/FaqLists', [entry(a, 'Q1'), entry(b, 'Q2')]);
    expect(mixed.body).toMatchObject({ statusCode: 400, field: '1.faqTitleId' });
    expect((await server.admin.post('/api/FaqLists/FaqLists', [entry(999999, 'Q')])).body.field).toBe('0.faqTitleId');
    await server.admin.post('/api/FaqLists/FaqLists', [entry(a, 'Q1')]);
    const cleared = await server.admin.post('/api/FaqLists/FaqLists', [{ faqPageListId: 0, faqTitleId: a, question: '', answer: ' ', position: 1 }]);
    expect(cleared.body).toEqual([]);
    expect((await server.admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`)).body.map((t: any) => t.title)).toEqual(['A', 'B']);
  });

  it('deleting the owner takes its FAQ with it', async () => {
    const reviewId = await makeContent(server, 'review', 1);
    const faqTitleId = (await server.admin.post('/api/FaqTitles', { reviewId, title: 'x' })).body.faqTitleId;
    await server.admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId, 'Q')]);
    await (server.db as any).deleteFrom('reviews').where('reviewId', '=', reviewId).execute();
    expect(await (server.db as any).selectFrom('faq_lists').selectAll().where('faqTitleId', '=', faqTitleId).execute()).toEqual([]);
    expect((await server.admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).status).toBe(404);
  });

  rejectsBadBodies(server, {
    name: 'POST /FaqTitles',
    schema: faqTitle,
    tables: ['faq_titles'],
    valid: async () => ({ reviewId: await makeContent(server, 'review', 1), title: 'FAQ' }),
    send: (c, body) => c.post('/api/FaqTitles', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /FaqTitles',
    schema: faqTitle,
    tables: ['faq_titles'],
    valid: async () => (await server.admin.post('/api/FaqTitles', { reviewId: await makeContent(server, 'review', 1), title: 'FAQ' })).body,
    send: (c, body) => c.put('/api/FaqTitles', body),
  });

  rejectsBadBodies(server, {
    name: 'POST /FaqLists/FaqLists (one entry of the array)',
    schema: faqEntry,
    tables: ['faq_lists'],
    valid: async () => entry((await server.admin.post('/api/FaqTitles', { reviewId: await makeContent(server, 'review', 1), title: 'FAQ' })).body.faqTitleId, 'Q'),
    // The refusal names the field inside the array ("0.question"); the helper compares the field name alone.
    send: async (c, body) => {
      const answer = await c.post('/api/FaqLists/FaqLists', [body]);
      if (typeof answer.body?.field === 'string') answer.body.field = answer.body.field.replace(/^0\./, '');
      return answer;
    },
  });
});
