import { expect, it } from 'vitest';
import pageSettings from '../../schemas/page-settings.json';
import type { DataTypeName } from '../../shared/data-types';
import { forEachDatabase, type TestServer } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { makeReviews } from './settings-support';

/** Each page, the call that reads it and the data type that guards it. */
const PAGES: [number, string, DataTypeName][] = [
  [21, 'GetAcademySettingsByLangId/{lang}?UseCase=Dashboard', 'Settings Academy'],
  [20, 'GetBonusSettingsByLangId/{lang}?UseCase=Dashboard', 'Settings Bonus'],
  [19, 'GetNewsSettingsByLangId/{lang}?UseCase=Dashboard', 'Settings News'],
  [22, 'GetReviewSettingsByLangId/{lang}?UseCase=Dashboard', 'Settings Reviews'],
  [44, 'GetBlogsSettingsByLangId/{lang}?UseCase=Dashboard', 'Settings Blog'],
  [53, 'GetToolSettingsByLangId?id={lang}&UseCase=Dashboard', 'Settings Bonus'],
];
const readPath = (dataTypeId: number, languageId: number) =>
  `/api/PagesSettings/${PAGES.find(([id]) => id === dataTypeId)![1].replace('{lang}', String(languageId))}`;

const sample = (languageId: number, dataTypeId: number) => ({
  languageId,
  dataTypeId,
  serpId: null,
  title: 'Peer-to-peer lending academy',
  subtitle: 'Guides for new investors',
  serpTitle: 'P2P academy',
  serpDescription: 'Everything about investing in loans.',
});

const clear = (server: TestServer, languageId: number, dataTypeId: number) =>
  server.db.deleteFrom('pages_settings').where('languageId', '=', languageId).where('dataTypeId', '=', dataTypeId).execute();

/** The record of that page and language, created when missing. */
async function ensure(server: TestServer, languageId: number, dataTypeId: number): Promise<number> {
  const existing = await server.admin.get(readPath(dataTypeId, languageId));
  if (existing.body) return existing.body.pagesSettingsId;
  return (await server.admin.post('/api/PagesSettings', sample(languageId, dataTypeId))).body.pagesSettingsId;
}

forEachDatabase('Page settings', (server) => {
  it('reads null before creation, then creates, reads and updates every page as the back office does', async () => {
    for (const [dataTypeId] of PAGES) {
      await clear(server, 3, dataTypeId);
      const empty = await server.admin.get(readPath(dataTypeId, 3));
      expect(empty.status).toBe(200);
      expect(empty.body).toBeNull();

      const created = await server.admin.post('/api/PagesSettings', sample(3, dataTypeId));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toMatchObject({ ...sample(3, dataTypeId), pagesSettingsId: expect.any(Number) });

      const read = await server.admin.get(readPath(dataTypeId, 3));
      expect(read.body).toMatchObject(sample(3, dataTypeId));
      const changed = { ...read.body, title: `Changed ${dataTypeId}`, editorialNote: 'Written by our editors.' };
      const updated = await server.admin.put('/api/PagesSettings', changed);
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect((await server.admin.get(readPath(dataTypeId, 3))).body).toMatchObject({ title: `Changed ${dataTypeId}`, editorialNote: 'Written by our editors.' });
    }
  });

  it('keeps the excluded platforms of the review settings as a JSON string of review ids of the language', async () => {
    const [first, second] = await makeReviews(server, 4);
    const [foreign] = await makeReviews(server, 1, 1);
    await clear(server, 4, 22);
    const body = { ...sample(4, 22), platform: `[${first},${second}]`, ratingMethodology: 'Four ratings, weighted.', pageSettingsSubtitle: 'How we rate' };
    const created = await server.admin.post('/api/PagesSettings', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = (await server.admin.get(readPath(22, 4))).body;
    expect(read).toMatchObject({ platform: `[${first},${second}]`, ratingMethodology: 'Four ratings, weighted.', pageSettingsSubtitle: 'How we rate' });
    expect(JSON.parse(read.platform)).toEqual([first, second]);

    for (const platform of [`[${foreign}]`, '[99999999]', 'three and five', '[1,,2]']) {
      const refused = await server.admin.put('/api/PagesSettings', { ...read, platform });
      expect(refused.status, platform).toBe(400);
      expect(refused.body.field).toBe('platform');
    }
    const cleared = await server.admin.put('/api/PagesSettings', { ...read, platform: '[]' });
    expect(cleared.body.platform).toBe('[]');
  });

  it('keeps one record per language and page', async () => {
    await clear(server, 6, 19);
    await clear(server, 6, 44);
    expect((await server.admin.post('/api/PagesSettings', sample(6, 19))).status).toBe(200);
    const again = await server.admin.post('/api/PagesSettings', sample(6, 19));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect((await server.admin.post('/api/PagesSettings', sample(6, 44))).status).toBe(200);
  });

  it('refuses moving a record to another language or page, an unknown id and an unknown SERP', async () => {
    const id = await ensure(server, 2, 21);
    const moved = await server.admin.put('/api/PagesSettings', { ...sample(3, 21), pagesSettingsId: id });
    expect([moved.status, moved.body.field]).toEqual([400, 'languageId']);
    const retyped = await server.admin.put('/api/PagesSettings', { ...sample(2, 20), pagesSettingsId: id });
    expect([retyped.status, retyped.body.field]).toEqual([400, 'dataTypeId']);
    const unknown = await server.admin.put('/api/PagesSettings', { ...sample(2, 21), pagesSettingsId: 999999 });
    expect(unknown.status).toBe(404);
    const serp = await server.admin.put('/api/PagesSettings', { ...sample(2, 21), pagesSettingsId: id, serpId: 999999 });
    expect([serp.status, serp.body.field]).toEqual([400, 'serpId']);
    const other = await server.admin.post('/api/PagesSettings', { ...sample(2, 21), dataTypeId: 45 });
    expect([other.status, other.body.field]).toEqual([400, 'dataTypeId']);
  });

  it('checks each call against the data type of its page', async () => {
    for (const [dataTypeId, , dataType] of PAGES) {
      const holder = await server.userWith([dataType, 'write']);
      const stranger = await server.userWith([dataType === 'Settings Academy' ? 'Settings News' : 'Settings Academy', 'write']);
      await clear(server, 3, dataTypeId);
      expect((await stranger.post('/api/PagesSettings', sample(3, dataTypeId))).status, `${dataTypeId} stranger`).toBe(403);
      const created = await holder.post('/api/PagesSettings', sample(3, dataTypeId));
      expect(created.status, `${dataTypeId} holder`).toBe(200);
      expect((await stranger.get(readPath(dataTypeId, 3))).status).toBe(403);
      expect((await holder.get(readPath(dataTypeId, 3))).status).toBe(200);
      expect((await stranger.put('/api/PagesSettings', created.body)).status).toBe(403);
      expect((await holder.put('/api/PagesSettings', created.body)).status).toBe(200);
    }
  });

  // Bonus (20) and tools (53) pages share Settings Bonus: make() keeps a bonus record and frees the tools slot for create().
  permissionMatrix(server, {
    dataType: 'Settings Bonus',
    tables: ['pages_settings'],
    make: async (_admin: ApiClient, languageId: number) => {
      await clear(server, languageId, 53);
      return ensure(server, languageId, 20);
    },
    read: (c, _id, languageId) => c.get(readPath(20, languageId)),
    create: (c, languageId) => c.post('/api/PagesSettings', sample(languageId, 53)),
    update: (c, id, languageId) => c.put('/api/PagesSettings', { ...sample(languageId, 20), pagesSettingsId: id, title: 'Changed' }),
  });

  rejectsBadBodies(server, {
    name: 'POST /PagesSettings',
    schema: pageSettings,
    tables: ['pages_settings'],
    valid: async () => sample(1, 21),
    send: (c, body) => c.post('/api/PagesSettings', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /PagesSettings',
    schema: pageSettings,
    tables: ['pages_settings'],
    valid: async () => ({ ...sample(1, 21), pagesSettingsId: await ensure(server, 1, 21) }),
    send: (c, body) => c.put('/api/PagesSettings', body),
  });
});
