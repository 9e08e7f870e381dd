import { beforeAll, expect, it } from 'vitest';
import newsFeed from '../../schemas/news-feed.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { addReview } from './tools-fixtures';

const PLATFORM_AND_MARKET = "Can't select Platform and Market at once. Please select just one.";

forEachDatabase('News feed', (server) => {
  const platforms: Record<number, number> = {};
  const sample = (languageId: number) => ({
    newsFeedId: -1,
    reviewId: null as number | null,
    languageId,
    urlTableId: null,
    url: '',
    newsText: 'Retail investors moved record volumes into consumer loans this quarter.',
    createdDate: '2024-04-10T08:00:00.000Z',
    market: true,
    redFlag: false,
    tagLine: 'Record quarter for consumer loans',
  });
  const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/NewsFeed', sample(languageId))).body.newsFeedId;
  const urlEntry = (urlTableId: number) => server.db.selectFrom('url_tables').selectAll().where('urlTableId', '=', urlTableId).executeTakeFirst();

  beforeAll(async () => {
    for (const languageId of [1, 2, 3, 4, 6]) platforms[languageId] = await addReview(server, languageId, 'Lendoria');
  });

  it('creates, lists, reads, edits and deletes as the back office does, with its url entry', async () => {
    const { admin } = server;
    const body = { ...sample(2), reviewId: platforms[2], market: false, redFlag: true, tagLine: 'Größere Rückkäufe bei Lendoria!' };
    const created = await admin.post('/api/NewsFeed', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { newsFeedId, urlTableId } = created.body;
    expect(created.body).toMatchObject({ reviewId: platforms[2], reviewName: 'Lendoria', languageId: 2, redFlag: true, market: false, url: 'grossere-ruckkaufe-bei-lendoria' });
    expect(await urlEntry(urlTableId)).toMatchObject({ url: 'grossere-ruckkaufe-bei-lendoria', dataTypeId: 12, tableId: newsFeedId, languageId: 2 });

    const list = await admin.get('/api/NewsFeed/GetList/2?UseCase=Dashboard');
    expect(list.status).toBe(200);
    expect(list.body.find((n: any) => n.newsFeedId === newsFeedId)).toMatchObject({ reviewName: 'Lendoria', url: 'grossere-ruckkaufe-bei-lendoria', createdDate: body.createdDate });
    expect((await admin.get('/api/NewsFeed/GetList/3?UseCase=Dashboard')).body.map((n: any) => n.newsFeedId)).not.toContain(newsFeedId);
    expect((await admin.get(`/api/NewsFeed/${newsFeedId}`)).body).toMatchObject({ newsFeedId, urlTableId, tagLine: body.tagLine });

    const edited = await admin.put('/api/NewsFeed', { ...created.body, url: 'https://lendoria.example/blog/buybacks', tagLine: 'Edited' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ tagLine: 'Edited', urlTableId, url: 'https://lendoria.example/blog/buybacks' });
    expect((await urlEntry(urlTableId))?.url).toBe('https://lendoria.example/blog/buybacks');

    const kept = await admin.put('/api/NewsFeed', { ...edited.body, url: '' });
    expect(kept.body.url).toBe('https://lendoria.example/blog/buybacks');

    expect((await admin.delete(`/api/NewsFeed/${newsFeedId}`)).status).toBe(200);
    expect((await admin.get(`/api/NewsFeed/${newsFeedId}`)).status).toBe(404);
    expect(await urlEntry(urlTableId)).toBeUndefined();
    expect((await admin.delete(`/api/NewsFeed/${newsFeedId}`)).status).toBe(404);
  });

  it('a url sent on create is the url entry; a second news item with the same tagline gets a distinct url', async () => {
    const { admin } = server;
    const sent = await admin.post('/api/NewsFeed', { ...sample(3), url: 'https://fuente.example/noticia' });
    expect((await urlEntry(sent.body.urlTableId))?.url).toBe('https://fuente.example/noticia');
    const first = await admin.post('/api/NewsFeed', { ...sample(4), tagLine: 'Même titre' });
    const second = await admin.post('/api/NewsFeed', { ...sample(4), tagLine: 'Même titre' });
    expect(first.body.url).toBe('meme-titre');
    expect(second.body.url).toBe(`meme-titre-${second.body.newsFeedId}`);
  });

  it('refuses a platform and Market together with the form message', async () => {
    const answer = await server.admin.post('/api/NewsFeed', { ...sample(1), reviewId: platforms[1], market: true });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(PLATFORM_AND_MARKET);
    const id = await make(server.admin, 1);
    const edit = await server.admin.put('/api/NewsFeed', { ...sample(1), newsFeedId: id, reviewId: platforms[1], market: true });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(PLATFORM_AND_MARKET);
  });

  it('an empty platform is null; the platform must be a review of the news language', async () => {
    const { admin } = server;
    const empty = await admin.post('/api/NewsFeed', { ...sample(1), reviewId: 0, market: false });
    expect(empty.body).toMatchObject({ reviewId: null, reviewName: null });
    for (const reviewId of [platforms[2], 999999]) {
      const answer = await admin.post('/api/NewsFeed', { ...sample(1), reviewId, market: false });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('reviewId');
    }
  });

  it('the date defaults to now (UTC); an edit without a date keeps it; the list is newest first', async () => {
    const { admin } = server;
    const before = Date.now();
    const now = await admin.post('/api/NewsFeed', { ...sample(6), createdDate: null });
    expect(Date.parse(now.body.createdDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(now.body.createdDate).toMatch(/Z$/);
    const old = await admin.post('/api/NewsFeed', { ...sample(6), createdDate: '2023-01-05T10:00:00.000Z' });
    const { createdDate, ...withoutDate } = old.body;
    expect((await admin.put('/api/NewsFeed', withoutDate)).body.createdDate).toBe(createdDate);
    const dates = (await admin.get('/api/NewsFeed/GetList/6')).body.map((n: any) => n.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(now.body.createdDate);
  });

  it('moving a news item to another language moves its url entry too', async () => {
    const created = await server.admin.post('/api/NewsFeed', sample(1));
    const moved = await server.admin.put('/api/NewsFeed', { ...created.body, languageId: 4 });
    expect(moved.status).toBe(200);
    expect((await urlEntry(created.body.urlTableId))?.languageId).toBe(4);
  });

  permissionMatrix(server, {
    dataType: 'NewsFeed',
    tables: ['news_feed', 'url_tables'],
    make,
    read: (c, id) => c.get(`/api/NewsFeed/${id}`),
    create: (c, languageId) => c.post('/api/NewsFeed', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/NewsFeed', { ...sample(languageId), newsFeedId: id, tagLine: 'Changed' }),
    delete: (c, id) => c.delete(`/api/NewsFeed/${id}`),
  });

  it('the list needs read in the language asked for', async () => {
    const reader = await server.userWith(['NewsFeed', 'read', [1]]);
    expect((await reader.get('/api/NewsFeed/GetList/1?UseCase=Dashboard')).status).toBe(200);
    expect((await reader.get('/api/NewsFeed/GetList/2?UseCase=Dashboard')).status).toBe(403);
  });

  rejectsBadBodies(server, {
    name: 'POST /NewsFeed',
    schema: newsFeed,
    tables: ['news_feed', 'url_tables'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/NewsFeed', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /NewsFeed',
    schema: newsFeed,
    tables: ['news_feed', 'url_tables'],
    valid: async () => ({ ...sample(1), newsFeedId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/NewsFeed', body),
  });
});
