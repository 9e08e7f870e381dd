import { expect, it } from 'vitest';
import academy from '../../schemas/academy.json';
import { only } from '../../server/content/schema-views';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';

forEachDatabase('Academy', (server) => {
  const fixtures = contentFixtures(server);
  const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Academy', { title: 'What is P2P lending?', languageId })).body.academyId;
  /** The guide form as the back office sends it on Save. */
  const form = async (academyId: number, languageId: number) => ({
    academyId,
    languageId,
    title: 'Diversification basics',
    urlTableId: await fixtures.urlEntry(languageId, 2, academyId),
    featuredImage: 'ACADEMY_FEATURED_IMAGES/diversification.jpg',
    tag: 'beginners',
    excerpt: 'Why spreading your money over platforms lowers risk.',
    content: '<p>Spread your investments.</p>',
  });

  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Academy', { title: 'What is P2P lending?', languageId: 2 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ academyId: expect.any(Number), title: 'What is P2P lending?', languageId: 2, updatedDate: null, urlTableId: null });
    expect(Date.parse(created.body.createdDate)).not.toBeNaN();
    const id = created.body.academyId;

    const guide = await form(id, 2);
    const saved = await admin.put('/api/Academy', guide);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(guide);
    expect(Date.parse(saved.body.updatedDate)).not.toBeNaN();

    const list = await admin.get('/api/Academy/GetAcademy?langId=2');
    const listed = list.body.find((g: any) => g.academyId === id);
    expect(listed).toMatchObject({ title: guide.title, excerpt: guide.excerpt, tag: 'beginners', featuredImage: guide.featuredImage, urlTableId: guide.urlTableId, url: expect.stringMatching(/^\/guide-/) });
    expect(listed).not.toHaveProperty('content');
    expect((await admin.get('/api/Academy/GetAcademy?langId=3')).body.map((g: any) => g.academyId)).not.toContain(id);

    expect((await admin.get(`/api/Academy/${id}`)).body).toMatchObject({ ...guide, url: listed.url, createdDate: created.body.createdDate });
    expect((await admin.get('/api/Academy/GetAcademyValueByLangId?langId=2')).body).toContainEqual({ value: id, label: guide.title });

    expect((await admin.delete(`/api/Academy/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Academy/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/Academy/${id}`)).status).toBe(404);
  });

  it("refuses a save without a URL with 'Select URL from dropdown.'", async () => {
    const id = await make(server.admin, 1);
    const before = await snapshot(server, ['academy']);
    for (const urlTableId of [undefined, null]) {
      const { urlTableId: _chosen, ...guide } = await form(id, 1);
      const answer = await server.admin.put('/api/Academy', urlTableId === undefined ? guide : { ...guide, urlTableId });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: 'Select URL from dropdown.', field: 'urlTableId' });
    }
    expect(await snapshot(server, ['academy'])).toEqual(before);
  });

  it('refuses a URL of another language or one that does not exist', async () => {
    const id = await make(server.admin, 1);
    for (const urlTableId of [await fixtures.urlEntry(2), 999999]) {
      const answer = await server.admin.put('/api/Academy', { ...(await form(id, 1)), urlTableId });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('urlTableId');
    }
  });

  it('cleans script payloads out of the content', async () => {
    const id = await make(server.admin, 1);
    const content = '<p onclick="steal()">Guide</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">';
    const saved = await server.admin.put('/api/Academy', { ...(await form(id, 1)), content });
    const stored = (await server.admin.get(`/api/Academy/${id}`)).body.content;
    for (const html of [saved.body.content, stored]) {
      expect(html).toContain('<p>Guide</p>');
      expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    }
  });

  it('offers the guides as a choice list to anyone with a role in the language', async () => {
    const id = await make(server.admin, 1);
    const editor = await server.userWith(['Review', 'read', [1]]);
    expect((await editor.get('/api/Academy/GetAcademyValueByLangId?langId=1')).body.map((c: any) => c.value)).toContain(id);
    expect((await editor.get('/api/Academy/GetAcademyValueByLangId?langId=2')).status).toBe(403);
    expect((await editor.get('/api/Academy/GetAcademy?langId=1')).status).toBe(403);
  });

  permissionMatrix(server, {
    dataType: 'Academy',
    tables: ['academy'],
    make,
    read: (c, id) => c.get(`/api/Academy/${id}`),
    create: (c, languageId) => c.post('/api/Academy', { title: 'New guide', languageId }),
    update: async (c, id, languageId) => c.put('/api/Academy', await form(id, languageId)),
    delete: (c, id) => c.delete(`/api/Academy/${id}`),
  });

  rejectsBadBodies(server, {
    name: 'POST /Academy',
    schema: only(academy, ['title', 'languageId']),
    tables: ['academy'],
    valid: async () => ({ title: 'New guide', languageId: 1 }),
    send: (c, body) => c.post('/api/Academy', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Academy',
    schema: academy,
    tables: ['academy'],
    valid: async () => form(await make(server.admin, 1), 1),
    send: (c, body) => c.put('/api/Academy', body),
  });
});
