import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';
import { makeChildReview, makeEnglishReview, makeReview, reviewForm, saveReview } from './reviews-support';

forEachDatabase('Bulk changes', (server) => {
  const fixtures = contentFixtures(server);

  /** A blog post as the EDIT POST form saves it: every field filled in, with the author given. */
  async function post(languageId: number, authorId: number, title: string) {
    const blogId = (await server.admin.post('/api/Blogs', { pageTitle: title, languageId })).body.blogId as number;
    const saved = await server.admin.put('/api/Blogs', {
      blogId, languageId, pageTitle: title, subtitle: 'Sub', serpTitle: 'SERP', serpDescription: 'Description', featuredImage: 'BLOG_FEATURED_IMAGES/a.jpg',
      excerpt: 'Excerpt', selectedPopularArticle: `${blogId}`, categoryId: await fixtures.category(languageId), authorId,
    });
    expect(saved.status).toBe(200);
    return saved.body as { blogId: number; version: number };
  }
  const authorOf = async (blogId: number) => (await server.admin.get(`/api/Blogs/ById?id=${blogId}`)).body.authorId;
  const preview = (client: ApiClient, body: unknown) => client.post('/api/Bulk/blogs/Preview', body);
  const apply = (client: ApiClient, body: unknown) => client.post('/api/Bulk/blogs', body);

  it('previews each post before and after, writes them at their versions as one history entry, and undoes them in one step', async () => {
    const old = await fixtures.author(2, 'Anna Alt');
    const fresh = await fixtures.author(2, 'Bernd Neu');
    const posts = [await post(2, old, 'Eins'), await post(2, old, 'Zwei'), await post(2, old, 'Drei')];
    const rows = posts.map((p) => ({ id: p.blogId, version: p.version }));

    const seen = await preview(server.admin, { field: 'authorId', value: fresh, rows });
    expect(seen.status).toBe(200);
    expect(seen.body.counts).toEqual({ changed: 3, unchanged: 0, refused: 0 });
    expect(seen.body.rows[0]).toEqual({ id: posts[0].blogId, name: 'Eins', languageId: 2, status: 'changed', before: 'Anna Alt', after: 'Bernd Neu', version: posts[0].version });
    // The preview wrote nothing.
    for (const p of posts) expect(await authorOf(p.blogId)).toBe(old);

    // Another editor saves the second post after the preview: it is refused, never overwritten; the others are written.
    const meanwhile = await server.admin.put('/api/Blogs', { ...(await server.admin.get(`/api/Blogs/ById?id=${posts[1].blogId}`)).body, subtitle: 'Changed meanwhile' });
    expect(meanwhile.status).toBe(200);
    const applied = await apply(server.admin, { field: 'authorId', value: fresh, rows: seen.body.rows.map((r: any) => ({ id: r.id, version: r.version })) });
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 1 });
    expect(applied.body.rows[1]).toMatchObject({ id: posts[1].blogId, status: 'refused', reason: expect.stringContaining('Changed by someone else since you saw it') });
    expect(await authorOf(posts[0].blogId)).toBe(fresh);
    expect(await authorOf(posts[1].blogId)).toBe(old);
    expect(await authorOf(posts[2].blogId)).toBe(fresh);
    // Each written post is logged as any save, by who made the change.
    const logged = await server.db.selectFrom('audit_log').select(['recordId', 'action']).where('recordType', '=', 'blogs').where('recordId', '=', String(posts[0].blogId)).execute();
    expect(logged.filter((e) => e.action === 'update')).toHaveLength(2);

    const listed = await server.admin.get('/api/Bulk/blogs');
    expect(listed.body[0]).toMatchObject({ bulkId: applied.body.bulkId, field: 'authorId', value: String(fresh), written: 2, refused: 1, undoneAt: null });

    const undone = await server.admin.post(`/api/Bulk/blogs/${applied.body.bulkId}/Undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 2 });
    for (const p of posts) expect(await authorOf(p.blogId)).toBe(old);
    expect((await server.admin.get(`/api/Blogs/ById?id=${posts[1].blogId}`)).body.subtitle).toBe('Changed meanwhile');
    const again = await server.admin.post(`/api/Bulk/blogs/${applied.body.bulkId}/Undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This change was undone at /);
  });

  it('refuses the undo as a whole when a post it wrote was changed since, and undoes nothing', async () => {
    const old = await fixtures.author(2);
    const fresh = await fixtures.author(2);
    const posts = [await post(2, old, 'A'), await post(2, old, 'B')];
    const applied = await apply(server.admin, { field: 'authorId', value: fresh, rows: posts.map((p) => ({ id: p.blogId, version: p.version })) });
    expect(applied.body.counts.changed).toBe(2);
    const other = await fixtures.author(2);
    await server.admin.put('/api/Blogs', { ...(await server.admin.get(`/api/Blogs/ById?id=${posts[1].blogId}`)).body, authorId: other });
    const undo = await server.admin.post(`/api/Bulk/blogs/${applied.body.bulkId}/Undo`);
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({ code: 'CONFLICT', message: 'The blog post “B” was changed after the change; nothing was undone. Undo that change first, or edit it by hand.' });
    expect(await authorOf(posts[0].blogId)).toBe(fresh);
    expect(await authorOf(posts[1].blogId)).toBe(other);
  });

  it('refuses by row, with the reason: an id twice, an id that does not exist, a language the editor may not write, a value the save refuses', async () => {
    const german = await fixtures.author(2, 'Carla');
    const writer = await server.userWith(['Blog', 'write', [2]]);
    const mine = await post(2, german, 'Meins');
    const french = await post(4, await fixtures.author(4), 'Français');
    const fresh = await fixtures.author(2, 'Dora');

    const answer = await preview(writer, { field: 'authorId', value: fresh, rows: [{ id: mine.blogId }, { id: mine.blogId }, { id: 2_000_000_000 }, { id: french.blogId }] });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((r: any) => [r.status, r.reason])).toEqual([
      ['changed', undefined],
      ['refused', 'Named twice in this change: the blog post is changed once.'],
      ['refused', 'There is no blog post 2000000000: it was deleted, or never existed.'],
      ['refused', 'You may not write blog posts in French.'],
    ]);

    // An author that does not exist: the save refuses it in its own words, and the apply writes nothing.
    const refused = await preview(writer, { field: 'authorId', value: 2_000_000_000, rows: [{ id: mine.blogId }] });
    expect(refused.body.rows[0]).toMatchObject({ status: 'refused', before: 'Carla', after: '#2000000000 (not found)', reason: expect.stringMatching(/author/i) });
    const nothing = await apply(writer, { field: 'authorId', value: 2_000_000_000, rows: [{ id: mine.blogId }] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.code).toBe('VALIDATION');
    expect(nothing.body.message).toMatch(/^Nothing was changed: “Meins” is refused/);
    // A value of the wrong type is refused by the field's own rule.
    const wrongType = await preview(writer, { field: 'authorId', value: 'Dora', rows: [{ id: mine.blogId }] });
    expect(wrongType.body.rows[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Author/) });
    expect(await authorOf(mine.blogId)).toBe(german);
    expect(await authorOf(french.blogId)).not.toBe(fresh);
  });

  it('refuses more than 1,000 records as a whole, with that reason, and a field the family does not offer', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 }));
    const tooMany = await preview(server.admin, { field: 'authorId', value: 1, rows });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'VALIDATION', message: 'A bulk change takes up to 1,000 records at a time: narrow the selection.' });
    const field = await apply(server.admin, { field: 'content', value: 'x', rows: [{ id: 1 }] });
    expect(field.status).toBe(400);
    expect(field.body.code).toBe('VALIDATION');
  });

  it('checks permissions on every call: a reader may not preview, apply or undo; no token is refused', async () => {
    const reader = await server.userWith(['Blog', 'read', [2]]);
    const body = { field: 'authorId', value: 1, rows: [{ id: 1 }] };
    expect((await preview(reader, body)).status).toBe(403);
    expect((await apply(reader, body)).status).toBe(403);
    expect((await reader.post('/api/Bulk/blogs/1/Undo')).status).toBe(403);
    expect((await reader.get('/api/Bulk/blogs')).status).toBe(200);
    expect((await server.anonymous.post('/api/Bulk/blogs/Preview', body)).status).toBe(401);
  });

  it('switches reviews off through the review save, and back on with the undo', async () => {
    const reviews = [await makeReview(server.admin, 2, 'Alpha'), await makeReview(server.admin, 2, 'Beta')];
    const on = await saveReview(server.admin, await reviewForm(server.admin, reviews[1], { isActive: false }));
    expect(on.status).toBe(200);
    const applied = await server.admin.post('/api/Bulk/reviews', { field: 'isActive', value: false, rows: reviews.map((id) => ({ id })) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.status, r.before, r.after])).toEqual([['changed', 'Yes', 'No'], ['unchanged', 'No', 'No']]);
    expect((await server.admin.get(`/api/Review/${reviews[0]}`)).body.isActive).toBe(false);
    expect((await server.admin.post(`/api/Bulk/reviews/${applied.body.bulkId}/Undo`)).body.undone).toBe(1);
    expect((await server.admin.get(`/api/Review/${reviews[0]}`)).body.isActive).toBe(true);
    expect((await server.admin.get(`/api/Review/${reviews[1]}`)).body.isActive).toBe(false);
  });

  it('switches on, through the review save, only the reviews whose readiness blocks nothing: the others are refused by row with what blocks', async () => {
    const [bare, ready] = [await makeReview(server.admin, 2, 'Gamma'), await makeReview(server.admin, 2, 'Delta')];
    const serp = (await server.admin.post('/api/Serps', { dataTypeId: 1, tableId: ready, serpTitle: 'Delta', serpDescription: 'Delta im Test', subtitle: null })).body;
    expect((await saveReview(server.admin, await reviewForm(server.admin, ready, { serpId: serp.serpId, isActive: false }))).status).toBe(200);
    expect((await saveReview(server.admin, await reviewForm(server.admin, bare, { isActive: false }))).status).toBe(200);
    const body = { field: 'isActive', value: true, rows: [bare, ready].map((id) => ({ id })) };
    const previewed = await server.admin.post('/api/Bulk/reviews/Preview', body);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    const refusal = previewed.body.rows.find((r: any) => r.id === bare);
    expect(refusal).toMatchObject({ status: 'refused', blocked: true });
    expect(refusal.reason).toContain('The SERP title is empty.');
    expect(previewed.body.rows.find((r: any) => r.id === ready)).toMatchObject({ status: 'changed', before: 'No', after: 'Yes' });
    const applied = await server.admin.post('/api/Bulk/reviews', body);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await server.admin.get(`/api/Review/${bare}`)).body.isActive).toBe(false);
    expect((await server.admin.get(`/api/Review/${ready}`)).body.isActive).toBe(true);
  });

  it('lets an administrator switch on in bulk despite blocking findings with a reason each record keeps; a writer\'s override is refused by row', async () => {
    const bare = await makeReview(server.admin, 2, 'Epsilon');
    expect((await saveReview(server.admin, await reviewForm(server.admin, bare, { isActive: false }))).status).toBe(200);
    const body = { field: 'isActive', value: true, rows: [{ id: bare }], activationOverride: { reason: 'Launch day: SEO texts follow' } };
    const writer = await server.userWith(['Review', 'write', [2]]);
    const mine = await writer.post('/api/Bulk/reviews/Preview', body);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.rows[0]).toMatchObject({ status: 'refused', reason: expect.stringContaining('Only an administrator may activate despite blocking findings') });
    expect((await server.admin.post('/api/Bulk/reviews', { ...body, activationOverride: { reason: ' ' } })).status).toBe(400);

    const applied = await server.admin.post('/api/Bulk/reviews', body);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 1, unchanged: 0, refused: 0 });
    expect((await server.admin.get(`/api/Review/${bare}`)).body.isActive).toBe(true);
    const history = await server.db.selectFrom('audit_log').select('changes').where('recordType', '=', 'reviews').where('recordId', '=', String(bare)).execute();
    expect(history.map((h) => JSON.parse(h.changes).activationOverride?.new).filter(Boolean)).toEqual([expect.stringMatching(/^Launch day: SEO texts follow \(over: serpTitle: The SERP title is empty\./)]);
    // Undo takes it back without asking again.
    expect((await server.admin.post(`/api/Bulk/reviews/${applied.body.bulkId}/Undo`)).body.undone).toBe(1);
    expect((await server.admin.get(`/api/Review/${bare}`)).body.isActive).toBe(false);
  });

  it("sets academy guides' tag through the guide save, which refuses a guide without its URL in the form's words", async () => {
    const guide = async (title: string, url: boolean) => {
      const { academyId } = (await server.admin.post('/api/Academy', { title, languageId: 3 })).body;
      if (url) expect((await server.admin.put('/api/Academy', { academyId, languageId: 3, title, tag: 'beginners', urlTableId: await fixtures.urlEntry(3, 2) })).status).toBe(200);
      return academyId as number;
    };
    const ready = await guide('Guía lista', true);
    const bare = await guide('Guía sin URL', false);
    const applied = await server.admin.post('/api/Bulk/academy', { field: 'tag', value: 'pros', rows: [{ id: ready }, { id: bare }] });
    expect(applied.status).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.name, r.status, r.before, r.after, r.reason])).toEqual([
      ['Guía lista', 'changed', 'beginners', 'pros', undefined],
      ['Guía sin URL', 'refused', null, 'pros', 'Select URL from dropdown.'],
    ]);
    expect((await server.admin.get(`/api/Academy/${ready}`)).body.tag).toBe('pros');
    // A tag the guide's schema refuses is refused by row.
    const wrong = await server.admin.post('/api/Bulk/academy/Preview', { field: 'tag', value: 'experts', rows: [{ id: ready }] });
    expect(wrong.body.rows[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Tag/) });
  });

  it('marks cashback offers exclusive through the cashback save', async () => {
    const offer = async () =>
      (await server.admin.post('/api/CashBacks', { languageId: 1, reviewId: await fixtures.review(1), cashBack_ca: '10 EUR', cashBack_terms: 'New investors', exclusive: false, isCampaign: false })).body.cashBackId as number;
    const ids = [await offer(), await offer()];
    const applied = await server.admin.post('/api/Bulk/cashbacks', { field: 'exclusive', value: true, rows: ids.map((id) => ({ id })) });
    expect(applied.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    for (const id of ids) expect((await server.admin.get(`/api/CashBacks/${id}`)).body.exclusive).toBe(true);
    expect((await server.admin.post(`/api/Bulk/cashbacks/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    for (const id of ids) expect((await server.admin.get(`/api/CashBacks/${id}`)).body.exclusive).toBe(false);
  });

  it('gives offers a platform in their own language: the German offer gets the German review of the one chosen, one with no version there is refused', async () => {
    const english = await makeEnglishReview(server.admin, 'Platovia');
    const german = await makeChildReview(server.admin, english, 2, 'Platovia DE');
    const other = await makeEnglishReview(server.admin, 'Elsewhere');
    const offer = async (languageId: number, reviewId: number) =>
      (await server.admin.post('/api/CashBacks', { languageId, reviewId, cashBack_ca: '10 EUR', cashBack_terms: 'New investors', exclusive: false, isCampaign: false })).body.cashBackId as number;
    const englishOffer = await offer(1, other);
    const germanOffer = await offer(2, await makeReview(server.admin, 2, 'Elsewhere DE'));
    const frenchOffer = await offer(4, await makeReview(server.admin, 4, 'Ailleurs'));
    expect((await server.admin.put(`/api/Translations/Link/CashBacks/${germanOffer}`, { englishId: englishOffer })).status).toBe(200);
    expect((await server.admin.put(`/api/Translations/Link/CashBacks/${frenchOffer}`, { englishId: englishOffer })).status).toBe(200);

    const applied = await server.admin.post('/api/Bulk/cashbacks', { field: 'reviewId', value: english, rows: [{ id: englishOffer }], languages: [1, 2, 4] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.id, r.status, r.after, r.reason])).toEqual([
      [englishOffer, 'changed', 'Platovia', undefined],
      [germanOffer, 'changed', 'Platovia DE', undefined],
      [frenchOffer, 'refused', 'Platovia', 'Platform “Platovia” has no French version to give a French cashback.'],
    ]);
    expect((await server.admin.get(`/api/CashBacks/${englishOffer}`)).body.reviewId).toBe(english);
    expect((await server.admin.get(`/api/CashBacks/${germanOffer}`)).body.reviewId).toBe(german);
    expect((await server.admin.post(`/api/Bulk/cashbacks/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    expect((await server.admin.get(`/api/CashBacks/${germanOffer}`)).body.reviewId).not.toBe(german);
    expect((await server.admin.get(`/api/CashBacks/${englishOffer}`)).body.reviewId).toBe(other);
  });

  it('gives pages an author through the page save, deletes them into the bin, and undoes each change in one step', async () => {
    const page = async (pageTitle: string) => (await server.admin.post('/api/Pages', { pageTitle, languageId: 2, popup: false, serpId: await fixtures.serp() })).body.pageId as number;
    const pages = [await page('Seite eins'), await page('Seite zwei')];
    const author = await fixtures.author(2, 'Petra Seite');
    const applied = await server.admin.post('/api/Bulk/pages', { field: 'authorId', value: author, rows: pages.map((id) => ({ id })) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.name, r.status, r.after])).toEqual([
      ['Seite eins', 'changed', 'Petra Seite'],
      ['Seite zwei', 'changed', 'Petra Seite'],
    ]);
    for (const id of pages) expect((await server.admin.get(`/api/Pages/${id}`)).body.authorId).toBe(author);
    // A platform with no German review is refused by row for a German page.
    const englishOnly = await makeEnglishReview(server.admin, 'Solo Lend');
    const wrong = await server.admin.post('/api/Bulk/pages/Preview', { field: 'reviewId', value: englishOnly, rows: [{ id: pages[0] }] });
    expect(wrong.body.rows[0]).toMatchObject({ status: 'refused', reason: 'Platform “Solo Lend” has no German version to give a German page.' });

    const deleted = await server.admin.post('/api/Bulk/pages/Delete', { rows: pages.map((id) => ({ id })) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const id of pages) expect((await server.admin.get(`/api/Pages/${id}`)).status).toBe(404);
    expect((await server.admin.post(`/api/Bulk/pages/${deleted.body.bulkId}/Undo`)).status).toBe(200);
    for (const id of pages) expect((await server.admin.get(`/api/Pages/${id}`)).body.authorId).toBe(author);
    expect((await server.admin.post(`/api/Bulk/pages/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    for (const id of pages) expect((await server.admin.get(`/api/Pages/${id}`)).body.authorId).toBeNull();
  });

  it('gives news items a platform in their own language through the news save, refuses one about the market, deletes them into the bin with their url, and undoes each change in one step', async () => {
    const english = await makeEnglishReview(server.admin, 'Newsvest');
    const german = await makeChildReview(server.admin, english, 2, 'Newsvest DE');
    const item = async (languageId: number, newsText: string, extra: Record<string, unknown> = {}) => {
      const created = await server.admin.post('/api/NewsFeed', { languageId, newsText, url: `/${newsText.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`, ...extra });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body as { newsFeedId: number; url: string };
    };
    const englishItem = await item(1, 'Rates rise', { redFlag: true });
    const germanItem = await item(2, 'Zinsen steigen', { redFlag: true });
    const marketItem = await item(2, 'Markt wächst', { market: true });
    expect((await server.admin.put(`/api/Translations/Link/NewsFeed/${germanItem.newsFeedId}`, { englishId: englishItem.newsFeedId })).status).toBe(200);
    const read = async (id: number) => (await server.admin.get(`/api/NewsFeed/${id}`)).body;

    // An item about the market is refused by row in the form's words: a platform or Market, not both.
    const refused = await server.admin.post('/api/Bulk/news/Preview', { field: 'reviewId', value: german, rows: [{ id: marketItem.newsFeedId }, { id: germanItem.newsFeedId }] });
    expect(refused.body.rows.map((r: any) => [r.id, r.status, r.after, r.reason])).toEqual([
      [marketItem.newsFeedId, 'refused', 'Newsvest DE', "Can't select Platform and Market at once. Please select just one."],
      [germanItem.newsFeedId, 'changed', 'Newsvest DE', undefined],
    ]);
    // Apply to English and German: each item gets the platform's review in its own language.
    const applied = await server.admin.post('/api/Bulk/news', { field: 'reviewId', value: english, rows: [{ id: englishItem.newsFeedId }], languages: [1, 2] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.id, r.status, r.after, r.reason])).toEqual([
      [englishItem.newsFeedId, 'changed', 'Newsvest', undefined],
      [germanItem.newsFeedId, 'changed', 'Newsvest DE', undefined],
    ]);
    expect(await read(englishItem.newsFeedId)).toMatchObject({ reviewId: english, redFlag: true, url: englishItem.url, newsText: 'Rates rise' });
    expect(await read(germanItem.newsFeedId)).toMatchObject({ reviewId: german, redFlag: true, url: germanItem.url });
    expect(await read(marketItem.newsFeedId)).toMatchObject({ reviewId: null, market: true });

    const lowered = await server.admin.post('/api/Bulk/news', { field: 'redFlag', value: false, rows: [{ id: englishItem.newsFeedId }, { id: germanItem.newsFeedId }] });
    expect(lowered.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    expect((await read(germanItem.newsFeedId)).redFlag).toBe(false);

    const deleted = await server.admin.post('/api/Bulk/news/Delete', { rows: [{ id: englishItem.newsFeedId }, { id: germanItem.newsFeedId }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    for (const { newsFeedId } of [englishItem, germanItem]) expect((await server.admin.get(`/api/NewsFeed/${newsFeedId}`)).status).toBe(404);
    expect((await server.admin.post(`/api/Bulk/news/${deleted.body.bulkId}/Undo`)).status).toBe(200);
    expect(await read(germanItem.newsFeedId)).toMatchObject({ reviewId: german, redFlag: false, url: germanItem.url });

    expect((await server.admin.post(`/api/Bulk/news/${lowered.body.bulkId}/Undo`)).body.undone).toBe(2);
    expect((await server.admin.post(`/api/Bulk/news/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    expect(await read(englishItem.newsFeedId)).toMatchObject({ reviewId: null, redFlag: true, url: englishItem.url });
    expect(await read(germanItem.newsFeedId)).toMatchObject({ reviewId: null, redFlag: true, url: germanItem.url });
  });

  it('deletes testimonials into the bin and puts them back with one undo; they offer no field to set', async () => {
    const testimonial = async (languageId: number, fullName: string) => {
      const created = await server.admin.post('/api/Testimonials', { languageId, fullName, tagLine: 'Investor', testimonialText: `${fullName} says it works.` });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.testimonialId as number;
    };
    const ids = [await testimonial(2, 'Jonas Weber'), await testimonial(2, 'Lena Vogt')];
    const read = async (id: number) => (await server.admin.get(`/api/Testimonials?id=${id}`));
    // No text of a testimonial is one value for many: there is no set call to make.
    expect((await server.admin.post('/api/Bulk/testimonials/Preview', { field: 'fullName', value: 'X', rows: [{ id: ids[0] }] })).status).toBe(404);

    const seen = await server.admin.post('/api/Bulk/testimonials/Delete/Preview', { rows: [...ids.map((id) => ({ id })), { id: ids[0] }] });
    expect(seen.body.rows.map((r: any) => [r.id, r.status, r.reason])).toEqual([
      [ids[0], 'changed', undefined],
      [ids[1], 'changed', undefined],
      [ids[0], 'refused', 'Named twice in this change: the testimonial is deleted once.'],
    ]);
    expect(seen.body.rows.slice(0, 2).map((r: any) => r.name)).toEqual(['Jonas Weber', 'Lena Vogt']);
    const deleted = await server.admin.post('/api/Bulk/testimonials/Delete', { rows: ids.map((id) => ({ id })) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    for (const id of ids) expect((await read(id)).status).toBe(404);
    expect((await server.admin.post(`/api/Bulk/testimonials/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 2 });
    expect((await read(ids[1])).body[0]).toMatchObject({ fullName: 'Lena Vogt', tagLine: 'Investor', testimonialText: 'Lena Vogt says it works.', languageId: 2 });
  });

  it("gives an author's versions one image through the author save, deletes authors into the bin refusing one still named by a post, and undoes each change in one step", async () => {
    const english = await fixtures.author(1, 'Mara Quill');
    const german = await fixtures.author(2, 'Mara Quill DE');
    const named = await fixtures.author(2, 'Otto Named');
    expect((await server.admin.put(`/api/Translations/Link/Authors/${german}`, { englishId: english })).status).toBe(200);
    const read = async (id: number) => (await server.admin.get(`/api/Authors/GetAuthorById?id=${id}`)).body;

    const applied = await server.admin.post('/api/Bulk/authors', { field: 'image', value: 'AUTHOR_IMAGES/mara.jpg', rows: [{ id: english }], languages: [1, 2] });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.name, r.status, r.before, r.after])).toEqual([
      ['Mara Quill', 'changed', null, 'AUTHOR_IMAGES/mara.jpg'],
      ['Mara Quill DE', 'changed', null, 'AUTHOR_IMAGES/mara.jpg'],
    ]);
    for (const id of [english, german]) expect(await read(id)).toMatchObject({ image: 'AUTHOR_IMAGES/mara.jpg' });

    await post(2, named, 'Von Otto');
    const deleted = await server.admin.post('/api/Bulk/authors/Delete', { rows: [{ id: german }, { id: named }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.rows.map((r: any) => [r.name, r.status, r.reason])).toEqual([
      ['Mara Quill DE', 'changed', undefined],
      ['Otto Named', 'refused', `Author ${named} is still used by 1 blog post; choose another one there first.`],
    ]);
    expect((await server.admin.get(`/api/Authors/GetAuthorById?id=${german}`)).status).toBe(404);
    expect(await read(named)).toMatchObject({ authorName: 'Otto Named' });
    expect((await server.admin.post(`/api/Bulk/authors/${deleted.body.bulkId}/Undo`)).body.undone).toBe(1);
    expect(await read(german)).toMatchObject({ authorName: 'Mara Quill DE', image: 'AUTHOR_IMAGES/mara.jpg' });

    expect((await server.admin.post(`/api/Bulk/authors/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    for (const id of [english, german]) expect((await read(id)).image).toBeNull();
  });

  it('deletes posts into the bin by row, writer refused, and puts every one back with one undo', async () => {
    const author = await fixtures.author(2);
    const posts = [await post(2, author, 'Weg 1'), await post(2, author, 'Weg 2')];
    const rows = posts.map((p) => ({ id: p.blogId, version: p.version }));
    const writer = await server.userWith(['Blog', 'write', [2]]);
    expect((await writer.post('/api/Bulk/blogs/Delete/Preview', { rows })).status).toBe(403);

    const seen = await server.admin.post('/api/Bulk/blogs/Delete/Preview', { rows: [...rows, { id: posts[0].blogId }, { id: 2_000_000_000 }] });
    expect(seen.body.rows.map((r: any) => [r.status, r.after, r.reason])).toEqual([
      ['changed', 'In the bin', undefined],
      ['changed', 'In the bin', undefined],
      ['refused', 'In the bin', 'Named twice in this change: the blog post is deleted once.'],
      ['refused', 'In the bin', 'There is no blog post 2000000000: it was deleted, or never existed.'],
    ]);
    for (const p of posts) expect((await server.admin.get(`/api/Blogs/ById?id=${p.blogId}`)).status).toBe(200);

    const applied = await server.admin.post('/api/Bulk/blogs/Delete', { rows });
    expect(applied.status).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    for (const p of posts) expect((await server.admin.get(`/api/Blogs/ById?id=${p.blogId}`)).status).toBe(404);
    const binned = (await server.admin.get('/api/Bin')).body;
    expect(JSON.stringify(binned)).toContain('Weg 1');
    expect((await server.admin.get('/api/Bulk/blogs')).body[0]).toMatchObject({ bulkId: applied.body.bulkId, action: 'delete', written: 2 });

    const undone = await server.admin.post(`/api/Bulk/blogs/${applied.body.bulkId}/Undo`);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 2 });
    for (const p of posts) expect((await server.admin.get(`/api/Blogs/ById?id=${p.blogId}`)).body).toMatchObject({ pageTitle: expect.stringMatching(/^Weg/), authorId: author });
  });

  it('applies to these languages: the chosen review and its versions in the languages named, refusing a language it has none in', async () => {
    const english = await makeReview(server.admin, 1, 'Gamma');
    const german = (await server.admin.post('/api/Review', { languageId: 2, name: 'Gamma', isActive: true, ExistingReviewId: english })).body.reviewId as number;
    const other = await makeReview(server.admin, 2, 'Delta');
    const seen = await server.admin.post('/api/Bulk/reviews/Preview', { field: 'isActive', value: false, rows: [{ id: german }, { id: other }], languages: [1, 2, 4] });
    expect(seen.status).toBe(200);
    const outcome = seen.body.rows.map((r: any) => [r.id, r.languageId, r.status, r.reason]);
    expect(outcome).toHaveLength(6);
    expect(outcome).toEqual(expect.arrayContaining([
      [german, 4, 'refused', 'Has no French version.'],
      [english, 1, 'changed', undefined],
      [german, 2, 'changed', undefined],
      [other, 2, 'changed', undefined],
      [other, 4, 'refused', 'Has no French version.'],
    ]));
    const writer = await server.userWith(['Review', 'write', [2]]);
    const mine = await writer.post('/api/Bulk/reviews', { field: 'isActive', value: false, rows: [{ id: german }], languages: [1, 2] });
    expect(mine.body.rows.map((r: any) => [r.id, r.status, r.reason])).toEqual([
      [english, 'refused', 'You may not write reviews in English.'],
      [german, 'changed', undefined],
    ]);
    expect((await server.admin.get(`/api/Review/${english}`)).body.isActive).toBe(true);
    expect((await server.admin.get(`/api/Review/${german}`)).body.isActive).toBe(false);
    const blogsOnly = await server.admin.post('/api/Bulk/blogs/Preview', { field: 'authorId', value: 1, rows: [{ id: 1 }], languages: [1, 1] });
    expect(blogsOnly.status).toBe(400);
  });
});
