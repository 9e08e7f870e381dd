import { expect, it } from 'vitest';
import category from '../../schemas/category.json';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';

const sample = (languageId: number, dataTypeId = 43) => ({ languageId, categoryName: 'Platform updates', dataTypeId });
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Categories', sample(languageId))).body.categoryId;

forEachDatabase('Categories', (server) => {
  it('creates, lists, updates and deletes as the blog settings screen does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Categories', sample(6));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...sample(6), categoryId: expect.any(Number), version: 1 });
    const id = created.body.categoryId;
    const review = (await admin.post('/api/Categories', { languageId: 6, categoryName: 'Vastgoed' })).body;
    expect(review.dataTypeId).toBe(43);
    await admin.put('/api/Categories', { ...review, dataTypeId: 1 });

    expect((await admin.get('/api/Categories/ByLanguageId?languageId=6')).body.map((c: any) => c.categoryId)).toEqual(expect.arrayContaining([id, review.categoryId]));
    expect((await admin.get('/api/Categories/ByLanguageId?languageId=6&dataTypeId=1')).body).toEqual([{ ...review, dataTypeId: 1, version: 2 }]);
    expect((await admin.get('/api/Categories/ByLanguageId?languageId=2')).body.map((c: any) => c.categoryId)).not.toContain(id);

    const updated = await admin.put('/api/Categories', { ...sample(6), categoryId: id, categoryName: 'Nieuws' });
    expect(updated.body).toEqual({ ...sample(6), categoryId: id, categoryName: 'Nieuws', version: 2 });
    expect((await admin.delete(`/api/Categories/${id}`)).status).toBe(200);
    expect((await admin.delete(`/api/Categories/${id}`)).status).toBe(404);
    expect((await admin.put('/api/Categories', { ...sample(6), categoryId: id })).status).toBe(404);
  });

  it('a category used by blog posts cannot be deleted', async () => {
    const id = await make(server.admin, 1);
    await server.db.insertInto('blogs').values({ languageId: 1, pageTitle: 'Q3 platform update', categoryId: id, createdDate: new Date().toISOString() }).execute();
    const refused = await server.admin.delete(`/api/Categories/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 blog post');
    expect((await server.admin.get('/api/Categories/ByLanguageId?languageId=1')).body.map((c: any) => c.categoryId)).toContain(id);
  });

  it('only blog (43) and review (1) categories exist', async () => {
    expect((await server.admin.post('/api/Categories', sample(1, 2))).body.field).toBe('dataTypeId');
    expect((await server.admin.get('/api/Categories/ByLanguageId?languageId=1&dataTypeId=9')).status).toBe(400);
  });

  permissionMatrix(server, {
    dataType: 'Settings Blog',
    tables: ['categories'],
    make,
    read: (c, _id, languageId) => c.get(`/api/Categories/ByLanguageId?languageId=${languageId}`),
    create: (c, languageId) => c.post('/api/Categories', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/Categories', { ...sample(languageId), categoryId: id, categoryName: 'Changed' }),
    delete: (c, id) => c.delete(`/api/Categories/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /Categories',
    schema: category,
    tables: ['categories'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/Categories', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Categories',
    schema: category,
    tables: ['categories'],
    valid: async () => ({ ...sample(1), categoryId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/Categories', body),
  });
});
