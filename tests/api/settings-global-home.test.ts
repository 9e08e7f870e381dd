import { expect, it } from 'vitest';
import globalHome from '../../schemas/global-home-settings.json';
import { forEachDatabase, type TestServer } from '../support/harness';
import { snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';

const SECTIONS = ['market', 'features', 'review', 'comparison', 'news', 'academy', 'bonus', 'portfolio'];
const sample = () => ({
  pageTitle: 'Invest in loans across Europe',
  subtitle: 'Reviews, tools and news in five languages',
  serpTitle: 'P2P lending compared',
  serpDescription: 'Independent reviews of lending platforms.',
  ...Object.fromEntries(SECTIONS.flatMap((s) => [[`${s}Title`, `${s} title`], [`${s}Text`, `${s} text`]])),
});
const clear = (server: TestServer) => server.db.deleteFrom('home_settings2').execute();
async function ensure(server: TestServer) {
  if ((await server.admin.get('/api/HomeSettings2?id=5')).status === 404) await server.admin.post('/api/HomeSettings2', sample());
  return 5;
}

forEachDatabase('Global home settings', (server) => {
  it('creates the record the back office loads (id 5), reads and updates it', async () => {
    await clear(server);
    expect((await server.admin.get('/api/HomeSettings2?id=5')).status).toBe(404);
    const created = await server.admin.post('/api/HomeSettings2', sample());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ homeSettings2Id: 5, ...sample(), version: 1 });

    const read = await server.admin.get('/api/HomeSettings2?id=5');
    expect(read.body).toEqual({ homeSettings2Id: 5, ...sample(), version: 1 });
    const updated = await server.admin.put('/api/HomeSettings2', { ...read.body, marketTitle: 'The market this month' });
    expect(updated.status).toBe(200);
    expect((await server.admin.get('/api/HomeSettings2?id=5')).body.marketTitle).toBe('The market this month');

    expect((await server.admin.post('/api/HomeSettings2', sample())).status).toBe(409);
    expect((await server.admin.put('/api/HomeSettings2', { ...sample(), homeSettings2Id: 999999 })).status).toBe(404);
  });

  it('leaves the id sequence after the fixed id', async () => {
    await ensure(server);
    const row = await server.db.insertInto('home_settings2').values({ pageTitle: 'Another' }).returning('homeSettings2Id').executeTakeFirstOrThrow();
    expect(row.homeSettings2Id).toBeGreaterThan(5);
    await server.db.deleteFrom('home_settings2').where('homeSettings2Id', '=', row.homeSettings2Id).execute();
  });

  // The record has no language: a Settings Bonus role in any language decides.
  for (const role of ['none', 'read', 'write', 'admin'] as const) {
    it(`Settings Bonus: role ${role} in language 2 only`, async () => {
      const client = await server.userWith(['Settings Bonus', role, [2]]);
      const canRead = role !== 'none';
      const canWrite = role === 'write' || role === 'admin';
      await ensure(server);
      expect((await client.get('/api/HomeSettings2?id=5')).status).toBe(canRead ? 200 : 403);

      const before = await snapshot(server, ['home_settings2']);
      const update = await client.put('/api/HomeSettings2', { ...sample(), homeSettings2Id: 5, bonusTitle: `By ${role}` });
      expect(update.status).toBe(canWrite ? 200 : 403);
      if (!canWrite) expect(await snapshot(server, ['home_settings2'])).toEqual(before);

      await clear(server);
      const create = await client.post('/api/HomeSettings2', sample());
      expect(create.status).toBe(canWrite ? 200 : 403);
      if (!canWrite) expect(await server.db.selectFrom('home_settings2').selectAll().execute()).toEqual([]);
    });
  }

  it('without a token every call is 401', async () => {
    await ensure(server);
    expect((await server.anonymous.get('/api/HomeSettings2?id=5')).status).toBe(401);
    expect((await server.anonymous.put('/api/HomeSettings2', { ...sample(), homeSettings2Id: 5 })).status).toBe(401);
    expect((await server.anonymous.post('/api/HomeSettings2', sample())).status).toBe(401);
  });

  rejectsBadBodies(server, {
    name: 'POST /HomeSettings2',
    schema: globalHome,
    tables: ['home_settings2'],
    valid: async () => sample(),
    send: (c, body) => c.post('/api/HomeSettings2', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /HomeSettings2',
    schema: globalHome,
    tables: ['home_settings2'],
    valid: async () => ({ ...sample(), homeSettings2Id: await ensure(server) }),
    send: (c, body) => c.put('/api/HomeSettings2', body),
  });
});
