import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { blogsRepository } from '../repositories/blogs';
import { contentItemChecks } from '../repositories/content-item-checks';
import { blogValues, type BlogBody } from './blog-values';
import { nowText } from './clock';

/**
 * The save of the EDIT POST form, one post: the checks of the post's language (and a new one's), the form's rules,
 * then the write through the table writer. PUT /Blogs and a bulk change of posts (server/bulk/) both run it, so a
 * rule added here holds for both.
 */
export function blogSaver(db: Kysely<Database>) {
  const blogs = blogsRepository(db);
  const checks = contentItemChecks(db);
  return async (req: FastifyRequest, post: BlogBody) => {
    const blogId = post.blogId!;
    await loadForUpdate(req, blogs, blogId, 'Blog post', post.languageId);
    await blogs.update(blogId, { ...(await blogValues(post, checks)), updatedDate: nowText() });
    return (await blogs.findById(blogId))!;
  };
}
