import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { ApiClient } from '../support/client';
import { makeCountry, makeReview } from './data-fixtures';
import { DATA_TYPES } from '../../shared/data-types';
import { ROLES } from '../../shared/roles';

/**
 * Bulk changes of families whose records have no language of their own (countries, lenders, users) or one fixed
 * language (the portfolio's exposures): the rights are the family's data type in any language, or in that one.
 */
forEachDatabase('Bulk changes without a language', (server) => {
  const lender = async (lenderName: string, countryID: number, reviewID: number) => {
    const created = await server.admin.post('/api/Lender', { lenderName, countryID, reviewID, equity1y: 100 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { lenderID: number; version: number };
  };
  const readLender = async (id: number) => (await server.admin.get(`/api/Lender/${id}`)).body;

  it("gives lenders a country through the lender save at their versions, refuses a platform that is not English by row in the form's words, and undoes in one step", async () => {
    const [home, away] = [await makeCountry(server.admin), await makeCountry(server.admin)];
    const platform = await makeReview(server, 1, 'Kredito');
    const german = await makeReview(server, 2, 'Kredito DE');
    const lenders = [await lender('Alpha Credit', home, platform), await lender('Beta Loans', home, platform), await lender('Gamma Lease', home, platform)];
    const rows = lenders.map((l) => ({ id: l.lenderID, version: l.version }));
    const awayName = (await server.admin.get(`/api/Country/${away}`)).body.countryName;
    const homeName = (await server.admin.get(`/api/Country/${home}`)).body.countryName;

    const seen = await server.admin.post('/api/Bulk/lenders/Preview', { field: 'countryID', value: away, rows });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.rows.map((r: any) => [r.name, r.languageId, r.status, r.before, r.after])).toEqual([
      ['Alpha Credit', null, 'changed', homeName, awayName],
      ['Beta Loans', null, 'changed', homeName, awayName],
      ['Gamma Lease', null, 'changed', homeName, awayName],
    ]);

    // Another editor saves the second lender meanwhile: refused, never overwritten.
    expect((await server.admin.put('/api/Lender', { ...(await readLender(lenders[1].lenderID)), sourceLink: 'https://beta.example/report' })).status).toBe(200);
    const applied = await server.admin.post('/api/Bulk/lenders', { field: 'countryID', value: away, rows: seen.body.rows.map((r: any) => ({ id: r.id, version: r.version })) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 1 });
    expect(applied.body.rows[1]).toMatchObject({ status: 'refused', reason: expect.stringContaining('Changed by someone else since you saw it') });
    expect((await readLender(lenders[0].lenderID)).countryID).toBe(away);
    expect((await readLender(lenders[1].lenderID)).countryID).toBe(home);

    // A platform the lender form does not offer (a German review): the save's own words, by row.
    const refused = await server.admin.post('/api/Bulk/lenders/Preview', { field: 'reviewID', value: german, rows: [{ id: lenders[0].lenderID }] });
    expect(refused.body.rows[0]).toMatchObject({ status: 'refused', before: 'Kredito', after: 'Kredito DE', reason: expect.stringMatching(/English/) });

    const undone = await server.admin.post(`/api/Bulk/lenders/${applied.body.bulkId}/Undo`);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 2 });
    for (const l of lenders) expect((await readLender(l.lenderID)).countryID).toBe(home);
  });

  it('deletes countries into the bin, refusing one a lender still names as its DELETE call does, and puts them back with one undo', async () => {
    const [free, named] = [await makeCountry(server.admin), await makeCountry(server.admin)];
    await lender('Delta Finance', named, await makeReview(server, 1, 'Deltaplat'));
    const namedName = (await server.admin.get(`/api/Country/${named}`)).body.countryName;
    const freeName = (await server.admin.get(`/api/Country/${free}`)).body.countryName;
    // A country's figures are its own: no field is offered for many.
    expect((await server.admin.post('/api/Bulk/countries/Preview', { field: 'ruleOfLaw', value: 1, rows: [{ id: free }] })).status).toBe(404);

    const deleted = await server.admin.post('/api/Bulk/countries/Delete', { rows: [{ id: free }, { id: named }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.rows.map((r: any) => [r.name, r.languageId, r.status, r.reason])).toEqual([
      [freeName, null, 'changed', undefined],
      [namedName, null, 'refused', `${namedName} is the country of 1 lender(s); change or delete them first`],
    ]);
    expect((await server.admin.get(`/api/Country/${free}`)).status).toBe(404);
    expect((await server.admin.get(`/api/Country/${named}`)).status).toBe(200);
    expect((await server.admin.post(`/api/Bulk/countries/${deleted.body.bulkId}/Undo`)).body.undone).toBe(1);
    expect((await server.admin.get(`/api/Country/${free}`)).body.countryName).toBe(freeName);
  });

  it("deletes users with their permissions into the bin, refusing one's own account and one holding rights the deleter lacks; their sessions end; one undo restores them", async () => {
    const register = async (first: string) => {
      const username = `${first.toLowerCase()}-${Date.now()}@test.local`;
      const created = await server.admin.post('/api/Users/Register', { firstName: first, lastName: 'Bulk', username, password: 'a-good-password' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return { userId: created.body.userId as number, username };
    };
    const nina = await register('Nina');
    const olaf = await register('Olaf');
    expect((await server.admin.post('/api/Permissions', [{ userId: nina.userId, languageId: 2, dataTypeId: DATA_TYPES.Review, roleId: ROLES.write }])).status).toBe(200);
    const ninaSession = await ApiClient.signIn(server.app, nina.username, 'a-good-password');
    expect((await ninaSession.get('/api/Review/GetListOfReviewByLangIdAdmin/2')).status).toBe(200);

    // A user manager who holds fewer rights than Olaf: Olaf is refused by row, as DELETE /Users/DeleteUser refuses him.
    const manager = await server.userWith(['Settings Users', 'admin']);
    expect((await server.admin.post('/api/Permissions', [{ userId: olaf.userId, languageId: 1, dataTypeId: DATA_TYPES.Review, roleId: ROLES.admin }])).status).toBe(200);
    const seen = await manager.post('/api/Bulk/users/Delete/Preview', { rows: [{ id: olaf.userId }, { id: manager.userId }] });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.rows.map((r: any) => [r.name, r.status, r.reason])).toEqual([
      [olaf.username, 'refused', 'This user holds rights you do not have'],
      [expect.any(String), 'refused', 'You cannot delete your own account'],
    ]);

    const deleted = await server.admin.post('/api/Bulk/users/Delete', { rows: [{ id: nina.userId }, { id: olaf.userId }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 0 });
    expect((await server.admin.get(`/api/Users/GetUserbyId?id=${nina.userId}`)).status).toBe(404);
    expect((await ninaSession.get('/api/Review/GetListOfReviewByLangIdAdmin/2')).status).toBe(401);

    expect((await server.admin.post(`/api/Bulk/users/${deleted.body.bulkId}/Undo`)).body.undone).toBe(2);
    expect((await server.admin.get(`/api/Users/GetUserbyId?id=${nina.userId}`)).body.username).toBe(nina.username);
    expect((await server.admin.get(`/api/Permissions/ByUserId/${nina.userId}`)).body).toEqual([expect.objectContaining({ languageId: 2, dataTypeId: DATA_TYPES.Review, roleId: ROLES.write })]);
  });

  it("sets the portfolio's exposures' status through the exposure save, refuses a status the form does not offer, deletes them into the bin, and checks the English right", async () => {
    const platform = await makeReview(server, 1, 'Expoplat');
    const exposure = async (name: string) => {
      const created = await server.admin.post('/api/Portfolio/AddExposure', { name, platform, investmentAmount: 1000, interestRate: 10, investingSince: '2024-01-02', status: 'Active' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.exposureID as number;
    };
    const ids = [await exposure('Ex One'), await exposure('Ex Two')];
    const read = async (id: number) => (await server.admin.get(`/api/Portfolio/GetExposureById${id}`)).body;

    const applied = await server.admin.post('/api/Bulk/exposures', { field: 'status', value: 'Exiting', rows: ids.map((id) => ({ id })) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.rows.map((r: any) => [r.name, r.languageId, r.before, r.after])).toEqual([
      ['Ex One', 1, 'Active', 'Exiting'],
      ['Ex Two', 1, 'Active', 'Exiting'],
    ]);
    for (const id of ids) expect((await read(id)).status).toBe('Exiting');
    // The investing date the form keeps is kept by the save.
    expect((await read(ids[0])).investingSince).toMatch(/^2024-01-02/);

    const wrong = await server.admin.post('/api/Bulk/exposures/Preview', { field: 'status', value: 'Sleeping', rows: [{ id: ids[0] }] });
    expect(wrong.body.rows[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Status/) });

    // Someone with the Tools role in German only may not change the English portfolio.
    const german = await server.userWith(['Settings Bonus', 'admin', [2]]);
    const refused = await german.post('/api/Bulk/exposures/Delete/Preview', { rows: [{ id: ids[0] }] });
    expect(refused.body.rows[0]).toMatchObject({ status: 'refused', reason: 'You may not delete exposures in English.' });

    const deleted = await server.admin.post('/api/Bulk/exposures/Delete', { rows: ids.map((id) => ({ id })) });
    expect(deleted.body.counts.changed).toBe(2);
    expect((await server.admin.get(`/api/Portfolio/GetExposureById${ids[0]}`)).status).toBe(404);
    expect((await server.admin.post(`/api/Bulk/exposures/${deleted.body.bulkId}/Undo`)).body.undone).toBe(2);
    expect((await server.admin.post(`/api/Bulk/exposures/${applied.body.bulkId}/Undo`)).body.undone).toBe(2);
    for (const id of ids) expect((await read(id)).status).toBe('Active');
  });
});
