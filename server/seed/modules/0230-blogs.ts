import { LANGUAGE_IDS } from '../../../shared/languages';
import type { SeedContext } from '../context';
import { POSTS } from '../content-items/blog-texts';
import { daysAgo } from '../content-items/dates';
import { BLOG_FEATURED_IMAGE } from '../content-items/featured-images';
import '../../db/tables/content-items';

const pickFrom = (ids: number[], i: number): number | null => (ids.length ? ids[i % ids.length] : null);

/** Per language: blog posts with a blog category, an author, content, and the other posts as popular articles. */
export default async function seed({ db, refs }: SeedContext) {
  refs.blogs = {};
  for (const languageId of LANGUAGE_IDS) {
    const categories: number[] = refs.categories?.[languageId]?.blog ?? [];
    const authors: number[] = refs.authors?.[languageId] ?? [];
    const ids: number[] = [];
    for (const [i, text] of POSTS[languageId].entries()) {
      const { blogId } = await db
        .insertInto('blogs')
        .values({
          languageId,
          ...text,
          featuredImage: BLOG_FEATURED_IMAGE,
          categoryId: pickFrom(categories, i),
          authorId: pickFrom(authors, i),
          createdDate: daysAgo(90 - i * 25),
          updatedDate: daysAgo(30 - i * 8),
        })
        .returning('blogId')
        .executeTakeFirstOrThrow();
      ids.push(blogId);
    }
    for (const blogId of ids) {
      const popular = ids.filter((other) => other !== blogId).join(',');
      await db.updateTable('blogs').set({ selectedPopularArticle: popular }).where('blogId', '=', blogId).execute();
    }
    refs.blogs[languageId] = ids;
  }
}
