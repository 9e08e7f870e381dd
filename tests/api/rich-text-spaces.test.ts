import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';

const NBSP = '\u00a0';

/**
 * The server keeps the spaces of rich text as the editor sends them: whether a space is ordinary or
 * non-breaking is the client's choice (Quill 2.0.3 writes every space as &nbsp;, upstream slab/quill#4509,
 * and the browser side decides which to keep). Cleaning writes a non-breaking space as the character U+00A0,
 * whichever way it was sent, and never turns it into an ordinary one or the other way round.
 */
forEachDatabase('Spaces in rich text', (server) => {
  const fixtures = contentFixtures(server);
  const sent = `<p>Plain words here</p><p>Kept&nbsp;together and 10${NBSP}% and 5&#160;€</p>`;
  const stored = `<p>Plain words here</p><p>Kept${NBSP}together and 10${NBSP}% and 5${NBSP}€</p>`;

  const saves: { name: string; save(admin: ApiClient, html: string): Promise<string> }[] = [
    {
      name: 'PUT /Review/Content',
      save: async (admin, html) => {
        const id = await fixtures.review(1);
        expect((await admin.put('/api/Review/Content', { id, content: html })).status).toBe(200);
        return (await admin.get(`/api/Review/${id}`)).body.reviewContent;
      },
    },
    {
      name: 'PUT /Pages/Content',
      save: async (admin, html) => {
        const id = (await admin.post('/api/Pages', { pageTitle: 'Spaces', languageId: 1, popup: false, serpId: await fixtures.serp() })).body.pageId;
        expect((await admin.put('/api/Pages/Content', { id, content: html })).status).toBe(200);
        return (await admin.get(`/api/Pages/${id}`)).body.content;
      },
    },
    {
      name: 'PUT /Blogs/Content',
      save: async (admin, html) => {
        const id = (await admin.post('/api/Blogs', { pageTitle: 'Spaces', languageId: 1 })).body.blogId;
        expect((await admin.put('/api/Blogs/Content', { id, content: html })).status).toBe(200);
        return (await admin.get(`/api/Blogs/GetItemContent?id=${id}`)).body.content;
      },
    },
    {
      name: 'PUT /Academy with content',
      save: async (admin, html) => {
        const guide = (await admin.post('/api/Academy', { title: 'Spaces', languageId: 1 })).body;
        const saved = await admin.put('/api/Academy', { ...guide, urlTableId: await fixtures.urlEntry(1), content: html });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        return (await admin.get(`/api/Academy/${guide.academyId}`)).body.content;
      },
    },
  ];

  for (const { name, save } of saves) {
    it(`${name} keeps ordinary spaces ordinary and non-breaking spaces non-breaking`, async () => {
      expect(await save(server.admin, sent)).toBe(stored);
      expect(await save(server.admin, '<p>Probe content abc</p>')).toBe('<p>Probe content abc</p>');
    });
  }
});
