import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import { clockMovesOn } from '../support/clock';
import { makeChildReview, makeEnglishReview, makeReview, reviewForm, saveReview } from './reviews-support';

const GERMAN = 2;
const SERP_DESCRIPTION = { rule: 'requiredField', field: 'serpDescription', level: 'blocks', message: 'The SERP description is empty.' };
const shippedList = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../screens/reviews/reviews-list.json'), 'utf8'));

/** A German review, inactive, whose SERP record has a title and no description: the "Done when" review. */
async function germanWithoutDescription(server: TestServer) {
  const { admin } = server;
  const english = await makeEnglishReview(admin, 'Velmora Lend');
  const german = await makeChildReview(admin, english, GERMAN, 'Velmora Lend');
  const serp = await admin.post('/api/Serps', { dataTypeId: 1, tableId: german, serpTitle: 'Velmora Lend Erfahrungen', serpDescription: '', subtitle: null });
  expect(serp.status, JSON.stringify(serp.body)).toBe(200);
  const saved = await saveReview(admin, await reviewForm(admin, german, { serpId: serp.body.serpId, isActive: false }));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { english, german, serpId: serp.body.serpId as number };
}

const activate = async (client: TestServer['admin'], admin: TestServer['admin'], reviewId: number, extra: Record<string, unknown> = {}) =>
  saveReview(client, await reviewForm(admin, reviewId, { isActive: true, ...extra }));

/** Issue 32, items 2 and 3: readiness per record and language from rules declared in the list, and the activation gate. */
forEachDatabase('Readiness', (server) => {
  const readiness = (query: string, client = server.admin) => client.get(`/api/Readiness/${query}`);

  it('counts the German review without a SERP description as not ready with one blocking finding, in the list and per record', async () => {
    const { german } = await germanWithoutDescription(server);
    const list = await readiness(`reviews?languageId=${GERMAN}`);
    expect(list.status).toBe(200);
    expect(list.body.rules).toBe(shippedList.readiness.rules.length);
    expect(list.body.records.find((r: any) => r.id === german)).toEqual({
      id: german,
      languageId: GERMAN,
      name: 'Velmora Lend',
      active: false,
      state: 'notReady',
      counts: { blocks: 1, warns: 0, informs: 0 },
    });
    expect(list.body.totals.notReady).toBe(list.body.records.filter((r: any) => r.state === 'notReady').length);
    expect(list.body.records.every((r: any) => r.languageId === GERMAN)).toBe(true);

    const one = await readiness(`reviews/${german}`);
    expect(one.body).toMatchObject({ id: german, state: 'notReady', findings: [SERP_DESCRIPTION] });
  });

  it('refuses to activate it with the findings listed and writes nothing, then activates it once the description is written', async () => {
    const { german, serpId } = await germanWithoutDescription(server);
    const refused = await activate(server.admin, server.admin, german, { name: 'Velmora Lend DE' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ACTIVATION_BLOCKED', findings: [SERP_DESCRIPTION] });
    expect(refused.body.message).toContain('The SERP description is empty.');
    expect((await server.admin.get(`/api/Review/${german}`)).body).toMatchObject({ isActive: false, name: 'Velmora Lend' });

    // A save that does not activate is not gated.
    expect((await saveReview(server.admin, await reviewForm(server.admin, german, { name: 'Velmora Lend DE' }))).status).toBe(200);

    const serp = (await server.admin.get(`/api/Serps/${serpId}`)).body;
    expect((await server.admin.put('/api/Serps', { ...serp, serpDescription: 'Renditen, Risiken und Gebühren von Velmora Lend.' })).status).toBe(200);
    expect((await readiness(`reviews/${german}`)).body).toMatchObject({ state: 'ready', counts: { blocks: 0, warns: 0 } });
    const activated = await activate(server.admin, server.admin, german);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body.isActive).toBe(true);
  });

  it('lets an administrator activate with a reason, recorded in the history; refuses an override without a reason or from a writer', async () => {
    const { german } = await germanWithoutDescription(server);
    const writer = await server.userWith(['Review', 'write', [GERMAN]]);
    const blank = await activate(server.admin, server.admin, german, { activationOverride: { reason: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION', field: 'activationOverride.reason' });
    const none = await activate(server.admin, server.admin, german, { activationOverride: {} });
    expect(none.status).toBe(400);
    const byWriter = await activate(writer, server.admin, german, { activationOverride: { reason: 'Campaign starts today' } });
    expect(byWriter.status).toBe(403);
    expect(byWriter.body.code).toBe('FORBIDDEN');
    expect((await server.admin.get(`/api/Review/${german}`)).body.isActive).toBe(false);

    const reviewAdmin = await server.userWith(['Review', 'admin', [GERMAN]]);
    const overridden = await activate(reviewAdmin, server.admin, german, { activationOverride: { reason: 'Campaign starts today' } });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(overridden.body.isActive).toBe(true);
    const { entries } = (await server.admin.get(`/api/Audit?type=reviews&recordId=${german}`)).body;
    const recorded = entries.find((e: any) => e.changes.activationOverride);
    expect(recorded.changes.activationOverride.new).toBe('Campaign starts today (over: serpDescription: The SERP description is empty.)');
  });

  it('reads readiness only where the user may read the family', async () => {
    const { german } = await germanWithoutDescription(server);
    const reader = await server.userWith(['Review', 'read', [GERMAN]]);
    const elsewhere = await server.userWith(['Review', 'admin', [3]]);
    const blogger = await server.userWith(['Blog', 'admin']);
    expect((await readiness(`reviews?languageId=${GERMAN}`, reader)).status).toBe(200);
    expect((await readiness(`reviews/${german}`, reader)).status).toBe(200);
    for (const client of [elsewhere, blogger]) {
      expect((await readiness(`reviews?languageId=${GERMAN}`, client)).body).toMatchObject({ code: 'FORBIDDEN', refused: { action: 'read', dataType: 'Review', languageId: GERMAN } });
      expect((await readiness(`reviews/${german}`, client)).status).toBe(403);
    }
    expect((await readiness(`reviews?languageId=${GERMAN}`, server.anonymous)).status).toBe(401);
    expect((await readiness(`lenders?languageId=${GERMAN}`)).body).toMatchObject({ code: 'VALIDATION', field: 'family' });
    expect((await readiness('reviews?languageId=5')).status).toBe(400);
    expect((await readiness('reviews/99999999')).body.code).toBe('NOT_FOUND');
  });

  it('warns of stale texts, FAQ entries without an answer and a text under half the English, and informs of a version never saved since its copy', async () => {
    const { admin } = server;
    const english = await makeEnglishReview(admin, 'Arvena');
    const german = await makeChildReview(admin, english, GERMAN, 'Arvena');
    expect((await readiness(`reviews/${german}`)).body.findings).toContainEqual({ rule: 'neverReviewedSinceCopy', field: 'name', level: 'informs', message: 'Nobody has saved this version since it was created from English.' });

    const serp = (await admin.post('/api/Serps', { dataTypeId: 1, tableId: german, serpTitle: 'Arvena', serpDescription: 'Arvena im Test', subtitle: null })).body;
    expect((await saveReview(admin, await reviewForm(admin, german, { serpId: serp.serpId }))).status).toBe(200);
    await server.db.updateTable('reviews').set({ reviewContent: 'x'.repeat(100) }).where('reviewId', '=', english).execute();
    await server.db.updateTable('reviews').set({ reviewContent: 'y'.repeat(49) }).where('reviewId', '=', german).execute();
    const title = (await admin.post('/api/FaqTitles', { reviewId: german, title: 'Fragen' })).body.faqTitleId;
    await admin.post('/api/FaqLists/FaqLists', [{ faqPageListId: 0, faqTitleId: title, question: 'Wie sicher?', answer: '', position: 1 }]);
    await clockMovesOn();
    expect((await saveReview(admin, await reviewForm(admin, english, { name: 'Arvena Invest' }))).status).toBe(200);

    const found = (await readiness(`reviews/${german}`)).body;
    expect(found.state).toBe('warnings');
    expect(found.counts).toEqual({ blocks: 0, warns: 4, informs: 0 });
    // English renamed the platform "Arvena Invest", a name never translated (the glossary, issue 33): the German name lacks it.
    expect(found.findings.map((f: any) => [f.rule, f.field, f.level])).toEqual([
      ['staleAgainstEnglish', 'name', 'warns'],
      ['faqAnswer', 'faq', 'warns'],
      ['shorterThanEnglish', 'reviewContent', 'warns'],
      ['glossaryBreach', 'name', 'warns'],
    ]);
    // Half the English length is enough.
    await server.db.updateTable('reviews').set({ reviewContent: 'y'.repeat(50) }).where('reviewId', '=', german).execute();
    expect((await readiness(`reviews/${german}`)).body.counts.warns).toBe(3);
  });

  it('blocks a text linking to a page missing in the language the address names, or to an inactive review, and passes once the page is there', async () => {
    const { admin } = server;
    const german = await makeReview(admin, GERMAN, 'Linkora');
    const target = await makeReview(admin, GERMAN, 'Zielwerk');
    const content = '<p>Vergleiche <a href="https://www.p2p-review.example/de/zielwerk-test?x=1">Zielwerk</a> und <a href="https://www.mintos.example/">Mintos</a>.</p>';
    await server.db.updateTable('reviews').set({ reviewContent: content }).where('reviewId', '=', german).execute();
    const LINKS = { rule: 'siteLinksActive', field: 'reviewContent', level: 'blocks', message: 'A link in the text goes to a page that is missing or inactive in this language.' };
    const findings = async () => (await readiness(`reviews/${german}`)).body.findings;
    expect(await findings()).toContainEqual(LINKS);

    // A route of that url in English only is not the German page the address names.
    await server.db.insertInto('url_tables').values({ languageId: 1, dataTypeId: 1, tableId: target, url: 'zielwerk-test' }).execute();
    expect(await findings()).toContainEqual(LINKS);
    // The German route to an inactive review still blocks; to an active one it passes, typed with slashes or not.
    await server.db.insertInto('url_tables').values({ languageId: GERMAN, dataTypeId: 1, tableId: target, url: '/zielwerk-test/' }).execute();
    await server.db.updateTable('reviews').set({ isActive: false }).where('reviewId', '=', target).execute();
    expect(await findings()).toContainEqual(LINKS);
    await server.db.updateTable('reviews').set({ isActive: true }).where('reviewId', '=', target).execute();
    expect((await findings()).filter((f: any) => f.rule === 'siteLinksActive')).toEqual([]);
  });

  it('finds a featured image without alt text and an author missing in the language in other families', async () => {
    const now = new Date().toISOString();
    const author = (await server.db.insertInto('authors').values({ languageId: 1, authorName: 'Mara Quell' } as any).returning('authorID').executeTakeFirstOrThrow()).authorID;
    await server.db.insertInto('image_infos').values({ name: 'post.png', altText: '', caption: '', size: 1, aws: '', key: 'DE/BLOG_FEATURED_IMAGES/post.png', folder: 'DE/BLOG_FEATURED_IMAGES' } as any).execute();
    const { blogId } = await server.db
      .insertInto('blogs')
      .values({ languageId: GERMAN, pageTitle: 'Rückkäufe', featuredImage: 'DE/BLOG_FEATURED_IMAGES/post.png', serpTitle: 'Rückkäufe', serpDescription: 'Was Rückkäufe leisten', authorId: author, createdDate: now } as any)
      .returning('blogId')
      .executeTakeFirstOrThrow();
    const found = (await readiness(`blog/${blogId}`)).body;
    expect(found).toMatchObject({ state: 'notReady', active: null, counts: { blocks: 2 } });
    expect(found.findings.filter((f: any) => f.level === 'blocks').map((f: any) => [f.rule, f.field])).toEqual([
      ['imageAlt', 'featuredImage'],
      ['linkTargetActive', 'authorId'],
    ]);
  });

  it("filters the translation overview's rows by readiness in a language, and needs a type and a language for it", async () => {
    const { english } = await germanWithoutDescription(server);
    const overview = (query: string) => server.admin.get(`/api/Translations/Overview?type=reviews&languageId=${GERMAN}&pageSize=200&${query}`);
    const notReady = await overview('readiness=notReady');
    expect(notReady.status).toBe(200);
    expect(notReady.body.rows.map((r: any) => r.englishId)).toContain(english);
    const ready = (await overview('readiness=ready')).body;
    expect(ready.rows.map((r: any) => r.englishId)).not.toContain(english);
    // Every row the filter keeps is one whose German version is not ready.
    const states = (await readiness(`reviews?languageId=${GERMAN}`)).body.records;
    const germanOf = (row: any) => row.cells.find((c: any) => c.languageId === GERMAN)?.id;
    for (const row of notReady.body.rows) expect(states.find((r: any) => r.id === germanOf(row))?.state).toBe('notReady');
    expect(notReady.body.total).toBe(states.filter((r: any) => r.state === 'notReady').length);
    expect((await server.admin.get('/api/Translations/Overview?languageId=2&readiness=notReady')).body).toMatchObject({ code: 'VALIDATION', field: 'readiness' });
    expect((await server.admin.get('/api/Translations/Overview?type=reviews&readiness=notReady')).body).toMatchObject({ code: 'VALIDATION', field: 'readiness' });
    expect((await server.admin.get('/api/Translations/Overview?type=settings&languageId=2&readiness=ready')).body).toMatchObject({ code: 'VALIDATION', field: 'readiness' });
  });

  it('takes the rules from the list as it runs: a rule published from the studio counts at once', async () => {
    const { german } = await germanWithoutDescription(server);
    const rules = shippedList.readiness.rules.map((r: any) => (r.fields?.[0] === 'serpDescription' ? { ...r, level: 'warns' } : r));
    const screen = '/api/Screens/reviews/reviews-list';
    const published = await server.admin.post(`${screen}/Publish`, { descriptor: { ...shippedList, readiness: { ...shippedList.readiness, rules } }, baseVersion: 0 });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    try {
      expect((await readiness(`reviews/${german}`)).body).toMatchObject({ state: 'warnings', counts: { blocks: 0, warns: 1 } });
      expect((await activate(server.admin, server.admin, german)).status).toBe(200);
    } finally {
      expect((await server.admin.post(`${screen}/Revert`, { version: 0 })).status).toBe(200);
    }
    expect((await readiness(`reviews/${german}`)).body.state).toBe('notReady');
  });

  it('refuses to publish a rule that names a field its family lacks, by name, and keeps the rules as they were', async () => {
    const rules = [...shippedList.readiness.rules, { rule: 'requiredField', fields: ['serpSubtitel'], level: 'blocks', message: 'Write the subtitle.' }];
    const screen = '/api/Screens/reviews/reviews-list';
    const refused = await server.admin.post(`${screen}/Publish`, { descriptor: { ...shippedList, readiness: { ...shippedList.readiness, rules } }, baseVersion: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([{ at: `readiness.rules[${rules.length - 1}]`, message: expect.stringContaining('"serpSubtitel" is no field of reviews') }]);
    const running = await readiness('reviews?languageId=2');
    expect(running.status).toBe(200);
    expect(running.body.rules).toBe(shippedList.readiness.rules.length);
  });
});
