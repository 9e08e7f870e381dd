import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview, platformValues, reviewForm, saveReview } from './reviews-support';

/** Issue 18 item 4: shared facts declared in schemas/review.json, the drift report, the sync, English-only facts. */
forEachDatabase('Translations: shared facts', (server) => {
  const family = async (name: string) => {
    const { admin } = server;
    const englishId = await makeEnglishReview(admin, name);
    await saveReview(admin, await reviewForm(admin, englishId, platformValues));
    const germanId = await makeChildReview(admin, englishId, 2, `${name} DE`);
    const frenchId = await makeChildReview(admin, englishId, 4, `${name} FR`);
    return { englishId, germanId, frenchId };
  };
  const driftOf = async (client = server.admin, englishId?: number) => {
    const answer = await client.get(`/api/Translations/Drift/Review${englishId ? `?englishId=${englishId}` : ''}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as any[];
  };
  const auditOf = async (recordId: number) => (await server.admin.get(`/api/Audit?type=reviews&recordId=${recordId}`)).body.entries as any[];

  it('lists the translations whose facts differ from the English review, field by field, and not their prose', async () => {
    const { englishId, germanId, frenchId } = await family('Driftwise');
    expect(await driftOf(server.admin, englishId)).toEqual([]);
    await saveReview(server.admin, await reviewForm(server.admin, germanId, { autoInvest: false, interestRange: '8% - 12%', features: 'Eigener Text', bonus: 'Bonus DE' }));
    // An English-only fact drifted before the option existed: written straight to the table.
    await server.db.updateTable('reviews').set({ interest: 10 } as any).where('reviewId', '=', frenchId).execute();

    const drift = await driftOf(server.admin, englishId);
    expect(drift).toEqual([
      { englishId, englishName: 'Driftwise', id: germanId, languageId: 2, name: 'Driftwise DE', differences: [
        { field: 'interestRange', englishValue: '9% - 14%', value: '8% - 12%' },
        { field: 'autoInvest', englishValue: true, value: false },
      ] },
      { englishId, englishName: 'Driftwise', id: frenchId, languageId: 4, name: 'Driftwise FR', differences: [{ field: 'interest', englishValue: 11.5, value: 10 }] },
    ]);
    expect((await driftOf()).some((row) => row.id === germanId)).toBe(true);
  });

  it('syncs the English facts into every translation in one call, each save audited', async () => {
    const { englishId, germanId, frenchId } = await family('Syncwise');
    await saveReview(server.admin, await reviewForm(server.admin, germanId, { autoInvest: false, features: 'Eigener Text' }));
    await server.db.updateTable('reviews').set({ interest: 10 } as any).where('reviewId', '=', frenchId).execute();
    const before = (await server.admin.get(`/api/Review/${germanId}`)).body;

    const answer = await server.admin.post(`/api/Translations/Sync/Review/${englishId}`, {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.synced.map((r: any) => r.id)).toEqual([germanId, frenchId]);
    expect(await driftOf(server.admin, englishId)).toEqual([]);

    const german = (await server.admin.get(`/api/Review/${germanId}`)).body;
    expect(german).toMatchObject({ autoInvest: true, features: 'Eigener Text', version: before.version + 1 });
    expect((await server.admin.get(`/api/Review/${frenchId}`)).body.interest).toBe(11.5);
    const [latest] = await auditOf(germanId);
    expect(latest).toMatchObject({ action: 'update', languageId: 2 });
    // SQLite keeps booleans as 1 and 0, and its audit entries say so.
    expect(Object.keys(latest.changes)).toEqual(['autoInvest']);
    expect([Boolean(latest.changes.autoInvest.old), Boolean(latest.changes.autoInvest.new)]).toEqual([false, true]);
  });

  it('shows the drift to a reader but syncs only the languages the caller may write', async () => {
    const { englishId, germanId, frenchId } = await family('Rightwise');
    await saveReview(server.admin, await reviewForm(server.admin, germanId, { autoInvest: false }));
    await saveReview(server.admin, await reviewForm(server.admin, frenchId, { autoInvest: false }));

    const englishWriter = await server.userWith(['Review', 'write', [1]], ['Review', 'read', [2]]);
    expect((await driftOf(englishWriter, englishId)).map((r) => r.id)).toEqual([germanId]);
    expect((await englishWriter.post(`/api/Translations/Sync/Review/${englishId}`, {})).status).toBe(403);
    expect((await englishWriter.post(`/api/Translations/Sync/Review/${englishId}`, { languageIds: [2] })).status).toBe(403);

    const frenchWriter = await server.userWith(['Review', 'write', [4]], ['Review', 'read', [1, 2]]);
    expect((await frenchWriter.post(`/api/Translations/Sync/Review/${englishId}`, { languageIds: [2, 4] })).status).toBe(403);
    const answer = await frenchWriter.post(`/api/Translations/Sync/Review/${englishId}`, {});
    expect(answer.body.synced.map((r: any) => r.id)).toEqual([frenchId]);
    expect((await driftOf(server.admin, englishId)).map((r) => r.id)).toEqual([germanId]);

    // Without English the facts have nothing to be compared with.
    const germanOnly = await server.userWith(['Review', 'write', [2]]);
    expect((await germanOnly.get('/api/Translations/Drift/Review')).status).toBe(403);
    expect((await germanOnly.post(`/api/Translations/Sync/Review/${englishId}`, {})).status).toBe(403);
    expect((await server.anonymous.get('/api/Translations/Drift/Review')).status).toBe(401);
  });

  it('refuses what is not an English record of a declared entity', async () => {
    const { germanId } = await family('Wrongwise');
    expect((await server.admin.post(`/api/Translations/Sync/Review/${germanId}`, {})).status).toBe(400);
    expect((await server.admin.post('/api/Translations/Sync/Review/999999', {})).status).toBe(404);
    expect((await server.admin.get('/api/Translations/Drift/Pages')).status).toBe(400);
    expect((await server.admin.post(`/api/Translations/Sync/Review/${germanId}`, { languageIds: [5] })).status).toBe(400);
  });

  it('refuses a translation save that changes an English-only fact, and carries an English change to the translations the editor may write', async () => {
    const { englishId, germanId, frenchId } = await family('Onlywise');
    const refused = await saveReview(server.admin, await reviewForm(server.admin, germanId, { interest: 9 }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('interest');
    expect(refused.body.message).toMatch(/kept on the English review/);
    // Its other fields, and the English-only one left as it is, save.
    expect((await saveReview(server.admin, await reviewForm(server.admin, germanId, { interestRange: 'x', features: 'y' }))).status).toBe(200);

    const englishWriter = await server.userWith(['Review', 'write', [1, 2]], ['Review', 'read', [4]]);
    const saved = await saveReview(englishWriter, await reviewForm(server.admin, englishId, { interest: 12.25, operatingSince: 2015, autoInvest: false }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const german = (await server.admin.get(`/api/Review/${germanId}`)).body;
    expect(german).toMatchObject({ interest: 12.25, operatingSince: 2015, autoInvest: true, interestRange: 'x' });
    expect((await auditOf(germanId))[0]).toMatchObject({ userId: englishWriter.userId, changes: { interest: { old: 11.5, new: 12.25 }, operatingSince: { old: 2017, new: 2015 } } });
    // French is not the editor's to write: it keeps its value and shows in the report.
    expect((await server.admin.get(`/api/Review/${frenchId}`)).body.interest).toBe(11.5);
    const drift = await driftOf(server.admin, englishId);
    expect(drift.find((r) => r.id === frenchId)?.differences.map((d: any) => d.field)).toEqual(['interest', 'autoInvest', 'operatingSince']);
  });
});
