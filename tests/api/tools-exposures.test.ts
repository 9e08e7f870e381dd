import { beforeAll, expect, it } from 'vitest';
import exposure from '../../schemas/exposure.json';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { addReview } from './tools-fixtures';

const BASE = '/api/Portfolio';

forEachDatabase('Exposures', (server) => {
  let platform: number;
  let otherPlatform: number;
  let germanReview: number;
  const sample = () => ({ name: 'Lendoria', platform, investmentAmount: 2500.5, interestRate: 11.2, investingSince: '2023-03-15', status: 'Active' });
  const make = async (admin: ApiClient) => (await admin.post(`${BASE}/AddExposure`, sample())).body.exposureID;

  beforeAll(async () => {
    platform = await addReview(server, 1, 'Lendoria');
    otherPlatform = await addReview(server, 1, 'Crowdvest Baltic');
    germanReview = await addReview(server, 2, 'Lendoria', platform);
  });

  it('adds, lists, reads, edits and deletes as the back office does (ids glued to the paths)', async () => {
    const { admin } = server;
    const created = await admin.post(`${BASE}/AddExposure`, sample());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ ...sample(), investingSince: '2023-03-15T05:00:00.000Z', platformName: 'Lendoria', exposureID: expect.any(Number) });
    const id = created.body.exposureID;

    const all = await admin.get(`${BASE}/GetAllExposures`);
    expect(all.body.find((e: any) => e.exposureID === id)).toMatchObject({ name: 'Lendoria', status: 'Active', platformName: 'Lendoria' });
    expect((await admin.get(`${BASE}/GetExposureById${id}`)).body).toMatchObject({ exposureID: id, investmentAmount: 2500.5 });

    const edited = await admin.put(`${BASE}/EditExposure`, { exposureID: id, platform: otherPlatform, name: '', status: 'Exiting', investmentAmount: 1000, interestRate: 9 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Crowdvest Baltic', platformName: 'Crowdvest Baltic', status: 'Exiting', investingSince: '2023-03-15T05:00:00.000Z' });

    expect((await admin.delete(`${BASE}/DeleteExposure${id}`)).status).toBe(200);
    expect((await admin.get(`${BASE}/GetExposureById${id}`)).status).toBe(404);
    expect((await admin.delete(`${BASE}/DeleteExposure${id}`)).status).toBe(404);
    expect((await admin.put(`${BASE}/EditExposure`, { ...sample(), exposureID: id })).status).toBe(404);
  });

  it('an empty investingSince is now; every stored date is that day at 05:00 UTC', async () => {
    const { admin } = server;
    const today = () => new Date().toISOString().slice(0, 10);
    const dayBefore = today();
    const empty = await admin.post(`${BASE}/AddExposure`, { ...sample(), investingSince: '' });
    const missing = await admin.post(`${BASE}/AddExposure`, { platform, status: 'Testing' });
    for (const answer of [empty, missing]) {
      expect(answer.status).toBe(200);
      expect([`${dayBefore}T05:00:00.000Z`, `${today()}T05:00:00.000Z`]).toContain(answer.body.investingSince);
    }
    expect(missing.body.name).toBe('Lendoria');
    const evening = await admin.post(`${BASE}/AddExposure`, { ...sample(), investingSince: '2022-11-30T21:30:00.000Z' });
    expect(evening.body.investingSince).toBe('2022-11-30T05:00:00.000Z');
    const nonsense = await admin.post(`${BASE}/AddExposure`, { ...sample(), investingSince: 'soon' });
    expect(nonsense.status).toBe(400);
    expect(nonsense.body.field).toBe('investingSince');
  });

  it('the platform must be an English review', async () => {
    for (const bad of [germanReview, 999999, 3_000_000_000]) {
      const answer = await server.admin.post(`${BASE}/AddExposure`, { ...sample(), platform: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('platform');
    }
  });

  // Exposures have no language of their own: the role that counts is the one in English.
  const RANK = { none: 0, read: 1, write: 2, admin: 3 } as const;
  const calls = {
    read: (c: ApiClient, id: number) => c.get(`${BASE}/GetExposureById${id}`),
    list: (c: ApiClient) => c.get(`${BASE}/GetAllExposures`),
    create: (c: ApiClient) => c.post(`${BASE}/AddExposure`, sample()),
    update: (c: ApiClient, id: number) => c.put(`${BASE}/EditExposure`, { ...sample(), exposureID: id, status: 'Testing' }),
    delete: (c: ApiClient, id: number) => c.delete(`${BASE}/DeleteExposure${id}`),
  };
  const needs = { read: 1, list: 1, create: 2, update: 2, delete: 3 } as const;
  for (const [role, language] of [['none', 1], ['read', 1], ['write', 1], ['admin', 1], ['admin', 2]] as const) {
    it(`Settings Bonus: role ${role} in language ${language} only`, async () => {
      const client = await server.userWith(['Settings Bonus', role, [language]]);
      for (const [op, call] of Object.entries(calls) as [keyof typeof calls, (c: ApiClient, id: number) => any][]) {
        const id = await make(server.admin);
        const before = await snapshot(server, ['exposures']);
        const answer = await call(client, id);
        const allowed = language === 1 && RANK[role] >= needs[op];
        expect(answer.status, `${op}: ${JSON.stringify(answer.body)}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(await snapshot(server, ['exposures']), op).toEqual(before);
      }
    });
  }

  it('Settings Bonus: without a token every call is 401 and changes nothing', async () => {
    const id = await make(server.admin);
    const before = await snapshot(server, ['exposures']);
    for (const call of Object.values(calls)) expect((await call(server.anonymous, id)).status).toBe(401);
    expect(await snapshot(server, ['exposures'])).toEqual(before);
  });

  rejectsBadBodies(server, {
    name: 'POST /Portfolio/AddExposure',
    schema: exposure,
    tables: ['exposures'],
    valid: async () => sample(),
    send: (c, body) => c.post(`${BASE}/AddExposure`, body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Portfolio/EditExposure',
    schema: exposure,
    tables: ['exposures'],
    valid: async () => ({ ...sample(), exposureID: await make(server.admin) }),
    send: (c, body) => c.put(`${BASE}/EditExposure`, body),
  });
});
