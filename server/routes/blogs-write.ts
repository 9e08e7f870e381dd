import type { FastifyPluginAsync } from 'fastify';
import blog from '../../schemas/blog.json';
import itemContent from '../../schemas/item-content.json';
import { body, FILLED, id, params, record, withMessage } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { blogsRepository } from '../repositories/blogs';
import { FILL_ALL, requireFilled, type BlogBody } from '../content/blog-values';
import { blogSaver } from '../content/save-blog';
import { nowText } from '../content/clock';
import { blogsBin } from '../bin/families/blogs';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { routeOptions } from '../content/route-options';
import { saveContent } from '../content/save-content';
import { only } from '../content/schema-views';

const options = routeOptions('Blog', ['Blog']);
// The 'Add Post' modal asks for a title only.
const newPost = only(blog, ['pageTitle', 'languageId']);
// A missing title gets the form's own notice, like every other field (blogValues).
const savedPost = body(blog, { require: ['blogId'], optional: ['pageTitle'] });

/** Creating, saving and deleting blog posts (first document, Blog): data type Blog. */
const routes: FastifyPluginAsync = async (app) => {
  const blogs = blogsRepository(app.db);
  const saveBlog = blogSaver(app.db);

  app.post<{ Body: BlogBody }>('/Blogs', options('write', { body: body(newPost, { narrow: { pageTitle: withMessage(FILL_ALL, FILLED) } }), response: record(blog) }), async (req) => {
    await req.authorize(req.body.languageId);
    requireFilled(req.body, ['pageTitle']);
    const blogId = await blogs.create({ pageTitle: req.body.pageTitle, languageId: req.body.languageId, createdDate: nowText() });
    return blogs.findById(blogId);
  });

  app.put<{ Body: BlogBody }>('/Blogs', options('write', { body: savedPost, response: record(blog) }), async (req) => {
    return saveBlog(req, req.body);
  });

  app.put<{ Body: { id: number; content: string | null } }>(
    '/Blogs/Content',
    options('write', { body: body(itemContent), response: record(itemContent) }),
    async (req) => saveContent(req, blogs, 'Blog post', 'updatedDate'),
  );

  // The post, its FAQ and its route go to the bin (server/bin/families/blogs.ts).
  app.delete<{ Params: { id: number } }>('/Blogs/:id', withBinEntryHeader(options('delete', { params: params({ id }), response: record(blog) })), async (req, reply) => {
    await loadAuthorized(req, blogs, req.params.id, 'Blog post');
    return deleteToBin(req, reply, blogsBin, req.params.id, 'Blog post');
  });
};

export default routes;
