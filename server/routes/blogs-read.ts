import type { FastifyPluginAsync } from 'fastify';
import blog from '../../schemas/blog.json';
import { id, languageId, listOf, query, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { notFound } from '../errors';
import { blogsRepository } from '../repositories/blogs';
import { routeOptions } from '../content/route-options';
import { only } from '../content/schema-views';

const options = routeOptions('Blog', ['Blog']);
const listed = only(blog, ['blogId', 'pageTitle', 'categoryId', 'categoryName', 'routeName', 'excerpt', 'featuredImage', 'updatedDate', 'languageId']);
const content = { type: 'object', properties: { content: { type: ['string', 'null'] } } };

/** Reading blog posts (first document, Blog): data type Blog. */
const routes: FastifyPluginAsync = async (app) => {
  const blogs = blogsRepository(app.db);

  // useCase=Dashboard is what the back office sends; the answer is the same list either way.
  app.get<{ Querystring: { languageId: number; useCase?: string } }>(
    '/Blogs/ByLanguageId',
    options('read', { querystring: query({ languageId, useCase: { type: 'string', maxLength: 50 } }, ['useCase']), response: listOf(listed) }),
    async (req) => {
      await req.authorize(req.query.languageId);
      return blogs.byLanguage(req.query.languageId);
    },
  );

  app.get<{ Querystring: { categoryId: number } }>(
    '/Blogs/ByCategoryId',
    options('read', { querystring: query({ categoryId: id }), response: listOf(listed) }),
    async (req) => {
      const category = await blogs.category(req.query.categoryId);
      if (!category) throw notFound('Category', req.query.categoryId);
      await req.authorize(category.languageId);
      return blogs.byCategory(req.query.categoryId);
    },
  );

  app.get<{ Querystring: { id: number } }>('/Blogs/ById', options('read', { querystring: query({ id }), response: record(blog) }), async (req) =>
    loadAuthorized(req, blogs, req.query.id, 'Blog post'),
  );

  app.get<{ Querystring: { id: number } }>('/Blogs/GetItemContent', options('read', { querystring: query({ id }), response: content }), async (req) => {
    await loadAuthorized(req, blogs, req.query.id, 'Blog post');
    return blogs.contentOf(req.query.id);
  });
};

export default routes;
