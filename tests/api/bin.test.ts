import { afterEach, expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import type { ApiClient } from '../support/client';
import { makeEnglishReview, reviewForm, saveReview } from './reviews-support';
import { BIN_CASES, type MadeRecord } from './bin-families';
import { BIN_FAMILIES } from '../../server/bin/families';

const DAY = 86_400_000;
const entry = (faqTitleId: number, question: string) => ({ faqPageListId: 0, faqTitleId, question, answer: `Answer to ${question}`, position: 0 });

/** A review with everything it owns: a FAQ of two entries, four highlights, a route with a link to another route, its own SERP. */
async function fullReview(server: TestServer, name: string) {
  const { admin } = server;
  const reviewId = await makeEnglishReview(admin, name);
  const slug = `reviews/${name.toLowerCase().replace(/\W+/g, '-')}-${reviewId}`;
  const { faqTitleId } = (await admin.post('/api/FaqTitles', { reviewId, title: `Questions about ${name}` })).body;
  const faq = (await admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId, 'Q1'), entry(faqTitleId, 'Q2')])).body;
  await admin.post('/api/ReviewAttributes/PostReviewAttributes', [1, 2, 3, 4].map((index) => ({ value: `H${index}`, index, dataTypeId: 28, reviewId })));
  const other = (await admin.post('/api/Routes', { dataTypeId: 16, languageId: 1, urlTableName: `elsewhere-${reviewId}`, tableId: 0, link: [] })).body.routesId;
  const route = await admin.post('/api/Routes', { dataTypeId: 1, languageId: 1, urlTableName: slug, tableId: reviewId, link: [other] });
  expect(route.status, JSON.stringify(route.body)).toBe(200);
  const serp = (await admin.post('/api/Serps', { dataTypeId: 1, serpTitle: `${name} review`, serpDescription: 'D', subtitle: 'S', tableId: reviewId })).body;
  const saved = await saveReview(admin, await reviewForm(admin, reviewId, { serpId: serp.serpId }));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { reviewId, faqTitleId, faq, slug, routeId: route.body.routesId as number, serpId: serp.serpId as number };
}

/** Everything a review owns, as the API reads it back. */
async function readBack(admin: ApiClient, reviewId: number, faqTitleId: number, routeId: number) {
  const [review, titles, faq, highlights, route] = await Promise.all([
    admin.get(`/api/Review/${reviewId}`),
    admin.get(`/api/FaqTitles/ByReviewId?reviewId=${reviewId}`),
    admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`),
    admin.get(`/api/ReviewAttributes/GetReviewAttributeByReviewID/${reviewId}`),
    admin.get(`/api/Routes/ByRouteId/${routeId}`),
  ]);
  return { review, titles, faq, highlights, route };
}

/**
 * The deletes that do not go to the bin, each with why (docs/deviations.md for files). Every other DELETE of the
 * route table must answer X-Bin-Entry: the check below fails for a new one that does neither.
 */
const NOT_BINNED: Record<string, string> = {
  'DELETE /api/Bin/:binEntryId': 'deletes from the bin for good',
  'DELETE /api/AWSS3File/deleteFile/:name': "a file's bytes do not go to the bin (docs/deviations.md); the confirmation names the file and says so",
  'DELETE /api/ImageInfos/DeleteImagesByAWSUrl': 'removes the texts of files the library has just deleted, which do not go to the bin either',
  'DELETE /api/FaqLists/:faqListId': "a step of its owner's save (an entry removed from the form's list, kept until Save): an edit of the owner, logged in the audit log",
  'DELETE /api/Translations/Link/:entity/:id': 'removes a link between two records, no record: linking again undoes it',
  'DELETE /api/TranslationMemory/checks/:entity/:recordId/:field': 'confirms a field the translation memory filled: a mark ends, no record is deleted',
};

forEachDatabase('The bin', (server) => {
  const realNow = () => new Date();
  afterEach(() => {
    server.app.clock.now = realNow;
  });

  it('a deleted review goes to the bin with its FAQ, highlights, route and SERP, and Undo brings back exactly that', async () => {
    const { admin } = server;
    const made = await fullReview(server, 'Finlo Market');
    const before = await readBack(admin, made.reviewId, made.faqTitleId, made.routeId);
    expect(before.faq.body.map((e: any) => e.question)).toEqual(['Q1', 'Q2']);
    expect(before.route.body).toMatchObject({ urlTableName: made.slug, link: [expect.any(Number)] });

    const deleted = await admin.delete(`/api/Review/${made.reviewId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toMatchObject({ reviewId: made.reviewId, name: 'Finlo Market', url: made.slug });
    const binEntryId = Number(deleted.headers['x-bin-entry']);
    expect(binEntryId).toBeGreaterThan(0);

    const gone = await readBack(admin, made.reviewId, made.faqTitleId, made.routeId);
    expect([gone.review.status, gone.route.status, gone.faq.status]).toEqual([404, 404, 404]);
    expect(gone.faq.body.message).toBe(`FAQ title ${made.faqTitleId} does not exist`);
    expect((await admin.get(`/api/Serps/${made.serpId}`)).status).toBe(404);

    const listed = (await admin.get('/api/Bin')).body.find((e: any) => e.binEntryId === binEntryId);
    // 1 FAQ title + 2 entries + 4 highlights + the route + its link + the SERP.
    expect(listed).toMatchObject({ family: 'reviews', what: 'review', recordId: made.reviewId, name: 'Finlo Market', languageId: 1, deletedByName: 'admin@test.local', childrenCount: 10 });
    expect(Date.parse(listed.expiresAt) - Date.parse(listed.deletedAt)).toBe(30 * DAY);

    const restored = await admin.post(`/api/Bin/${binEntryId}/Restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ binEntryId, recordId: made.reviewId });
    const after = await readBack(admin, made.reviewId, made.faqTitleId, made.routeId);
    for (const part of ['review', 'titles', 'faq', 'highlights', 'route'] as const) expect(after[part].body).toEqual(before[part].body);
    expect((await admin.get(`/api/Serps/${made.serpId}`)).status).toBe(200);
    expect((await admin.get('/api/Review/GetListOfReviewByLangIdAdmin/1')).body.map((o: any) => o.value)).toContain(made.reviewId);
    expect((await admin.get('/api/Bin')).body.map((e: any) => e.binEntryId)).not.toContain(binEntryId);
    // Restored once: the entry is gone.
    expect((await admin.post(`/api/Bin/${binEntryId}/Restore`)).status).toBe(404);
  });

  it('history records the delete and the restore of the review and of its parts', async () => {
    const { admin } = server;
    const made = await fullReview(server, 'Histora');
    const binEntryId = Number((await admin.delete(`/api/Review/${made.reviewId}`)).headers['x-bin-entry']);
    expect((await admin.post(`/api/Bin/${binEntryId}/Restore`)).status).toBe(200);
    const actions = async (type: string, id: number) => (await admin.get(`/api/Audit/${type}/${id}`)).body.entries.map((e: any) => e.action);
    expect((await actions('reviews', made.reviewId)).slice(0, 2)).toEqual(['restore', 'delete']);
    expect((await actions('faq_titles', made.faqTitleId)).slice(0, 2)).toEqual(['restore', 'delete']);
    expect((await actions('faq_lists', made.faq[0].faqListId)).slice(0, 2)).toEqual(['restore', 'delete']);
    expect((await actions('url_tables', made.routeId)).slice(0, 2)).toEqual(['restore', 'delete']);
  });

  it('the user who deleted may undo within the window; afterwards, and for anyone else, only the administrator restores', async () => {
    const editor = await server.userWith(['Review', 'admin', [1]]);
    const colleague = await server.userWith(['Review', 'admin', [1]]);
    const first = await makeEnglishReview(server.admin, 'Undone');
    const binned = Number((await editor.delete(`/api/Review/${first}`)).headers['x-bin-entry']);
    const notYours = await colleague.post(`/api/Bin/${binned}/Restore`);
    expect(notYours.status).toBe(403);
    expect(notYours.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('Only the administrator restores from the bin') });
    expect((await editor.post(`/api/Bin/${binned}/Restore`)).status).toBe(200);
    expect((await editor.get(`/api/Review/${first}`)).status).toBe(200);

    const second = await makeEnglishReview(server.admin, 'Too late');
    const late = Number((await editor.delete(`/api/Review/${second}`)).headers['x-bin-entry']);
    const deletedAt = Date.now();
    server.app.clock.now = () => new Date(deletedAt + 31_000);
    const refused = await editor.post(`/api/Bin/${late}/Restore`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'UNDO_WINDOW_PASSED', message: 'The 10 seconds to undo this delete have passed; an administrator can restore it from the bin.' });
    expect((await editor.get(`/api/Review/${second}`)).status).toBe(404);
    expect((await server.admin.post(`/api/Bin/${late}/Restore`)).status).toBe(200);
    expect((await editor.get(`/api/Review/${second}`)).status).toBe(200);
  });

  it('the bin is the administrator\'s: others may neither list it nor delete from it for good', async () => {
    const chief = await server.userWith(['Review', 'admin'], ['Settings', 'admin'], ['Settings Users', 'admin']);
    const listed = await chief.get('/api/Bin');
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe('Only the administrator opens the bin');
    expect((await server.anonymous.get('/api/Bin')).status).toBe(401);

    const id = await makeEnglishReview(server.admin, 'For good');
    const binned = Number((await chief.delete(`/api/Review/${id}`)).headers['x-bin-entry']);
    expect((await chief.delete(`/api/Bin/${binned}`)).status).toBe(403);
    expect((await server.admin.delete(`/api/Bin/${binned}`)).body).toMatchObject({ binEntryId: binned, name: 'For good' });
    expect((await server.admin.post(`/api/Bin/${binned}/Restore`)).status).toBe(404);
    expect((await server.admin.get(`/api/Review/${id}`)).status).toBe(404);
  });

  it('a restore whose route url was taken meanwhile is refused with the reason, and changes nothing', async () => {
    const { admin } = server;
    const made = await fullReview(server, 'Collida');
    const binned = Number((await admin.delete(`/api/Review/${made.reviewId}`)).headers['x-bin-entry']);
    const usurper = await makeEnglishReview(admin, 'Usurper');
    const taken = await admin.post('/api/Routes', { dataTypeId: 1, languageId: 1, urlTableName: made.slug, tableId: usurper, link: [] });
    expect(taken.status).toBe(200);

    const refused = await admin.post(`/api/Bin/${binned}/Restore`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'RESTORE_CONFLICT',
      field: 'url',
      reason: 'is already used',
      message: `The url “${made.slug}” is now used by another route (${taken.body.routesId}): change it there first, then restore.`,
    });
    expect((await admin.get(`/api/Review/${made.reviewId}`)).status).toBe(404);
    expect((await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${made.faqTitleId}`)).status).toBe(404);
    expect((await admin.get('/api/Bin')).body.map((e: any) => e.binEntryId)).toContain(binned);

    expect((await admin.delete(`/api/Routes/${taken.body.routesId}`)).status).toBe(200);
    expect((await admin.post(`/api/Bin/${binned}/Restore`)).status).toBe(200);
    expect((await admin.get(`/api/Review/${made.reviewId}`)).body).toMatchObject({ url: made.slug });
  });

  it('a review in another language whose English review went meanwhile is refused, naming why', async () => {
    const { admin } = server;
    const english = await makeEnglishReview(admin, 'Parenta');
    const german = (await admin.post('/api/Review', { languageId: 2, name: 'Parenta', isActive: true, ExistingReviewId: english })).body.reviewId;
    const binned = Number((await admin.delete(`/api/Review/${german}`)).headers['x-bin-entry']);
    expect((await admin.delete(`/api/Review/${english}`)).status).toBe(200);
    const refused = await admin.post(`/api/Bin/${binned}/Restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RESTORE_CONFLICT');
    expect(refused.body.message).toMatch(/^The review \d+ points at a record that is no longer there/);
  });

  it('keeps an entry 30 days: then it is purged and can no longer be restored', async () => {
    const { admin } = server;
    const id = await makeEnglishReview(admin, 'Old news');
    const binned = Number((await admin.delete(`/api/Review/${id}`)).headers['x-bin-entry']);
    const deletedAt = Date.now();
    server.app.clock.now = () => new Date(deletedAt + 29 * DAY);
    expect((await admin.get('/api/Bin')).body.map((e: any) => e.binEntryId)).toContain(binned);
    server.app.clock.now = () => new Date(deletedAt + 30 * DAY + 60_000);
    expect((await admin.get('/api/Bin')).body.map((e: any) => e.binEntryId)).not.toContain(binned);
    expect(await server.db.selectFrom('bin_entries').select('binEntryId').where('binEntryId', '=', binned).execute()).toEqual([]);
    const late = await admin.post(`/api/Bin/${binned}/Restore`);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(`Bin entry ${binned} (the bin keeps a deleted record 30 days) does not exist`);
  });

  it('pages, blog posts and academy guides go to the bin and come back too', async () => {
    const { admin } = server;
    const page = (await admin.post('/api/Pages', { pageTitle: 'Binned page', languageId: 1, popup: false, serpId: null })).body;
    const { faqTitleId } = (await admin.post('/api/FaqTitles', { pageId: page.pageId, title: 'Page FAQ' })).body;
    await admin.post('/api/FaqLists/FaqLists', [entry(faqTitleId, 'P1')]);
    const blog = (await admin.post('/api/Blogs', { pageTitle: 'Binned post', languageId: 1 })).body;
    const guide = (await admin.post('/api/Academy', { title: 'Binned guide', languageId: 1 })).body;
    for (const [path, read, id, family, name] of [
      ['Pages', `/api/Pages/${page.pageId}`, page.pageId, 'pages', 'Binned page'],
      ['Blogs', `/api/Blogs/ById?id=${blog.blogId}`, blog.blogId, 'blogs', 'Binned post'],
      ['Academy', `/api/Academy/${guide.academyId}`, guide.academyId, 'academy', 'Binned guide'],
    ] as const) {
      const stored = (await admin.get(read)).body;
      expect(stored).toMatchObject({ languageId: 1 });
      const deleted = await admin.delete(`/api/${path}/${id}`);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const binned = Number(deleted.headers['x-bin-entry']);
      expect((await admin.get('/api/Bin')).body.find((e: any) => e.binEntryId === binned)).toMatchObject({ family, recordId: id, name });
      expect((await admin.post(`/api/Bin/${binned}/Restore`)).status).toBe(200);
      expect((await admin.get(read)).body).toEqual(stored);
    }
    expect((await admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`)).body.map((e: any) => e.question)).toEqual(['P1']);
  });

  it('a news item goes with its url and comes back with it, its platform kept', async () => {
    const { admin } = server;
    const platform = await makeEnglishReview(admin, 'Newsworthy');
    const created = await admin.post('/api/NewsFeed', {
      newsFeedId: -1, reviewId: platform, languageId: 1, urlTableId: null, url: '', newsText: 'A binned item of news.',
      createdDate: '2024-04-10T08:00:00.000Z', market: false, redFlag: false, tagLine: 'Binned news',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = (await admin.get(`/api/NewsFeed/${created.body.newsFeedId}`)).body;
    expect(stored).toMatchObject({ reviewId: platform, urlTableId: expect.any(Number), url: expect.any(String) });
    const deleted = await admin.delete(`/api/NewsFeed/${stored.newsFeedId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const binned = Number(deleted.headers['x-bin-entry']);
    expect(await server.db.selectFrom('url_tables').select('urlTableId').where('urlTableId', '=', stored.urlTableId).execute()).toEqual([]);
    expect((await admin.get('/api/Bin')).body.find((e: any) => e.binEntryId === binned)).toMatchObject({ family: 'news_feed', what: 'news item', name: 'A binned item of news.', childrenCount: 1 });
    expect((await admin.post(`/api/Bin/${binned}/Restore`)).status).toBe(200);
    expect((await admin.get(`/api/NewsFeed/${stored.newsFeedId}`)).body).toEqual(stored);
  });

  /** The stored rows of a made record, and its link rows, as the database holds them now (undefined: gone). */
  const stored = async (made: MadeRecord) => ({
    rows: await Promise.all(made.rows.map(([table, idColumn, id]) => (server.db as any).selectFrom(table).selectAll().where(idColumn, '=', id).executeTakeFirst())),
    links: await Promise.all(
      (made.linkRows ?? []).map(({ table, where }) => {
        let query = (server.db as any).selectFrom(table).selectAll();
        for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
        return query.execute();
      }),
    ),
  });

  it.each(BIN_CASES)('$kind: a delete puts it in the bin with what it owns, a restore brings back exactly that, and history records both', async ({ family, kind, make }) => {
    const { admin } = server;
    const made = await make(server);
    const before = await stored(made);
    const read = (await admin.get(made.readPath)).body;
    expect(before.rows.filter((row) => row === undefined)).toEqual([]);
    expect(before.links.map((rows) => rows.length)).toEqual(made.linkRows?.map(() => 1) ?? []);

    const deleted = await admin.delete(made.deletePath);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const binEntryId = Number(deleted.headers['x-bin-entry']);
    expect(binEntryId).toBeGreaterThan(0);
    expect(await stored(made)).toEqual({ rows: made.rows.map(() => undefined), links: made.linkRows?.map(() => []) ?? [] });
    const listed = (await admin.get('/api/Bin')).body.find((e: any) => e.binEntryId === binEntryId);
    expect(listed).toMatchObject({ family, kind, recordId: made.recordId, name: made.name, languageId: made.languageId, childrenCount: made.children });

    const restored = await admin.post(`/api/Bin/${binEntryId}/Restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await stored(made)).toEqual(before);
    expect((await admin.get(made.readPath)).body).toEqual(read);
    expect((await admin.get('/api/Bin')).body.map((e: any) => e.binEntryId)).not.toContain(binEntryId);

    for (const [table, , id] of made.rows) {
      const entries = (await admin.get(`/api/Audit/${table}/${id}`)).body.entries.slice(0, 2);
      expect(entries.map((e: any) => e.action), `${table} ${id}`).toEqual(['restore', 'delete']);
      // Both written as the family's data type, so the family's readers read them.
      const logged = await server.db.selectFrom('audit_log').select('dataType').where('recordType', '=', table).where('recordId', '=', String(id)).orderBy('auditId', 'desc').limit(2).execute();
      expect(logged.map((e) => e.dataType), `${table} ${id}`).toEqual([BIN_FAMILIES[family].dataType, BIN_FAMILIES[family].dataType]);
    }
  });

  it('names every family as a person does, in the Kind filter and column', async () => {
    const kinds = await server.admin.get('/api/Bin/Kinds');
    expect(kinds.status).toBe(200);
    expect(kinds.body.map((k: any) => k.kind)).toEqual([
      'Academy guide', 'Author', 'Blog post', 'Cashback campaign', 'Cashback offer', 'Category', 'Country', 'Exposure', 'Glossary term', 'Image info',
      'Lender', 'Link', 'News item', 'Page', 'Review', 'Route', 'Testimonial', 'Tool item', 'User',
    ]);
    expect(kinds.body.find((k: any) => k.kind === 'Review')).toEqual({ family: 'reviews', kind: 'Review' });
    const editor = await server.userWith(['Review', 'admin'], ['Settings', 'admin']);
    expect((await editor.get('/api/Bin/Kinds')).status).toBe(403);
  });

  it('every DELETE of the route table goes to the bin, or is named with the reason it does not', async () => {
    const spec = (await server.admin.get('/api/docs/json')).body;
    const deletes = [...new Set(server.app.writeRoutes.filter((r) => r.method === 'DELETE').map((r) => r.url))];
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    const binned = deletes.filter((url) => Object.keys(spec.paths[openApiPath(url)]?.delete?.responses['200'].headers ?? {}).includes('x-bin-entry'));
    const unexplained = deletes.filter((url) => !binned.includes(url) && !(`DELETE ${url}` in NOT_BINNED));
    expect(unexplained, 'deletes that neither go to the bin nor say why').toEqual([]);
    expect(Object.keys(NOT_BINNED).filter((call) => !deletes.includes(call.replace(/^DELETE /, ''))), 'reasons for deletes the server does not have').toEqual([]);
    expect(binned.length).toBe(deletes.length - Object.keys(NOT_BINNED).length);
  });

  it('the OpenAPI documents the bin calls and the header of the deletes that go to it', async () => {
    const spec = (await server.admin.get('/api/docs/json')).body;
    expect(Object.keys(spec.paths).filter((p) => p.startsWith('/api/Bin')).sort()).toEqual(['/api/Bin', '/api/Bin/Kinds', '/api/Bin/{binEntryId}', '/api/Bin/{binEntryId}/Restore']);
    expect(Object.keys(spec.paths['/api/Bin/{binEntryId}']).sort()).toEqual(['delete']);
    expect(spec.paths['/api/Bin'].get.responses['200'].content['application/json'].schema.items.required).toContain('expiresAt');
    for (const path of ['/api/Review/{id}', '/api/Pages/{id}', '/api/Blogs/{id}', '/api/Academy/{id}', '/api/NewsFeed/{id}']) {
      expect(Object.keys(spec.paths[path].delete.responses['200'].headers ?? {}), path).toEqual(['x-bin-entry']);
    }
  });
});
