import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { contentFixtures } from './content-fixtures';
import { makeContent, uniqueUrl } from './routes-links-faq-support';

/** Bulk changes of the settings lists whose records are kept per language: external links, routes, blog categories. */
forEachDatabase('Bulk changes of settings lists', (server) => {
  const fixtures = contentFixtures(server);
  const rowsOf = (body: any) => body.rows.map((r: any) => [r.name, r.status, r.before, r.after, r.reason]);

  async function link(languageId: number, key: string, category = 'p2p') {
    const created = await server.admin.post('/api/Links', { key, category, languageId, urlTableName: `https://${key.toLowerCase()}.example/de` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { linkId: number; urlTableId: number; version: number };
  }
  const readLink = async (linkId: number) => server.admin.get(`/api/Links/${linkId}`);

  it("sets links' category through the link save at their versions, keeping each address, and undoes it in one step", async () => {
    const links = [await link(2, 'Lendora'), await link(2, 'Finlo'), await link(2, 'Kredo', 'crypto')];
    const rows = links.map((l) => ({ id: l.linkId, version: l.version }));

    const seen = await server.admin.post('/api/Bulk/links/Preview', { field: 'category', value: 'crypto', rows });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(rowsOf(seen.body)).toEqual([
      ['Lendora', 'changed', 'p2p', 'crypto', undefined],
      ['Finlo', 'changed', 'p2p', 'crypto', undefined],
      ['Kredo', 'unchanged', 'crypto', 'crypto', undefined],
    ]);
    expect((await readLink(links[0].linkId)).body.category).toBe('p2p');

    // A value the form does not offer is refused by row in the field's words.
    const wrong = await server.admin.post('/api/Bulk/links/Preview', { field: 'category', value: 'bonds', rows: [rows[0]] });
    expect(wrong.body.rows[0]).toMatchObject({ status: 'refused', reason: expect.stringMatching(/^Category/) });

    // Another editor saves the second link after the preview: it is refused, never overwritten.
    const meanwhile = await server.admin.put('/api/Links', { ...(await readLink(links[1].linkId)).body, key: 'Finlo Pro' });
    expect(meanwhile.status).toBe(200);
    const applied = await server.admin.post('/api/Bulk/links', { field: 'category', value: 'crypto', rows: seen.body.rows.filter((r: any) => r.status === 'changed').map((r: any) => ({ id: r.id, version: r.version })) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.counts).toEqual({ changed: 1, unchanged: 0, refused: 1 });
    expect(applied.body.rows[1]).toMatchObject({ id: links[1].linkId, status: 'refused', reason: expect.stringContaining('Changed by someone else since you saw it') });
    expect((await readLink(links[0].linkId)).body).toEqual({ linkId: links[0].linkId, urlTableId: links[0].urlTableId, key: 'Lendora', category: 'crypto', languageId: 2, urlTableName: 'https://lendora.example/de', version: 2 });
    expect((await readLink(links[1].linkId)).body).toMatchObject({ key: 'Finlo Pro', category: 'p2p' });

    const undone = await server.admin.post(`/api/Bulk/links/${applied.body.bulkId}/Undo`);
    expect(undone.body).toEqual({ bulkId: applied.body.bulkId, undone: 1 });
    expect((await readLink(links[0].linkId)).body).toMatchObject({ category: 'p2p', urlTableName: 'https://lendora.example/de' });
  });

  it('deletes links into the bin with their address, refusing by row a language the editor may not delete in, and puts them back with one undo', async () => {
    const german = [await link(2, 'Weg'), await link(2, 'Fort')];
    const french = await link(4, 'Parti');
    const germanAdmin = await server.userWith(['Settings Links', 'admin', [2]]);
    const writer = await server.userWith(['Settings Links', 'write', [2]]);
    expect((await writer.post('/api/Bulk/links/Delete/Preview', { rows: [{ id: german[0].linkId }] })).status).toBe(403);

    const rows = [...german, french].map((l) => ({ id: l.linkId, version: l.version }));
    const seen = await germanAdmin.post('/api/Bulk/links/Delete/Preview', { rows });
    expect(rowsOf(seen.body)).toEqual([
      ['Weg', 'changed', null, 'In the bin', undefined],
      ['Fort', 'changed', null, 'In the bin', undefined],
      ['Parti', 'refused', null, 'In the bin', 'You may not delete links in French.'],
    ]);
    expect((await readLink(german[0].linkId)).status).toBe(200);

    const deleted = await germanAdmin.post('/api/Bulk/links/Delete', { rows });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.counts).toEqual({ changed: 2, unchanged: 0, refused: 1 });
    for (const l of german) expect((await readLink(l.linkId)).status).toBe(404);
    const address = await server.db.selectFrom('url_tables').select('url').where('urlTableId', '=', german[0].urlTableId).executeTakeFirst();
    expect(address).toBeUndefined();
    expect((await readLink(french.linkId)).status).toBe(200);
    const binned = (await server.admin.get('/api/Bin')).body.filter((e: any) => e.family === 'links' && german.some((l) => l.linkId === e.recordId));
    expect(binned.map((e: any) => e.name).sort()).toEqual(['Fort', 'Weg']);

    expect((await germanAdmin.post(`/api/Bulk/links/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 2 });
    expect((await readLink(german[0].linkId)).body).toMatchObject({ key: 'Weg', category: 'p2p', languageId: 2, urlTableName: 'https://weg.example/de' });
    expect((await readLink(german[1].linkId)).status).toBe(200);
  });

  it('deletes routes into the bin by row, refusing one a record still uses as DELETE /Routes does, and puts them back with one undo; routes offer no field to set', async () => {
    const make = async (languageId: number, link: number[] = []) => {
      const created = await server.admin.post('/api/Routes', { dataTypeId: 16, languageId, urlTableName: uniqueUrl('weg'), tableId: 0, link });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body as { routesId: number; url: string; version: number };
    };
    const other = await make(2);
    const free = await make(2, [other.routesId]);
    const used = await make(2);
    const guide = await makeContent(server, 'academy', 2);
    await (server.db as any).updateTable('academy').set({ urlTableId: used.routesId }).where('academyId', '=', guide).execute();
    const readRoute = (id: number) => server.admin.get(`/api/Routes/ByRouteId/${id}`);
    // A route's url is its own, its Key and content go together: there is no set call to make.
    expect((await server.admin.post('/api/Bulk/routes/Preview', { field: 'dataTypeId', value: 1, rows: [{ id: free.routesId }] })).status).toBe(404);

    const rows = [free, used].map((r) => ({ id: r.routesId, version: r.version }));
    const seen = await server.admin.post('/api/Bulk/routes/Delete/Preview', { rows });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(rowsOf(seen.body)).toEqual([
      [free.url, 'changed', null, 'In the bin', undefined],
      [used.url, 'refused', null, 'In the bin', `Route ${used.routesId} is still used by 1 record(s) of academy`],
    ]);
    // The same refusal as the route's own DELETE call.
    expect((await server.admin.delete(`/api/Routes/${used.routesId}`)).body.message).toBe(`Route ${used.routesId} is still used by 1 record(s) of academy`);

    const deleted = await server.admin.post('/api/Bulk/routes/Delete', { rows });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.counts).toEqual({ changed: 1, unchanged: 0, refused: 1 });
    expect((await readRoute(free.routesId)).status).toBe(404);
    expect((await readRoute(used.routesId)).status).toBe(200);
    expect((await server.admin.get('/api/Bulk/routes')).body[0]).toMatchObject({ bulkId: deleted.body.bulkId, action: 'delete', written: 1, refused: 1 });

    expect((await server.admin.post(`/api/Bulk/routes/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 1 });
    // Back with its links to other routes.
    expect((await readRoute(free.routesId)).body).toMatchObject({ routesId: free.routesId, url: free.url, languageId: 2, link: [other.routesId] });
  });

  it('deletes blog categories into the bin by row, refusing one a post still names as DELETE /Categories does, and puts them back with one undo; categories offer no field to set', async () => {
    const spare = await fixtures.category(2, 'Altes Thema');
    const alsoSpare = await fixtures.category(2, 'Leeres Thema');
    const named = await fixtures.category(2, 'Strategie');
    await server.db.insertInto('blogs').values({ languageId: 2, pageTitle: 'Q3 Strategie', categoryId: named, createdDate: new Date().toISOString() }).execute();
    const listed = async () => (await server.admin.get('/api/Categories/ByLanguageId?languageId=2&dataTypeId=43')).body.map((c: any) => c.categoryId);
    expect((await server.admin.post('/api/Bulk/categories/Preview', { field: 'categoryName', value: 'X', rows: [{ id: spare }] })).status).toBe(404);

    const rows = [spare, alsoSpare, named].map((id) => ({ id, version: 1 }));
    const deleted = await server.admin.post('/api/Bulk/categories/Delete', { rows });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(rowsOf(deleted.body)).toEqual([
      ['Altes Thema', 'changed', null, 'In the bin', undefined],
      ['Leeres Thema', 'changed', null, 'In the bin', undefined],
      ['Strategie', 'refused', null, 'In the bin', `Category ${named} is still used by 1 blog post; choose another one there first.`],
    ]);
    expect((await server.admin.delete(`/api/Categories/${named}`)).body.message).toBe(`Category ${named} is still used by 1 blog post; choose another one there first.`);
    const after = await listed();
    expect(after).toContain(named);
    expect(after).not.toContain(spare);
    expect(after).not.toContain(alsoSpare);

    expect((await server.admin.post(`/api/Bulk/categories/${deleted.body.bulkId}/Undo`)).body).toEqual({ bulkId: deleted.body.bulkId, undone: 2 });
    expect(await listed()).toEqual(expect.arrayContaining([spare, alsoSpare, named]));
    const again = await server.admin.post(`/api/Bulk/categories/${deleted.body.bulkId}/Undo`);
    expect(again.status).toBe(409);
  });
});
