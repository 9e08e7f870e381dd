import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { makeReview } from './reviews-support';

// Issue 28, item 2: a record's history read together with the rows its form draws beside it (a review's SERP), and a
// save that restores an earlier version says so in its entries.

const ENGLISH = 1;
const GERMAN = 2;

forEachDatabase('History with its parts, and restoring saves', (server) => {
  /** A review with its SERP, the SERP's subtitle edited once. */
  async function reviewWithSerp() {
    const { admin } = server;
    const reviewId = await makeReview(admin, ENGLISH);
    const serp = (await admin.post('/api/Serps', { dataTypeId: 1, serpTitle: 'Lendora review', serpDescription: null, subtitle: 'First', tableId: reviewId })).body;
    await admin.put('/api/Serps', { ...serp, subtitle: 'Second' });
    return { reviewId, serpId: serp.serpId as number };
  }

  it("reads a review's history with its SERP's entries, newest first, as one history paged as one", async () => {
    const { reviewId, serpId } = await reviewWithSerp();
    const alone = (await server.admin.get(`/api/Audit/reviews/${reviewId}`)).body;
    const both = (await server.admin.get(`/api/Audit/reviews/${reviewId}?with=serps:${serpId}`)).body;
    expect(both.total).toBe(alone.total + 2);
    expect(both.entries.slice(0, 2).map((e: any) => [e.recordType, e.recordId, e.action])).toEqual([
      ['serps', String(serpId), 'update'],
      ['serps', String(serpId), 'create'],
    ]);
    expect(both.entries[0].changes).toEqual({ subtitle: { old: 'First', new: 'Second' } });
    const ids = both.entries.map((e: any) => e.auditId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const second = (await server.admin.get(`/api/Audit/reviews/${reviewId}?with=serps:${serpId}&pageSize=1&page=2`)).body;
    expect(second.entries.map((e: any) => e.auditId)).toEqual([ids[1]]);
    // A row with no entry adds nothing, and is no error.
    expect((await server.admin.get(`/api/Audit/reviews/${reviewId}?with=serps:999999`)).body.total).toBe(alone.total);
  });

  it('reads each row under its own rule: a reader of English reviews only is refused a German SERP named beside an English review', async () => {
    const { reviewId, serpId } = await reviewWithSerp();
    const germanReview = await makeReview(server.admin, GERMAN);
    const germanSerp = (await server.admin.post('/api/Serps', { dataTypeId: 1, serpTitle: 'Lendora Test', serpDescription: null, subtitle: null, tableId: germanReview })).body.serpId;
    const reader = await server.userWith(['Review', 'read', [ENGLISH]]);
    const mine = await reader.get(`/api/Audit/reviews/${reviewId}?with=serps:${serpId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.entries[0]).toMatchObject({ recordType: 'serps', recordId: String(serpId) });
    const refused = await reader.get(`/api/Audit/reviews/${reviewId}?with=serps:${germanSerp}`);
    expect(refused.status).toBe(403);
    expect((await reader.get(`/api/Audit/reviews/${reviewId}?with=nonsense`)).status).toBe(400);
  });

  it('a save sent with X-Restores writes entries naming the entry it brought back, with its time', async () => {
    const { serpId, reviewId } = await reviewWithSerp();
    const history = (await server.admin.get(`/api/Audit/serps/${serpId}`)).body.entries;
    const [edit, creation] = history;
    const serp = (await server.admin.get(`/api/Serps/${serpId}`)).body;
    const restored = await server.admin.call('PUT', '/api/Serps', { ...serp, subtitle: 'First' }, { 'x-restores': `version ${creation.auditId}` });
    expect(restored.status).toBe(200);
    const [newest] = (await server.admin.get(`/api/Audit/reviews/${reviewId}?with=serps:${serpId}`)).body.entries;
    expect(newest).toMatchObject({ recordType: 'serps', action: 'update', changes: { subtitle: { old: 'Second', new: 'First' } }, restores: { kind: 'version', auditId: creation.auditId, at: creation.at } });
    const undone = await server.admin.call('PUT', '/api/Serps', { ...restored.body, subtitle: 'Second' }, { 'x-restores': `change ${edit.auditId}` });
    expect(undone.status).toBe(200);
    const [latest] = (await server.admin.get(`/api/Audit/serps/${serpId}`)).body.entries;
    expect(latest.restores).toEqual({ kind: 'change', auditId: edit.auditId, at: edit.at });
    // An ordinary save names nothing.
    await server.admin.put('/api/Serps', { ...undone.body, subtitle: 'Third' });
    expect((await server.admin.get(`/api/Audit/serps/${serpId}`)).body.entries[0].restores).toBeNull();
  });

  it('refuses a malformed X-Restores, or one naming no entry, and writes nothing', async () => {
    const { serpId } = await reviewWithSerp();
    const serp = (await server.admin.get(`/api/Serps/${serpId}`)).body;
    const before = (await server.admin.get(`/api/Audit/serps/${serpId}`)).body.total;
    for (const header of ['yesterday', 'version 0', 'version 99999999']) {
      const refused = await server.admin.call('PUT', '/api/Serps', { ...serp, subtitle: 'Never' }, { 'x-restores': header });
      expect(refused.status, header).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION', field: 'X-Restores' });
    }
    expect((await server.admin.get(`/api/Serps/${serpId}`)).body.subtitle).toBe('Second');
    expect((await server.admin.get(`/api/Audit/serps/${serpId}`)).body.total).toBe(before);
  });
});
