import { expect, it } from 'vitest';
import testimonial from '../../schemas/testimonial.json';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';

const sample = (languageId: number) => ({ languageId, fullName: 'Eva Novak', tagLine: 'Investor', testimonialText: 'Great reviews.' });
const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Testimonials', sample(languageId))).body.testimonialId;

forEachDatabase('Testimonials', (server) => {
  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Testimonials', sample(2));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...sample(2), testimonialId: expect.any(Number) });
    const id = created.body.testimonialId;

    const list = await admin.get('/api/Testimonials/ByLanguageId?langId=2');
    expect(list.body.map((t: any) => t.testimonialId)).toContain(id);
    expect((await admin.get('/api/Testimonials/ByLanguageId?langId=3')).body.map((t: any) => t.testimonialId)).not.toContain(id);

    const one = await admin.get(`/api/Testimonials?id=${id}`);
    expect(one.body[0]).toMatchObject(sample(2));

    const updated = await admin.put('/api/Testimonials', { ...sample(2), testimonialId: id, fullName: 'Eva N.' });
    expect(updated.body.fullName).toBe('Eva N.');
    expect((await admin.get(`/api/Testimonials?id=${id}`)).body[0].fullName).toBe('Eva N.');

    expect((await admin.delete(`/api/Testimonials/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Testimonials?id=${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/Testimonials/${id}`)).status).toBe(404);
  });

  it('answers 404 naming the record for an unknown id on update', async () => {
    const answer = await server.admin.put('/api/Testimonials', { ...sample(1), testimonialId: 999999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('Testimonial 999999');
  });

  permissionMatrix(server, {
    dataType: 'Settings Testimonials',
    tables: ['testimonials'],
    make,
    read: (c, id) => c.get(`/api/Testimonials?id=${id}`),
    create: (c, languageId) => c.post('/api/Testimonials', sample(languageId)),
    update: (c, id, languageId) => c.put('/api/Testimonials', { ...sample(languageId), testimonialId: id, fullName: 'Changed' }),
    delete: (c, id) => c.delete(`/api/Testimonials/${id}`),
  });

  it('a writer in English cannot move a record into German', async () => {
    const writer = await server.userWith(['Settings Testimonials', 'write', [1]]);
    const id = await make(server.admin, 1);
    const answer = await writer.put('/api/Testimonials', { ...sample(2), testimonialId: id });
    expect(answer.status).toBe(403);
    expect((await server.admin.get(`/api/Testimonials?id=${id}`)).body[0].languageId).toBe(1);
  });

  it('a writer in English cannot take a German record into English, and nothing changes', async () => {
    const writer = await server.userWith(['Settings Testimonials', 'write', [1]]);
    const id = await make(server.admin, 2);
    const answer = await writer.put('/api/Testimonials', { ...sample(1), testimonialId: id, fullName: 'Taken' });
    expect(answer.status).toBe(403);
    expect((await server.admin.get(`/api/Testimonials?id=${id}`)).body[0]).toMatchObject({ languageId: 2, fullName: 'Eva Novak' });
  });

  rejectsBadBodies(server, {
    name: 'POST /Testimonials',
    schema: testimonial,
    tables: ['testimonials'],
    valid: async () => sample(1),
    send: (c, body) => c.post('/api/Testimonials', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Testimonials',
    schema: testimonial,
    tables: ['testimonials'],
    valid: async () => ({ ...sample(1), testimonialId: await make(server.admin, 1) }),
    send: (c, body) => c.put('/api/Testimonials', body),
  });
});

forEachDatabase('Text with a NUL character', (server) => {
  it('is refused with 400 naming the field, on both databases', async () => {
    const answer = await server.admin.post('/api/Testimonials', { ...sample(1), fullName: 'Eva\u0000' });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('fullName');
    expect((await server.admin.get('/api/Testimonials/ByLanguageId?langId=1')).body).toEqual([]);
  });
});
