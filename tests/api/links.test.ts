import { expect, it } from 'vitest';
import link from '../../schemas/link.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';

const sample = (languageId: number) => ({ key: 'Lendora', category: 'p2p', languageId, urlTableName: 'https://lendora.example/register?ref=compare' });
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Links', sample(languageId))).body.linkId;
const entryOf = (server: any, urlTableId: number) => server.db.selectFrom('url_tables').selectAll().where('urlTableId', '=', urlTableId).executeTakeFirst();

forEachDatabase('External links', (server) => {
  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Links', sample(2));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { linkId, urlTableId } = created.body;
    expect(created.body).toEqual({ ...sample(2), linkId, urlTableId: expect.any(Number), version: 1 });
    expect(await entryOf(server, urlTableId)).toMatchObject({ url: sample(2).urlTableName, dataTypeId: 6, tableId: linkId, languageId: 2 });

    const list = await admin.get('/api/Links/GetExternalLinks?langId=2');
    expect(list.body.find((l: any) => l.linkId === linkId)).toEqual(created.body);
    expect((await admin.get('/api/Links/GetExternalLinks?langId=3')).body.map((l: any) => l.linkId)).not.toContain(linkId);
    expect((await admin.get(`/api/Links/${linkId}`)).body).toEqual(created.body);

    const edited = { ...sample(2), linkId, urlTableId, category: 'bank account', urlTableName: 'https://bank.example/de/konto' };
    const updated = await admin.put('/api/Links', edited);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toEqual({ ...edited, version: 2 });
    expect((await entryOf(server, urlTableId)).url).toBe('https://bank.example/de/konto');

    expect((await admin.delete(`/api/Links/${linkId}`)).status).toBe(200);
    expect((await admin.get(`/api/Links/${linkId}`)).status).toBe(404);
    expect(await entryOf(server, urlTableId)).toBeUndefined();
    expect((await admin.delete(`/api/Links/${linkId}`)).status).toBe(404);
  });

  it('accepts every category of the spec and http(s) addresses only', async () => {
    for (const category of ['p2p', 'crypto', 'stocks', 'other', 'bank account', 'loan']) {
      expect((await server.admin.post('/api/Links', { ...sample(1), category })).status, category).toBe(200);
    }
    expect((await server.admin.post('/api/Links', { ...sample(1), category: 'bonds' })).body.field).toBe('category');
    for (const url of ['javascript:alert(1)', 'lendora.example', 'ftp://lendora.example/x', 'https://']) {
      const answer = await server.admin.post('/api/Links', { ...sample(1), urlTableName: url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.field).toBe('urlTableName');
    }
  });

  it('moving a link to another language moves its address too, and needs both languages', async () => {
    const id = await make(server.admin, 1);
    const writer = await server.userWith(['Settings Links', 'write', [1]]);
    expect((await writer.put('/api/Links', { ...sample(2), linkId: id })).status).toBe(403);
    const moved = await server.admin.put('/api/Links', { ...sample(4), linkId: id });
    expect(moved.body.languageId).toBe(4);
    expect((await entryOf(server, moved.body.urlTableId)).languageId).toBe(4);
  });

  it('link addresses never show up as routes', async () => {
    const created = (await server.admin.post('/api/Links', sample(6))).body;
    expect((await server.admin.get('/api/Routes/ByLanguageId/6')).body.map((r: any) => r.urlTableId)).not.toContain(created.urlTableId);
  });

  permissionMatrix(server, {
    dataType: 'Settings Links',
    tables: ['links', 'url_tables'],
    make,
    read: (c, id) => c.get(`/api/Links/${id}`),
    create: (c, languageId) => c.post('/api/Links', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/Links', { ...sample(languageId), linkId: id, key: 'Changed' }),
    delete: (c, id) => c.delete(`/api/Links/${id}`),
  });

  it('Settings Links: the list needs read in the language asked for', async () => {
    const reader = await server.userWith(['Settings Links', 'read', [1]]);
    expect((await reader.get('/api/Links/GetExternalLinks?langId=1')).status).toBe(200);
    expect((await reader.get('/api/Links/GetExternalLinks?langId=2')).status).toBe(403);
  });

  rejectsBadBodies(server, {
    name: 'POST /Links',
    schema: link,
    tables: ['links', 'url_tables'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/Links', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Links',
    schema: link,
    tables: ['links', 'url_tables'],
    valid: async () => ({ ...sample(1), linkId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/Links', body),
  });
});
