import { expect, it } from 'vitest';
import blog from '../../schemas/blog.json';
import itemContent from '../../schemas/item-content.json';
import { only } from '../../server/content/schema-views';
import { forEachDatabase } from '../support/harness';
import { permissionMatrix, snapshot } from '../support/matrix';
import { rejectsBadBodies } from '../support/bad-bodies';
import type { ApiClient } from '../support/client';
import { contentFixtures } from './content-fixtures';

forEachDatabase('Blogs', (server) => {
  const fixtures = contentFixtures(server);
  const make = async (admin: ApiClient, languageId: number) => (await admin.post('/api/Blogs', { pageTitle: 'Auto-invest explained', languageId })).body.blogId;
  // A category, an author and a popular post per language, made once so that a refused call changes no table.
  const referred = new Map<number, Promise<{ categoryId: number; authorId: number; popular: number }>>();
  const refsIn = (languageId: number) => {
    if (!referred.has(languageId)) {
      referred.set(languageId, (async () => ({
        categoryId: await fixtures.category(languageId, `Strategy ${languageId}`),
        authorId: await fixtures.author(languageId),
        popular: await make(server.admin, languageId),
      }))());
    }
    return referred.get(languageId)!;
  };
  /** The EDIT POST form as the back office sends it: every field filled in. */
  const form = async (blogId: number, languageId: number) => {
    const { categoryId, authorId, popular } = await refsIn(languageId);
    return {
      blogId,
      languageId,
      featuredImage: 'BLOG_FEATURED_IMAGES/auto-invest.jpg',
      excerpt: 'How auto-invest spreads your money.',
      pageTitle: 'Auto-invest explained',
      selectedPopularArticle: `${popular}`,
      categoryId,
      authorId,
      serpDescription: 'Auto-invest settings that work.',
      serpTitle: 'Auto-invest explained',
      subtitle: 'Set it and check it',
    };
  };
  const listedIds = (answer: { body: { blogId: number }[] }) => answer.body.map((b) => b.blogId);

  it('creates, lists, reads, updates and deletes as the back office does', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Blogs', { pageTitle: 'Secondary markets', languageId: 2 });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ blogId: expect.any(Number), pageTitle: 'Secondary markets', languageId: 2, categoryId: null, updatedDate: null });
    const id = created.body.blogId;

    const post = await form(id, 2);
    const saved = await admin.put('/api/Blogs', post);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...post, categoryName: 'Strategy 2' });
    expect(Date.parse(saved.body.updatedDate)).not.toBeNaN();

    await fixtures.urlEntry(2, 43, id, `/blog/secondary-markets-${id}`);
    for (const url of ['/api/Blogs/ByLanguageId?languageId=2', '/api/Blogs/ByLanguageId?languageId=2&useCase=Dashboard', `/api/Blogs/ByCategoryId?categoryId=${post.categoryId}`]) {
      const listed = (await admin.get(url)).body.find((b: any) => b.blogId === id);
      expect(listed, url).toEqual({
        blogId: id, languageId: 2, pageTitle: post.pageTitle, categoryId: post.categoryId, categoryName: 'Strategy 2',
        routeName: `/blog/secondary-markets-${id}`, excerpt: post.excerpt, featuredImage: post.featuredImage, updatedDate: saved.body.updatedDate, version: 2,
      });
    }
    expect(listedIds(await admin.get('/api/Blogs/ByLanguageId?languageId=3'))).not.toContain(id);

    const one = await admin.get(`/api/Blogs/ById?id=${id}`);
    expect(one.body).toMatchObject({ ...post, routeName: `/blog/secondary-markets-${id}`, createdDate: created.body.createdDate });
    expect(one.body).not.toHaveProperty('content');

    expect((await admin.put('/api/Blogs/Content', { id, content: '<p>Markets</p>' })).body).toEqual({ id, content: '<p>Markets</p>', version: 3 });
    expect((await admin.get(`/api/Blogs/GetItemContent?id=${id}`)).body).toEqual({ content: '<p>Markets</p>', version: 3 });

    expect((await admin.delete(`/api/Blogs/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/Blogs/ById?id=${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/Blogs/${id}`)).status).toBe(404);
  });

  it("refuses a save with any field empty with 'Please fill out all the fields.', naming the first one", async () => {
    const id = await make(server.admin, 1);
    const post = await form(id, 1);
    const before = await snapshot(server, ['blogs']);
    const fields = ['featuredImage', 'excerpt', 'pageTitle', 'selectedPopularArticle', 'categoryId', 'authorId', 'serpDescription', 'serpTitle', 'subtitle'] as const;
    for (const field of fields) {
      const empty = typeof post[field] === 'number' ? [null, 0] : [null, '', '   '];
      if (field === 'pageTitle') empty.shift(); // the title is never null: the schema refuses that
      for (const value of [...empty, undefined]) {
        const { [field]: _dropped, ...rest } = post;
        const answer = await server.admin.put('/api/Blogs', value === undefined ? rest : { ...post, [field]: value });
        expect(answer.status, `${field}=${value}`).toBe(400);
        expect(answer.body, `${field}=${value}`).toMatchObject({ message: 'Please fill out all the fields.', field });
      }
    }
    const answer = await server.admin.put('/api/Blogs', { ...post, subtitle: '', excerpt: null });
    expect(answer.body.field).toBe('excerpt');
    expect((await server.admin.post('/api/Blogs', { pageTitle: ' ', languageId: 1 })).body).toMatchObject({ message: 'Please fill out all the fields.', field: 'pageTitle' });
    expect(await snapshot(server, ['blogs'])).toEqual(before);
  });

  it('refuses a category of another language, an unknown author or popular post of another language', async () => {
    const id = await make(server.admin, 1);
    const german = await refsIn(2);
    for (const [field, value] of [['categoryId', german.categoryId], ['categoryId', 999999], ['authorId', 999999], ['selectedPopularArticle', `${german.popular}`]] as const) {
      const answer = await server.admin.put('/api/Blogs', { ...(await form(id, 1)), [field]: value });
      expect(answer.status, field).toBe(400);
      expect(answer.body.field).toBe(field);
    }
  });

  it('saves content cleaned of script payloads', async () => {
    const id = await make(server.admin, 1);
    const content = '<p>Read <a href="javascript:steal()" onclick="x()">this</a></p><script src="//evil.example/x.js"></script><svg onload="alert(1)"></svg>';
    const saved = await server.admin.put('/api/Blogs/Content', { id, content });
    const stored = (await server.admin.get(`/api/Blogs/GetItemContent?id=${id}`)).body.content;
    for (const html of [saved.body.content, stored]) {
      expect(html).toContain('this</a>');
      expect(html).not.toMatch(/script|javascript:|onclick|onload|svg/i);
    }
  });

  it('lists a category only to readers of its language', async () => {
    const { categoryId } = await refsIn(2);
    const reader = await server.userWith(['Blog', 'read', [1]]);
    expect((await reader.get(`/api/Blogs/ByCategoryId?categoryId=${categoryId}`)).status).toBe(403);
    expect((await reader.get(`/api/Blogs/ByCategoryId?categoryId=${(await refsIn(1)).categoryId}`)).status).toBe(200);
    expect((await reader.get('/api/Blogs/ByLanguageId?languageId=2')).status).toBe(403);
    expect((await server.admin.get('/api/Blogs/ByCategoryId?categoryId=999999')).status).toBe(404);
    expect((await reader.get(`/api/Blogs/GetItemContent?id=${(await refsIn(2)).popular}`)).status).toBe(403);
  });

  permissionMatrix(server, {
    dataType: 'Blog',
    tables: ['blogs'],
    make,
    read: (c, id) => c.get(`/api/Blogs/ById?id=${id}`),
    create: (c, languageId) => c.post('/api/Blogs', { pageTitle: 'New post', languageId }),
    update: async (c, id, languageId) => c.put('/api/Blogs', await form(id, languageId)),
    delete: (c, id) => c.delete(`/api/Blogs/${id}`),
  });

  permissionMatrix(server, {
    dataType: 'Blog',
    tables: ['blogs'],
    make,
    read: (c, id) => c.get(`/api/Blogs/GetItemContent?id=${id}`),
    update: (c, id) => c.put('/api/Blogs/Content', { id, content: '<p>Changed</p>' }),
  });

  rejectsBadBodies(server, {
    name: 'POST /Blogs',
    schema: only(blog, ['pageTitle', 'languageId']),
    tables: ['blogs'],
    valid: async () => ({ pageTitle: 'New post', languageId: 1 }),
    send: (c, body) => c.post('/api/Blogs', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Blogs',
    schema: blog,
    tables: ['blogs'],
    valid: async () => form(await make(server.admin, 1), 1),
    send: (c, body) => c.put('/api/Blogs', body),
  });

  rejectsBadBodies(server, {
    name: 'PUT /Blogs/Content',
    schema: itemContent,
    tables: ['blogs'],
    valid: async () => ({ id: await make(server.admin, 1), content: '<p>Text</p>' }),
    send: (c, body) => c.put('/api/Blogs/Content', body),
  });
});
