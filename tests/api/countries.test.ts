import { describe, expect, it } from 'vitest';
import builtIn from '../../schemas/reference/countries.json';
import country from '../../schemas/country.json';
import { forEachDatabase } from '../support/harness';
import { rejectsBadBodies } from '../support/bad-bodies';
import { snapshot } from '../support/matrix';
import { languagelessMatrix } from './data-matrix';
import { freeCountryName, INDICATORS, makeCountry, makeReview } from './data-fixtures';

const TABLES = ['countries', 'lenders'];

describe('the built-in country list', () => {
  const local = builtIn.filter((e) => e.type === 'local');
  it('holds a Global entry, every ISO 3166-1 country and territory plus Kosovo, and 10 regions', () => {
    expect(builtIn.filter((e) => e.type === 'global').map((e) => e.label)).toEqual(['Global']);
    expect(local).toHaveLength(250);
    expect(builtIn.filter((e) => e.type === 'region').map((e) => e.label)).toEqual([
      'Europe', 'South America', 'Asia', 'Balkan', 'Middle East', 'Africa', 'North America', 'Oceania', 'Caribbean', 'Scandinavia',
    ]);
    expect(builtIn).toHaveLength(261);
  });

  it('has unique labels, value equal to label and unique two-letter codes', () => {
    expect(new Set(builtIn.map((e) => e.label)).size).toBe(builtIn.length);
    for (const entry of builtIn) expect(entry.value).toBe(entry.label);
    expect(local.every((e) => /^[A-Z]{2}$/.test(e.code!))).toBe(true);
    expect(new Set(local.map((e) => e.code)).size).toBe(local.length);
    const byCode = Object.fromEntries(local.map((e) => [e.code, e.label]));
    expect(byCode).toMatchObject({ EE: 'Estonia', DE: 'Germany', CZ: 'Czech Republic', GB: 'United Kingdom', XK: 'Kosovo', KZ: 'Kazakhstan' });
  });
});

forEachDatabase('Countries', (server) => {
  it('adds, lists, reads, saves and deletes a country as the back office does', async () => {
    const { admin } = server;
    const added = await admin.post('/api/Country', { countryName: 'Estonia' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ countryID: expect.any(Number), countryName: 'Estonia', ruleOfLaw: null, creditRating: null });
    const countryID = added.body.countryID;

    const list = await admin.get('/api/Country/GetCountryList');
    expect(list.status).toBe(200);
    expect(list.body.find((c: any) => c.countryID === countryID)).toMatchObject({ countryName: 'Estonia', currencyRisk: null });

    const saved = await admin.put('/api/Country', { ...(await admin.get(`/api/Country/${countryID}`)).body, ...INDICATORS });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ countryID, countryName: 'Estonia', ...INDICATORS, version: 2 });
    expect((await admin.get(`/api/Country/${countryID}`)).body).toEqual({ countryID, countryName: 'Estonia', ...INDICATORS, version: 2 });

    const cleared = await admin.put('/api/Country', { countryID, countryName: 'Estonia', ...INDICATORS, ruleOfLaw: null, regulation: null });
    expect(cleared.body).toMatchObject({ ruleOfLaw: null, regulation: null, nplRatio: 0.4 });

    expect((await admin.delete(`/api/Country/${countryID}`)).body).toMatchObject({ countryID, countryName: 'Estonia' });
    expect((await admin.get(`/api/Country/${countryID}`)).status).toBe(404);
    expect((await admin.delete(`/api/Country/${countryID}`)).status).toBe(404);
  });

  it('lists countries sorted by name, accents included', async () => {
    for (const countryName of ['Austria', 'Åland Islands', 'Albania']) await server.admin.post('/api/Country', { countryName });
    const names: string[] = (await server.admin.get('/api/Country/GetCountryList')).body.map((c: any) => c.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('adds only names of the built-in list, Global and regions included', async () => {
    const before = await snapshot(server, TABLES);
    for (const countryName of ['Atlantis', 'estonia', ' Spain', '']) {
      const answer = await server.admin.post('/api/Country', { countryName });
      expect(answer.status, countryName).toBe(400);
      expect(answer.body.field).toBe('countryName');
    }
    expect((await server.admin.post('/api/Country', { countryName: 12 })).body.field).toBe('countryName');
    expect(await snapshot(server, TABLES)).toEqual(before);
    for (const countryName of ['Global', 'Scandinavia', "Côte d'Ivoire"]) expect((await server.admin.post('/api/Country', { countryName })).status).toBe(200);
  });

  it('adds a country only once', async () => {
    const countryName = await freeCountryName(server.admin);
    expect((await server.admin.post('/api/Country', { countryName })).status).toBe(200);
    const before = await snapshot(server, TABLES);
    const again = await server.admin.post('/api/Country', { countryName, ...INDICATORS });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('refuses to rename a country on save', async () => {
    const countryID = await makeCountry(server.admin);
    const before = await snapshot(server, TABLES);
    const answer = await server.admin.put('/api/Country', { countryID, countryName: 'Narnia', ...INDICATORS });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('countryName');
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('enforces the natural bounds of the indicators but not the narrower hints', async () => {
    const countryID = await makeCountry(server.admin);
    const name = (await server.admin.get(`/api/Country/${countryID}`)).body.countryName;
    const save = (values: object) => server.admin.put('/api/Country', { countryID, countryName: name, ...INDICATORS, ...values });
    for (const [field, value] of [['ruleOfLaw', 2.6], ['ruleOfLaw', -2.6], ['corruptionIndex', 101], ['nplRatio', -1], ['internetPenetration', 100.5], ['currencyRisk', 'medium'], ['creditRating', 'AAA+']] as const) {
      const answer = await save({ [field]: value });
      expect(answer.status, `${field} ${value}`).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect((await save({ ruleOfLaw: -2.3, inflationRate: -1.2, corruptionIndex: 0 })).body).toMatchObject({ ruleOfLaw: -2.3, inflationRate: -1.2 });
  });

  it('answers 404 for an unknown country', async () => {
    expect((await server.admin.get('/api/Country/999999')).status).toBe(404);
    const answer = await server.admin.put('/api/Country', { countryID: 999999, countryName: 'Estonia' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('Country 999999');
  });

  it('refuses to delete a country a lender uses, and changes nothing', async () => {
    const countryID = await makeCountry(server.admin);
    const reviewID = await makeReview(server, 1, 'Lendora');
    const lender = await server.admin.post('/api/Lender', { lenderName: 'Kadaka Credit', countryID, reviewID });
    const before = await snapshot(server, TABLES);
    const answer = await server.admin.delete(`/api/Country/${countryID}`);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CONFLICT');
    expect(await snapshot(server, TABLES)).toEqual(before);
    await server.admin.delete(`/api/Lender/${lender.body.lenderID}`);
    expect((await server.admin.delete(`/api/Country/${countryID}`)).status).toBe(200);
  });

  languagelessMatrix(server, {
    dataType: 'Academy',
    tables: TABLES,
    make: makeCountry,
    list: (c) => c.get('/api/Country/GetCountryList'),
    read: (c, id) => c.get(`/api/Country/${id}`),
    create: async (c) => c.post('/api/Country', { countryName: await freeCountryName(server.admin) }),
    update: async (c, id) => c.put('/api/Country', { ...(await server.admin.get(`/api/Country/${id}`)).body, ...INDICATORS, creditRating: 'BB' }),
    delete: (c, id) => c.delete(`/api/Country/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /Country',
    schema: country,
    tables: TABLES,
    valid: async () => ({ countryName: await freeCountryName(server.admin) }),
    send: (c, body) => c.post('/api/Country', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Country',
    schema: { ...country, required: [...country.required, 'countryID'] },
    tables: TABLES,
    valid: async () => {
      const countryID = await makeCountry(server.admin);
      return { ...(await server.admin.get(`/api/Country/${countryID}`)).body, ...INDICATORS };
    },
    send: (c, body) => c.put('/api/Country', body),
  });
});
