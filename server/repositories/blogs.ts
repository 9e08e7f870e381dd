import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { routeUrl } from './content-item-route-url';
import '../db/tables/versions';
import '../db/tables/content-items';
import '../db/tables/categories';

export const BLOG_FIELDS = [
  'languageId', 'pageTitle', 'subtitle', 'serpTitle', 'serpDescription', 'featuredImage', 'excerpt', 'selectedPopularArticle', 'categoryId', 'authorId',
] as const;

const BLOG_ROUTE = { id: 'b.blogId', language: 'b.languageId', dataType: 43 };
const LISTED = ['b.blogId', 'b.languageId', 'b.pageTitle', 'b.categoryId', 'c.categoryName', 'b.excerpt', 'b.featuredImage', 'b.updatedDate', 'b.version'] as const;

/** Blog posts answer with their category's name and their route's url (routeName); content only on its own call. */
export function blogsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'blogs', 'blogId');
  const posts = () =>
    db
      .selectFrom('blogs as b')
      .leftJoin('categories as c', 'c.categoryId', 'b.categoryId')
      .select((eb) => routeUrl(eb, BLOG_ROUTE).as('routeName'));
  const newestFirst = <Q extends { orderBy: (...args: any[]) => Q }>(query: Q) => query.orderBy('b.createdDate', 'desc').orderBy('b.blogId', 'desc');
  return {
    ...crud,
    /** Every field but the content. */
    findById: (blogId: number): Promise<Record<string, any> | undefined> =>
      posts()
        .select([...LISTED, 'b.subtitle', 'b.serpTitle', 'b.serpDescription', 'b.selectedPopularArticle', 'b.authorId', 'b.createdDate'])
        .where('b.blogId', '=', blogId)
        .executeTakeFirst(),
    contentOf: (blogId: number) => db.selectFrom('blogs').select(['content', 'version']).where('blogId', '=', blogId).executeTakeFirst(),
    byLanguage: (languageId: number) => newestFirst(posts().select(LISTED).where('b.languageId', '=', languageId)).execute(),
    byCategory: (categoryId: number) => newestFirst(posts().select(LISTED).where('b.categoryId', '=', categoryId)).execute(),
    category: (categoryId: number) => db.selectFrom('categories').select(['categoryId', 'languageId']).where('categoryId', '=', categoryId).executeTakeFirst(),
  };
}
