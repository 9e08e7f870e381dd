import blog from '../../../schemas/blog.json';
import { body } from '../../lib/schemas';
import { BLOG_FIELDS, blogsRepository } from '../../repositories/blogs';
import { blogSaver } from '../../content/save-blog';
import type { BlogBody } from '../../content/blog-values';
import { blogsBin } from '../../bin/families/blogs';
import { defineBulkFamily } from '../bulk-family';

/** Blog posts: their author and category, saved as the EDIT POST form saves a post (PUT /Blogs). */
export const blogsBulk = defineBulkFamily({
  name: 'blogs',
  what: 'blog post',
  whatPlural: 'blog posts',
  dataType: 'Blog',
  table: 'blogs',
  idColumn: 'blogId',
  nameColumn: 'pageTitle',
  languageColumn: 'languageId',
  translations: 'Blogs',
  schema: body(blog, { require: ['blogId'], optional: ['pageTitle'] }),
  formFields: BLOG_FIELDS,
  fields: {
    authorId: { label: 'Author', names: { table: 'authors', idColumn: 'authorID', nameColumn: 'authorName' } },
    categoryId: { label: 'Category', names: { table: 'categories', idColumn: 'categoryId', nameColumn: 'categoryName' } },
    featuredImage: { label: 'Featured image' },
  },
  // Deleted into the bin as its DELETE call deletes one, with what it owns.
  remove: { binOf: () => blogsBin },
  read: (db, id) => blogsRepository(db).findById(id),
  saver(db) {
    const save = blogSaver(db);
    return (req, record) => save(req, record as BlogBody);
  },
});
