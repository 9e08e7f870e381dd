import { expect, it } from 'vitest';
import urlTable from '../../schemas/url-table.json';
import { forEachDatabase } from '../support/harness';
import { rejectsBadBodies } from '../support/bad-bodies';
import { makeContent, makeUrlEntry, uniqueUrl } from './routes-links-faq-support';

const route = async (server: any, dataTypeId: number, languageId: number, tableId = 0) =>
  (await server.admin.post('/api/Routes', { dataTypeId, languageId, urlTableName: uniqueUrl(), tableId, link: [] })).body.routesId as number;

forEachDatabase('UrlTables', (server) => {
  it('updates a review route as the review screen does, and answers the entry', async () => {
    const reviewId = await makeContent(server, 'review', 3);
    const urlTableId = await route(server, 1, 3, reviewId);
    const url = uniqueUrl('opiniones');
    const answer = await server.admin.put('/api/UrlTables', { urlTableId, url, dataTypeId: 1, tableId: reviewId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ urlTableId, url, dataTypeId: 1, tableId: reviewId, languageId: 3, version: 2 });
    expect((await server.admin.get(`/api/Routes/ByRouteId/${urlTableId}`)).body.url).toBe(url);
  });

  it('checks the data type of the entry: Review for reviews, NewsFeed for news urls, Settings Routes otherwise', async () => {
    const reviewRoute = await route(server, 1, 1);
    const generalRoute = await route(server, 16, 1);
    const newsUrl = await makeUrlEntry(server, 12, 1);
    const reviewWriter = await server.userWith(['Review', 'write', [1]]);
    const newsWriter = await server.userWith(['NewsFeed', 'write', [1]]);
    const routesWriter = await server.userWith(['Settings Routes', 'write', [1]]);
    const put = (c: any, urlTableId: number, dataTypeId: number) => c.put('/api/UrlTables', { urlTableId, url: uniqueUrl('x'), dataTypeId, tableId: 0 });

    expect((await put(reviewWriter, reviewRoute, 1)).status).toBe(200);
    expect((await put(reviewWriter, generalRoute, 16)).status).toBe(403);
    expect((await put(reviewWriter, newsUrl, 12)).status).toBe(403);
    expect((await put(newsWriter, newsUrl, 12)).status).toBe(200);
    expect((await put(newsWriter, reviewRoute, 1)).status).toBe(403);
    expect((await put(routesWriter, generalRoute, 16)).status).toBe(200);
    expect((await put(routesWriter, newsUrl, 12)).status).toBe(403);
    // Turning a general route into a review route needs both data types.
    expect((await put(routesWriter, generalRoute, 1)).status).toBe(403);
    expect((await put(await server.userWith(['Review', 'read', [1]]), reviewRoute, 1)).status).toBe(403);
    expect((await put(await server.userWith(['Review', 'write', [2]]), reviewRoute, 1)).status).toBe(403);
  });

  it('applies the route url rule and uniqueness to content routes only', async () => {
    const a = await route(server, 16, 2);
    const taken = (await server.admin.get(`/api/Routes/ByRouteId/${await route(server, 16, 2)}`)).body.url;
    const bad = await server.admin.put('/api/UrlTables', { urlTableId: a, url: 'Mit Leerzeichen', dataTypeId: 16, tableId: 0 });
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'Delete special characters from the URL and click SAVE', field: 'url' });
    expect((await server.admin.put('/api/UrlTables', { urlTableId: a, url: taken, dataTypeId: 16, tableId: 0 })).status).toBe(409);
    const news = await makeUrlEntry(server, 12, 2);
    expect((await server.admin.put('/api/UrlTables', { urlTableId: news, url: 'news/Neue_Plattform', dataTypeId: 12, tableId: 0 })).status).toBe(200);
  });

  it('refuses to change the kind of an entry and unknown ids', async () => {
    const a = await route(server, 16, 1);
    const changed = await server.admin.put('/api/UrlTables', { urlTableId: a, url: 'x', dataTypeId: 12, tableId: 0 });
    expect(changed.status).toBe(400);
    expect(changed.body.field).toBe('dataTypeId');
    expect((await server.admin.put('/api/UrlTables', { urlTableId: 999999, url: 'x', dataTypeId: 16 })).status).toBe(404);
    const link = await makeUrlEntry(server, 6, 1, 'https://lendora.example/');
    expect((await server.admin.put('/api/UrlTables', { urlTableId: link, url: 'javascript:alert(1)', dataTypeId: 6 })).body.field).toBe('url');
  });

  rejectsBadBodies(server, {
    name: 'PUT /UrlTables',
    schema: urlTable,
    tables: ['url_tables'],
    valid: async () => ({ urlTableId: await route(server, 16, 1), url: uniqueUrl(), dataTypeId: 16, tableId: 0 }),
    send: (c, body) => c.put('/api/UrlTables', body),
  });
});
