import { expect, it } from 'vitest';
import page from '../../schemas/page.json';
import itemContent from '../../schemas/item-content.json';
import { only } from '../../server/content/schema-views';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';

forEachDatabase('Pages', (server) => {
  const fixtures = contentFixtures(server);
  // A new page first creates its SERP, then the page with the returned serpId.
  const newPage = async (languageId: number, serpId?: number) => ({ pageTitle: 'Best P2P platforms', languageId, popup: false, serpId: serpId ?? (await fixtures.serp()) });
  const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Pages', await newPage(languageId))).body.pageId;
  // Records a saved page refers to, made once per language so that a refused call changes no table.
  const referred = new Map<number, Promise<{ serpId: number; reviews: number[]; authorId: number }>>();
  const refsIn = (languageId: number) => {
    if (!referred.has(languageId)) {
      referred.set(languageId, (async () => ({
        serpId: await fixtures.serp('Compare P2P platforms', 'Rates, protection and fees side by side.'),
        reviews: [await fixtures.review(languageId), await fixtures.review(languageId)],
        authorId: await fixtures.author(languageId),
      }))());
    }
    return referred.get(languageId)!;
  };
  /** The EDIT PAGE form of a comparison page as the back office sends it. */
  const form = async (pageId: number, languageId: number) => {
    const { serpId, reviews, authorId } = await refsIn(languageId);
    return {
      pageId,
      languageId,
      pageTitle: 'Compare platforms',
      subtitle: 'Side by side',
      popup: true,
      serpId,
      dataTypeId: 50,
      reviewId: reviews[0],
      platforms: reviews.join(','),
      selectedPopularArticle: '4,7',
      authorId,
      investmentAmount: 10000,
      monthlyContribution: 250.5,
      investmentPeriodInMonths: 36,
      value1: 12.5,
      value2: 800,
    };
  };

  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const fresh = await newPage(2);
    const created = await admin.post('/api/Pages', fresh);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...fresh, pageId: expect.any(Number), dataTypeId: 16, dataTypeName: 'General', serpTitle: 'SERP title' });
    const id = created.body.pageId;

    const edited = { ...(await form(id, 2)), serpId: fresh.serpId };
    const saved = await admin.put('/api/Pages', edited);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...edited, dataTypeName: 'Comparison', serpTitle: 'SERP title', serpDescription: 'SERP description' });
    expect(Date.parse(saved.body.updatedAt)).not.toBeNaN();

    const url = `/compare-${id}`;
    await fixtures.urlEntry(2, 50, id, url);
    const list = await admin.get('/api/Pages/ByLanguageId/2');
    expect(list.body.find((p: any) => p.pageId === id)).toEqual({ pageId: id, pageTitle: 'Compare platforms', dataTypeId: 50, dataTypeName: 'Comparison', languageId: 2, url, version: saved.body.version });
    expect((await admin.get('/api/Pages/ByLanguageId/3')).body.map((p: any) => p.pageId)).not.toContain(id);
    expect((await admin.get(`/api/Pages/${id}`)).body).toMatchObject({ ...edited, url, content: null });

    expect((await admin.delete(`/api/Pages/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Pages/${id}`)).status).toBe(404);
    expect(await server.db.selectFrom('serps').select('serpId').where('serpId', '=', fresh.serpId).executeTakeFirst()).toBeUndefined();
    expect((await admin.delete(`/api/Pages/${id}`)).status).toBe(404);
  });

  it('stores both percentage values as null when either is missing', async () => {
    const id = await make(server.admin, 1);
    for (const missing of [{ value1: null }, { value2: null }]) {
      const saved = await server.admin.put('/api/Pages', { ...(await form(id, 1)), ...missing });
      expect(saved.body).toMatchObject({ value1: null, value2: null });
    }
    const { value2: _dropped, ...withoutValue2 } = await form(id, 1);
    expect((await server.admin.put('/api/Pages', withoutValue2)).body).toMatchObject({ value1: null, value2: null });
    expect((await server.admin.put('/api/Pages', await form(id, 1))).body).toMatchObject({ value1: 12.5, value2: 800 });
  });

  it('stores an empty platform as null and refuses one of another language', async () => {
    const id = await make(server.admin, 1);
    for (const reviewId of [null, 0]) {
      expect((await server.admin.put('/api/Pages', { ...(await form(id, 1)), reviewId })).body.reviewId).toBeNull();
    }
    const german = await fixtures.review(2);
    const before = await snapshot(server, ['pages']);
    for (const [field, value] of [['reviewId', german], ['reviewId', 999999], ['platforms', `${german}`], ['platforms', '1,9999999999'], ['authorId', 999999], ['serpId', 999999]] as const) {
      const answer = await server.admin.put('/api/Pages', { ...(await form(id, 1)), [field]: value });
      expect(answer.status, field).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect(await snapshot(server, ['pages'])).toEqual(before);
  });

  it('saves content cleaned of script payloads', async () => {
    const id = await make(server.admin, 1);
    const content = '<h2>Fees</h2><script>fetch("//evil")</script><p style="color:#333" onmouseover="x()">Low fees</p><iframe src="https://evil.example/"></iframe>';
    const saved = await server.admin.put('/api/Pages/Content', { id, content });
    expect(saved.status).toBe(200);
    const stored = (await server.admin.get(`/api/Pages/${id}`)).body;
    for (const html of [saved.body.content, stored.content]) {
      expect(html).toContain('<h2>Fees</h2>');
      expect(html).toContain('Low fees');
      expect(html).not.toMatch(/script|onmouseover|evil/i);
    }
    expect(Date.parse(stored.updatedAt)).not.toBeNaN();
    expect((await server.admin.put('/api/Pages/Content', { id: 999999, content })).status).toBe(404);
  });

  it("finds a calculator page's route under any calculator id, and other pages' only under their template", async () => {
    const calculator = await make(server.admin, 4);
    await server.admin.put('/api/Pages', { ...(await form(calculator, 4)), dataTypeId: 55 });
    await fixtures.urlEntry(4, 54, calculator, `/percentage-${calculator}`);
    const about = await make(server.admin, 4);
    await server.admin.put('/api/Pages', { ...(await form(about, 4)), dataTypeId: 18 });
    await fixtures.urlEntry(4, 16, about, `/not-about-${about}`);
    const list = (await server.admin.get('/api/Pages/ByLanguageId/4')).body;
    expect(list.find((p: any) => p.pageId === calculator)).toMatchObject({ dataTypeName: 'Percentage Calculator', url: `/percentage-${calculator}` });
    expect(list.find((p: any) => p.pageId === about)).toMatchObject({ dataTypeName: 'About', url: null });
  });

  it("never shows an academy guide's route as the url of a page of the Academy template", async () => {
    const page = await make(server.admin, 4);
    await server.admin.put('/api/Pages', { ...(await form(page, 4)), dataTypeId: 2 });
    // A guide's route: data type 2, its tableId the guide's id, which may equal the page's.
    await fixtures.urlEntry(4, 2, page, `/academy/guide-${page}`);
    expect((await server.admin.get('/api/Pages/ByLanguageId/4')).body.find((p: any) => p.pageId === page)).toMatchObject({ dataTypeName: 'Academy', url: null });
    expect((await server.admin.get(`/api/Pages/${page}`)).body.url).toBeNull();
  });

  it('lists pages as a choice list to anyone with a role in the language', async () => {
    const id = await make(server.admin, 1);
    const routesEditor = await server.userWith(['Settings Routes', 'write', [1]]);
    expect((await routesEditor.get('/api/Pages/ByLanguageId/1')).body.map((p: any) => p.pageId)).toContain(id);
    expect((await routesEditor.get('/api/Pages/ByLanguageId/2')).status).toBe(403);
    expect((await routesEditor.get(`/api/Pages/${id}`)).status).toBe(403);
  });

  permissionMatrix(server, {
    dataType: 'Pages',
    tables: ['pages', 'serps'],
    make,
    read: (c, id) => c.get(`/api/Pages/${id}`),
    create: async (c, languageId) => c.post('/api/Pages', await newPage(languageId, (await refsIn(languageId)).serpId)),
    update: async (c, id, languageId) => c.put('/api/Pages', await form(id, languageId)),
    delete: (c, id) => c.delete(`/api/Pages/${id}`),
  });

  permissionMatrix(server, {
    dataType: 'Pages',
    tables: ['pages'],
    make,
    update: (c, id) => c.put('/api/Pages/Content', { id, content: '<p>Changed</p>' }),
  });

  rejectsBadBodies(server, {
    name: 'POST /Pages',
    schema: only(page, ['pageTitle', 'languageId', 'popup', 'serpId']),
    tables: ['pages'],
    valid: () => newPage(1),
    send: (c, body) => c.post('/api/Pages', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Pages',
    schema: page,
    tables: ['pages'],
    valid: async () => form(await make(server.admin, 1), 1),
    send: (c, body) => c.put('/api/Pages', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Pages/Content',
    schema: itemContent,
    tables: ['pages'],
    valid: async () => ({ id: await make(server.admin, 1), content: '<p>Text</p>' }),
    send: (c, body) => c.put('/api/Pages/Content', body),
  });
});
