import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('news_feed'), 'newsFeedId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    // Deleting a platform turns its news into news without a platform rather than losing them.
    .addColumn('reviewId', 'integer', (c) => c.references('reviews.reviewId').onDelete('set null'))
    .addColumn('urlTableId', 'integer', (c) => c.references('url_tables.urlTableId').onDelete('set null'))
    .addColumn('newsText', 'text', (c) => c.notNull())
    .addColumn('createdDate', 'text', (c) => c.notNull())
    .addColumn('market', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('redFlag', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tagLine', 'text')
    .execute();
  await db.schema.createIndex('news_feed_language_date').on('news_feed').columns(['languageId', 'createdDate']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_feed').execute();
}
