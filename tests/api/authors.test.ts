import { expect, it } from 'vitest';
import author from '../../schemas/author.json';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { makeReview, reviewForm, saveReview } from './reviews-support';

const sample = (languageId: number) => ({ languageId, authorName: 'Mia Clarke', tagline: 'Senior editor', image: 'USERS/mia.jpg', description: 'Writes about P2P lending since 2016.', email: 'mia@example.test', linkedIn: 'https://www.linkedin.com/in/mia-clarke-example' });
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Authors', sample(languageId))).body.authorID;

forEachDatabase('Authors', (server) => {
  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Authors', sample(4));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ ...sample(4), authorID: expect.any(Number), version: 1 });
    const id = created.body.authorID;
    const newer = await make(admin, 4);

    const list = (await admin.get('/api/Authors/GetAuthorsByLanguageId?langid=4')).body.map((a: any) => a.authorID);
    expect(list.indexOf(newer)).toBeLessThan(list.indexOf(id));
    expect((await admin.get('/api/Authors/GetAuthorsByLanguageId?langid=3')).body.map((a: any) => a.authorID)).not.toContain(id);
    expect((await admin.get(`/api/Authors/GetAuthorById?id=${id}`)).body).toMatchObject(sample(4));

    // The modal editor sends name, tagline and image only: the rest stays.
    const modal = await admin.put('/api/Authors', { authorID: id, languageId: 4, authorName: 'Mia C.', tagline: 'Rédactrice', image: 'USERS/mia2.jpg' });
    expect(modal.body).toMatchObject({ ...sample(4), authorName: 'Mia C.', tagline: 'Rédactrice', image: 'USERS/mia2.jpg' });

    expect((await admin.delete(`/api/Authors/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Authors/GetAuthorById?id=${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/Authors/${id}`)).status).toBe(404);
    expect((await admin.put('/api/Authors', { ...sample(4), authorID: id })).status).toBe(404);
  });

  it('an author still named on a review cannot be deleted', async () => {
    const { admin } = server;
    const id = await make(admin, 1);
    const reviewId = await makeReview(admin, 1);
    await saveReview(admin, await reviewForm(admin, reviewId, { authorId: id }));
    const refused = await admin.delete(`/api/Authors/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 review');
    expect((await admin.get(`/api/Authors/GetAuthorById?id=${id}`)).status).toBe(200);
  });

  it('the author list is a choice list: any role in the language will do', async () => {
    const reader = await server.userWith(['Review', 'read', [6]]);
    expect((await reader.get('/api/Authors/GetAuthorsByLanguageId?langid=6')).status).toBe(200);
    expect((await reader.get('/api/Authors/GetAuthorsByLanguageId?langid=1')).status).toBe(403);
  });

  permissionMatrix(server, {
    dataType: 'Settings Testimonials',
    tables: ['authors'],
    make,
    read: (c, id) => c.get(`/api/Authors/GetAuthorById?id=${id}`),
    create: (c, languageId) => c.post('/api/Authors', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/Authors', { ...sample(languageId), authorID: id, authorName: 'Changed' }),
    delete: (c, id) => c.delete(`/api/Authors/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /Authors',
    schema: author,
    tables: ['authors'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/Authors', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Authors',
    schema: author,
    tables: ['authors'],
    valid: async () => ({ ...sample(1), authorID: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/Authors', body),
  });
});
