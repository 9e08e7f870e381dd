import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * FAQ titles and their entries. Deleting a review, page or blog post takes its
 * FAQ with it (cascade), so that no family has to know about these tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('faq_titles'), 'faqTitleId')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('reviewId', 'integer', (c) => c.references('reviews.reviewId').onDelete('cascade'))
    .addColumn('pageId', 'integer', (c) => c.references('pages.pageId').onDelete('cascade'))
    .addColumn('blogId', 'integer', (c) => c.references('blogs.blogId').onDelete('cascade'))
    .addColumn('dataTypeId', 'integer')
    .addColumn('tableId', 'integer')
    .execute();
  for (const column of ['reviewId', 'pageId', 'blogId']) {
    await db.schema.createIndex(`faq_titles_${column}`).on('faq_titles').column(column).execute();
  }
  await db.schema.createIndex('faq_titles_table').on('faq_titles').columns(['dataTypeId', 'tableId']).execute();

  await withId(db, db.schema.createTable('faq_lists'), 'faqListId')
    .addColumn('faqTitleId', 'integer', (c) => c.notNull().references('faq_titles.faqTitleId').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('faq_lists_title').on('faq_lists').columns(['faqTitleId', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('faq_lists').execute();
  await db.schema.dropTable('faq_titles').execute();
}
