import { expect, it } from 'vitest';
import cashback from '../../schemas/cashback.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';

forEachDatabase('Cashbacks', (server) => {
  const fixtures = contentFixtures(server);
  // A new item is created empty for the chosen platform, as the Add new modal does.
  const emptyItem = async (languageId: number, isCampaign = false) => ({
    reviewId: await fixtures.review(languageId),
    languageId,
    cashBack_ca: '',
    cashBack_terms: '',
    exclusive: false,
    isCampaign,
  });
  const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/CashBacks', await emptyItem(languageId))).body.cashBackId;
  const ids = (answer: { body: { cashBackId: number }[] }) => answer.body.map((c) => c.cashBackId);

  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const item = await emptyItem(2);
    const created = await admin.post('/api/CashBacks', item);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...item, cashBackId: expect.any(Number), name: expect.any(String), ratingCalculated: 4.5, valid_Until: null });
    const id = created.body.cashBackId;

    const offers = await admin.get('/api/CashBacks/CashbackList?langId=2');
    const listed = offers.body.find((c: any) => c.cashBackId === id);
    expect(Object.keys(listed).sort()).toEqual(
      ['cashBackId', 'languageId', 'reviewId', 'name', 'ratingCalculated', 'cashBack_ca', 'cashBack_terms', 'valid_Until', 'exclusive', 'isCampaign', 'version'].sort(),
    );
    expect(listed.exclusive).toBe(false);

    const offer = { ...item, cashBackId: id, cashBack_ca: 'Get 1% cashback', cashBack_terms: 'New investors only.', exclusive: true, valid_Until: null };
    const updated = await admin.put('/api/CashBacks', offer);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(offer);
    expect((await admin.get(`/api/CashBacks/${id}`)).body).toMatchObject({ ...offer, name: created.body.name });

    expect((await admin.delete(`/api/CashBacks/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/CashBacks/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/CashBacks/${id}`)).status).toBe(404);
  });

  it('separates offers from campaigns, and a campaign keeps its valid-until date', async () => {
    const { admin } = server;
    const offerId = (await admin.post('/api/CashBacks', await emptyItem(3))).body.cashBackId;
    const campaign = await emptyItem(3, true);
    const campaignId = (await admin.post('/api/CashBacks', campaign)).body.cashBackId;
    const saved = await admin.put('/api/CashBacks', { ...campaign, cashBackId: campaignId, cashBack_ca: '€50 bonus', valid_Until: '2030-06-30' });
    expect(saved.body.valid_Until).toBe('2030-06-30');

    for (const url of ['/api/CashBacks/CashbackList?langId=3', '/api/CashBacks/CashbackList?langId=3&isCampaign=false']) {
      const offers = ids(await admin.get(url));
      expect(offers).toContain(offerId);
      expect(offers).not.toContain(campaignId);
    }
    const campaigns = await admin.get('/api/CashBacks/CashbackList?langId=3&isCampaign=true');
    expect(ids(campaigns)).toEqual([campaignId]);
    expect(campaigns.body[0]).toMatchObject({ isCampaign: true, valid_Until: '2030-06-30', cashBack_ca: '€50 bonus' });
    expect(ids(await admin.get('/api/CashBacks/CashbackList?langId=4&isCampaign=true'))).not.toContain(campaignId);
  });

  it('refuses a platform of another language or one that does not exist, naming reviewId', async () => {
    const before = await snapshot(server, ['cashbacks']);
    const english = await fixtures.review(1);
    for (const reviewId of [english, 999999]) {
      const answer = await server.admin.post('/api/CashBacks', { ...(await emptyItem(2)), reviewId });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('reviewId');
    }
    expect(await snapshot(server, ['cashbacks'])).toEqual(before);

    const item = await emptyItem(2);
    const id = (await server.admin.post('/api/CashBacks', item)).body.cashBackId;
    const moved = await server.admin.put('/api/CashBacks', { ...item, cashBackId: id, reviewId: english });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('reviewId');
  });

  it('answers 404 for an unknown cashback and drops the items of a deleted platform', async () => {
    expect((await server.admin.put('/api/CashBacks', { ...(await emptyItem(1)), cashBackId: 999999 })).status).toBe(404);
    const item = await emptyItem(6);
    const id = (await server.admin.post('/api/CashBacks', item)).body.cashBackId;
    await server.db.deleteFrom('reviews').where('reviewId', '=', item.reviewId).execute();
    expect((await server.admin.get(`/api/CashBacks/${id}`)).status).toBe(404);
  });

  it('refuses ids beyond the integer range and impossible dates with 400, not a database error', async () => {
    const item = await emptyItem(1);
    const id = (await server.admin.post('/api/CashBacks', item)).body.cashBackId;
    for (const [field, body] of [
      ['reviewId', { ...item, cashBackId: id, reviewId: 9999999999 }],
      ['cashBackId', { ...item, cashBackId: 9999999999 }],
      ['valid_Until', { ...item, cashBackId: id, valid_Until: '2030-13-45' }],
      ['valid_Until', { ...item, cashBackId: id, valid_Until: '30.06.2030' }],
    ] as const) {
      const answer = await server.admin.put('/api/CashBacks', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    expect((await server.admin.put('/api/CashBacks', { ...item, cashBackId: id, valid_Until: '2030-06-30T00:00:00.000Z' })).body.valid_Until).toBe('2030-06-30T00:00:00.000Z');
  });

  permissionMatrix(server, {
    dataType: 'Cashbacks',
    tables: ['cashbacks'],
    make,
    read: (c, id) => c.get(`/api/CashBacks/${id}`),
    create: async (c, languageId) => c.post('/api/CashBacks', await emptyItem(languageId)),
    update: async (c, id, languageId) => c.put('/api/CashBacks', { ...(await emptyItem(languageId)), cashBackId: id, cashBack_ca: 'Changed' }),
    delete: (c, id) => c.delete(`/api/CashBacks/${id}`),
  });

  it('lists only to readers of the language', async () => {
    const reader = await server.userWith(['Cashbacks', 'read', [1]]);
    expect((await reader.get('/api/CashBacks/CashbackList?langId=1')).status).toBe(200);
    expect((await reader.get('/api/CashBacks/CashbackList?langId=2&isCampaign=true')).status).toBe(403);
  });

  rejectsBadBodies(server, {
    name: 'POST /CashBacks',
    schema: cashback,
    tables: ['cashbacks'],
    valid: () => emptyItem(1),
    send: (c, body) => c.post('/api/CashBacks', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /CashBacks',
    schema: cashback,
    tables: ['cashbacks'],
    valid: async () => ({ ...(await emptyItem(1, true)), cashBackId: await make(server.admin, 1), valid_Until: '2031-01-31' }),
    send: (c, body) => c.put('/api/CashBacks', body),
  });
});
