import { expect, it } from 'vitest';
import route from '../../schemas/route.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { makeContent, makeUrlEntry, uniqueUrl } from './routes-links-faq-support';

const MESSAGE = 'Delete special characters from the URL and click SAVE';
const sample = (languageId: number, extra: Record<string, unknown> = {}) => ({ dataTypeId: 16, languageId, urlTableName: uniqueUrl(), tableId: 0, link: [], ...extra });
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Routes', sample(languageId))).body.routesId;

forEachDatabase('Routes', (server) => {
  it('creates, reads, updates and deletes a route as the back office does', async () => {
    const { admin } = server;
    const reviewId = await makeContent(server, 'review', 2);
    const body = { dataTypeId: 1, languageId: 2, urlTableName: uniqueUrl('bewertungen'), tableId: reviewId, link: [] };
    const created = await admin.post('/api/Routes', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const routesId = created.body.routesId;
    expect(created.body).toMatchObject({ routesId, urlTableId: routesId, url: body.urlTableName, tableId: reviewId, dataTypeId: 1, dataTypeName: 'Review', languageId: 2, languageName: 'German', link: [] });

    const other = await make(admin, 3);
    const one = await admin.get(`/api/Routes/ByRouteId/${routesId}`);
    expect(one.body).toEqual({ ...created.body });

    const updated = await admin.put('/api/Routes', { ...body, routesId, urlTableName: `${body.urlTableName}-neu`, link: [other] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ routesId, url: `${body.urlTableName}-neu`, link: [other] });
    expect((await admin.get(`/api/Routes/ByRouteId/${routesId}`)).body.link).toEqual([other]);

    const list = (await admin.get('/api/Routes/ByLanguageId/2')).body;
    expect(list.find((r: any) => r.routesId === routesId)).toMatchObject({ urlTableId: routesId, url: `${body.urlTableName}-neu`, dataTypeId: 1, tableId: reviewId, languageId: 2 });
    expect((await admin.get('/api/Routes/ByLanguageId/2?dataTypeId=1')).body.map((r: any) => r.routesId)).toContain(routesId);
    expect((await admin.get('/api/Routes/ByLanguageId/2?dataTypeId=16')).body.map((r: any) => r.routesId)).not.toContain(routesId);
    expect((await admin.get('/api/Routes/ByLanguageId/3')).body.map((r: any) => r.routesId)).not.toContain(routesId);

    expect((await admin.delete(`/api/Routes/${routesId}`)).status).toBe(200);
    expect((await admin.get(`/api/Routes/ByRouteId/${routesId}`)).status).toBe(404);
    expect((await admin.delete(`/api/Routes/${routesId}`)).status).toBe(404);
  });

  it('refuses urls with anything but a-z, digits, slash and hyphen, with the screen message', async () => {
    for (const url of ['Reviews/lendora', 'reviews/lend ora', 'bewertungen/größe', 'reviews/lend_ora', 'reviews?x=1', '']) {
      const answer = await server.admin.post('/api/Routes', sample(1, { urlTableName: url }));
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({ message: MESSAGE, field: 'urlTableName' });
    }
    const id = await make(server.admin, 1);
    const answer = await server.admin.put('/api/Routes', sample(1, { routesId: id, urlTableName: 'Bad URL' }));
    expect(answer.body).toMatchObject({ statusCode: 400, message: MESSAGE, field: 'urlTableName' });
    expect((await server.admin.post('/api/Routes', sample(1, { urlTableName: 'reviews/lendora-2-x/' }))).status).toBe(200);
  });

  it('keeps urls unique within a language', async () => {
    const url = uniqueUrl('same');
    const first = await server.admin.post('/api/Routes', sample(1, { urlTableName: url }));
    expect(first.status).toBe(200);
    const again = await server.admin.post('/api/Routes', sample(1, { urlTableName: url }));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe('urlTableName');
    expect((await server.admin.post('/api/Routes', sample(4, { urlTableName: url }))).status).toBe(200);
    expect((await server.admin.put('/api/Routes', sample(1, { routesId: first.body.routesId, urlTableName: url }))).status).toBe(200);
    const second = await make(server.admin, 1);
    expect((await server.admin.put('/api/Routes', sample(1, { routesId: second, urlTableName: url }))).status).toBe(409);
  });

  it('assigns content only of the route type and language; 0 means none', async () => {
    const pageId = await makeContent(server, 'page', 1, 17);
    const germanPage = await makeContent(server, 'page', 2, 17);
    const blogId = await makeContent(server, 'blog', 1);
    expect((await server.admin.post('/api/Routes', sample(1, { dataTypeId: 17, tableId: pageId }))).status).toBe(200);
    expect((await server.admin.post('/api/Routes', sample(1, { dataTypeId: 43, tableId: blogId }))).status).toBe(200);
    for (const [dataTypeId, tableId] of [[16, pageId], [17, germanPage], [17, 999999], [1, blogId]]) {
      const answer = await server.admin.post('/api/Routes', sample(1, { dataTypeId, tableId }));
      expect(answer.status, `${dataTypeId}/${tableId}`).toBe(400);
      expect(answer.body.field).toBe('tableId');
    }
    const calculator = await makeContent(server, 'page', 1, 56);
    expect((await server.admin.post('/api/Routes', sample(1, { dataTypeId: 56, tableId: calculator }))).body.dataTypeName).toBe('Calculators');
    for (const dataTypeId of [6, 12, 3]) expect((await server.admin.post('/api/Routes', sample(1, { dataTypeId }))).body.field).toBe('dataTypeId');
  });

  it('references existing routes only, never itself; deleting a route drops its links both ways', async () => {
    const a = await make(server.admin, 1);
    const b = await make(server.admin, 2);
    const linkEntry = await makeUrlEntry(server, 6, 1);
    for (const link of [[a], [999999], [linkEntry]]) {
      const answer = await server.admin.put('/api/Routes', sample(1, { routesId: a, link }));
      expect(answer.status, JSON.stringify(link)).toBe(400);
      expect(answer.body.field).toBe('link');
    }
    expect((await server.admin.put('/api/Routes', sample(1, { routesId: a, link: [b, b] }))).body.link).toEqual([b]);
    expect((await server.admin.put('/api/Routes', sample(2, { routesId: b, link: [a] }))).body.link).toEqual([a]);
    expect((await server.admin.delete(`/api/Routes/${b}`)).status).toBe(200);
    expect((await server.admin.get(`/api/Routes/ByRouteId/${a}`)).body.link).toEqual([]);
    expect(await (server.db as any).selectFrom('route_links').selectAll().where('linkedRoutesId', '=', b).execute()).toEqual([]);
  });

  it('a save that changes only the links raises the version too, so an editor based on the older one is told', async () => {
    const a = await make(server.admin, 1);
    const b = await make(server.admin, 1);
    const loaded = (await server.admin.get(`/api/Routes/ByRouteId/${a}`)).body;
    const { routesId, dataTypeId, languageId, tableId, url, version } = loaded;
    const body = { routesId, dataTypeId, languageId, tableId, urlTableName: url };
    const linked = await server.admin.put('/api/Routes', { ...body, link: [b], version });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.version).toBe(version + 1);
    const stale = await server.admin.put('/api/Routes', { ...body, link: [], version });
    expect(stale.status).toBe(409);
    expect((await server.admin.get(`/api/Routes/ByRouteId/${a}`)).body).toMatchObject({ link: [b], version: version + 1 });
    expect((await server.admin.put('/api/Routes', { ...body, link: [b], version: version + 1 })).body.version).toBe(version + 1);
  });

  it('keeps link addresses and news urls out of every route call', async () => {
    const linkEntry = await makeUrlEntry(server, 6, 1);
    const newsEntry = await makeUrlEntry(server, 12, 1);
    for (const path of ['/api/Routes/ByLanguageId/1', '/api/Routes/ByLanguageId/1?dataTypeId=6', '/api/Routes/AllRoutes']) {
      const ids = (await server.admin.get(path)).body.map((r: any) => r.routesId);
      expect(ids).not.toContain(linkEntry);
      expect(ids).not.toContain(newsEntry);
    }
    expect((await server.admin.get(`/api/Routes/ByRouteId/${newsEntry}`)).status).toBe(404);
    expect((await server.admin.delete(`/api/Routes/${linkEntry}`)).status).toBe(404);
  });

  it('refuses to delete a route an academy guide or the portfolio settings still use', async () => {
    const db = server.db as any;
    for (const [table, idColumn, kind] of [['academy', 'academyId', 'academy'], ['portfolio_settings', 'portfolioId', 'portfolio']] as const) {
      const routeId = await make(server.admin, 1);
      const itemId = await makeContent(server, kind, 1);
      await db.updateTable(table).set({ urlTableId: routeId }).where(idColumn, '=', itemId).execute();
      const refused = await server.admin.delete(`/api/Routes/${routeId}`);
      expect(refused.status, table).toBe(409);
      expect(refused.body.message).toContain(table);
      expect((await server.admin.get(`/api/Routes/ByRouteId/${routeId}`)).status).toBe(200);
      await db.updateTable(table).set({ urlTableId: null }).where(idColumn, '=', itemId).execute();
      expect((await server.admin.delete(`/api/Routes/${routeId}`)).status).toBe(200);
    }
  });

  permissionMatrix(server, {
    dataType: 'Settings Routes',
    tables: ['url_tables', 'route_links'],
    make,
    read: (c, id) => c.get(`/api/Routes/ByRouteId/${id}`),
    create: (c, languageId) => c.post('/api/Routes', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/Routes', sample(languageId, { routesId: id })),
    delete: (c, id) => c.delete(`/api/Routes/${id}`),
  });

  it('a writer in English cannot move a route into German', async () => {
    const writer = await server.userWith(['Settings Routes', 'write', [1]]);
    const id = await make(server.admin, 1);
    expect((await writer.put('/api/Routes', sample(2, { routesId: id }))).status).toBe(403);
    expect((await server.admin.get(`/api/Routes/ByRouteId/${id}`)).body.languageId).toBe(1);
  });

  rejectsBadBodies(server, {
    name: 'POST /Routes',
    schema: route,
    tables: ['url_tables', 'route_links'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/Routes', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Routes',
    schema: route,
    tables: ['url_tables', 'route_links'],
    valid: async () => sample(1, { routesId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/Routes', body),
  });
});
