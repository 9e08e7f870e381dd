import { beforeAll, expect, it } from 'vitest';
import lender from '../../schemas/lender.json';
import { forEachDatabase } from '../support/harness';
import { rejectsBadBodies } from '../support/bad-bodies';
import { snapshot } from '../support/matrix';
import type { ApiClient } from '../support/client';
import { languagelessMatrix } from './data-matrix';
import { makeCountry, makeReview } from './data-fixtures';

const TABLES = ['lenders', 'countries'];
const FIGURES = {
  equity2y: 4_200_000, equity1y: 4_950_000, assets2y: 23_100_000, assets1y: 28_350_000,
  liabilities2y: 18_900_000, liabilities1y: 23_400_000, netProfit2y: -120_000.5, netProfit1y: 750_000,
};

forEachDatabase('Lenders', (server) => {
  const ids = { countryID: 0, reviewID: 0, germanReviewID: 0, countryName: '' };
  const modal = (lenderName = 'Kadaka Credit') => ({ countryID: ids.countryID, lenderName, reviewID: ids.reviewID });
  const form = () => ({ lenderName: 'Baltkredit Finance', ...FIGURES, countryID: ids.countryID, reviewID: ids.reviewID, sourceLink: 'https://baltkredit.example/report.pdf', audit: true });
  const make = async (admin: ApiClient) => (await admin.post('/api/Lender', modal())).body.lenderID as number;

  beforeAll(async () => {
    ids.countryID = await makeCountry(server.admin);
    ids.countryName = (await server.admin.get(`/api/Country/${ids.countryID}`)).body.countryName;
    ids.reviewID = await makeReview(server, 1, 'Lendora');
    ids.germanReviewID = await makeReview(server, 2, 'Lendora DE');
  });

  it('adds from the modal and from the form, lists, reads, saves and deletes as the back office does', async () => {
    const { admin } = server;
    const fromModal = await admin.post('/api/Lender', modal());
    expect(fromModal.status).toBe(200);
    expect(fromModal.body).toMatchObject({ ...modal(), lenderID: expect.any(Number), countryName: ids.countryName, reviewName: 'Lendora', audit: false, equity2y: null, sourceLink: null });

    const fromForm = await admin.post('/api/Lender', form());
    expect(fromForm.status).toBe(200);
    expect(fromForm.body).toEqual({ ...form(), lenderID: expect.any(Number), countryName: ids.countryName, reviewName: 'Lendora', version: 1 });
    const lenderID = fromForm.body.lenderID;

    const list = await admin.get('/api/Lender/GetLenderList');
    expect(list.status).toBe(200);
    const row = list.body.find((l: any) => l.lenderID === lenderID);
    expect(Object.keys(row).sort()).toEqual([...Object.keys(lender.properties), 'version'].sort());
    expect(row).toMatchObject({ lenderName: 'Baltkredit Finance', countryName: ids.countryName, reviewName: 'Lendora', audit: true });
    const names: string[] = list.body.map((l: any) => l.lenderName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    const loaded = (await admin.get(`/api/Lender/${lenderID}`)).body;
    const saved = await admin.put('/api/Lender', { ...loaded, netProfit1y: 800_000, audit: false, sourceLink: null });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ lenderID, netProfit1y: 800_000, audit: false, sourceLink: null, equity2y: FIGURES.equity2y });
    expect((await admin.get(`/api/Lender/${lenderID}`)).body).toEqual(saved.body);

    expect((await admin.delete(`/api/Lender/${lenderID}`)).body).toMatchObject({ lenderID, lenderName: 'Baltkredit Finance' });
    expect((await admin.get(`/api/Lender/${lenderID}`)).status).toBe(404);
    expect((await admin.delete(`/api/Lender/${lenderID}`)).status).toBe(404);
  });

  it('checks the required fields in the form order, with its messages', async () => {
    const before = await snapshot(server, TABLES);
    const cases: [object, string, string][] = [
      [{}, 'lenderName', 'Lender name is required field.'],
      [{ lenderName: '   ', countryID: null, reviewID: null }, 'lenderName', 'Lender name is required field.'],
      [{ lenderName: 'Kadaka Credit' }, 'countryID', 'Please select country.'],
      [{ lenderName: 'Kadaka Credit', countryID: null, reviewID: ids.reviewID }, 'countryID', 'Please select country.'],
      [{ lenderName: 'Kadaka Credit', countryID: ids.countryID }, 'reviewID', 'Please select platform.'],
      [{ lenderName: 'Kadaka Credit', countryID: ids.countryID, reviewID: null }, 'reviewID', 'Please select platform.'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await server.admin.post('/api/Lender', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body).toMatchObject({ field, message });
    }
    const lenderID = await make(server.admin);
    const update = await server.admin.put('/api/Lender', { lenderID, lenderName: 'Kadaka Credit', countryID: ids.countryID });
    expect(update.body).toMatchObject({ field: 'reviewID', message: 'Please select platform.' });
    await server.admin.delete(`/api/Lender/${lenderID}`);
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('refuses an unknown country, an unknown platform and a non-English platform', async () => {
    const before = await snapshot(server, TABLES);
    const cases: [object, string][] = [
      [{ countryID: 999999 }, 'countryID'],
      [{ reviewID: 999999 }, 'reviewID'],
      [{ reviewID: ids.germanReviewID }, 'reviewID'],
      [{ sourceLink: 'http://baltkredit.example/report.pdf' }, 'sourceLink'],
      [{ sourceLink: 'not a link' }, 'sourceLink'],
      [{ assets1y: -5 }, 'assets1y'],
    ];
    for (const [change, field] of cases) {
      const answer = await server.admin.post('/api/Lender', { ...form(), ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect(await snapshot(server, TABLES)).toEqual(before);
  });

  it('keeps a lender whose platform review is deleted, without a platform', async () => {
    const reviewID = await makeReview(server, 1, 'Closing Platform');
    const lenderID = (await server.admin.post('/api/Lender', { ...modal('Orphan Lending'), reviewID })).body.lenderID;
    await server.db.deleteFrom('reviews').where('reviewId', '=', reviewID).execute();
    expect((await server.admin.get(`/api/Lender/${lenderID}`)).body).toMatchObject({ lenderName: 'Orphan Lending', reviewID: null, reviewName: null });
  });

  it('answers 404 for an unknown lender', async () => {
    expect((await server.admin.get('/api/Lender/999999')).status).toBe(404);
    const answer = await server.admin.put('/api/Lender', { ...form(), lenderID: 999999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('Lender 999999');
  });

  languagelessMatrix(server, {
    dataType: 'Academy',
    tables: TABLES,
    make,
    list: (c) => c.get('/api/Lender/GetLenderList'),
    read: (c, id) => c.get(`/api/Lender/${id}`),
    create: (c) => c.post('/api/Lender', form()),
    update: (c, id) => c.put('/api/Lender', { ...form(), lenderID: id, lenderName: 'Changed' }),
    delete: (c, id) => c.delete(`/api/Lender/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /Lender',
    schema: lender,
    tables: TABLES,
    valid: async () => form(),
    send: (c, body) => c.post('/api/Lender', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Lender',
    schema: { ...lender, required: [...lender.required, 'lenderID'] },
    tables: TABLES,
    valid: async () => ({ ...form(), lenderID: await make(server.admin) }),
    send: (c, body) => c.put('/api/Lender', body),
  });
});
