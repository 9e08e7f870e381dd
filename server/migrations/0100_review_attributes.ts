import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('review_attributes'), 'reviewAttributeId')
    .addColumn('reviewId', 'integer', (c) => c.notNull().references('reviews.reviewId').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('dataTypeId', 'integer', (c) => c.notNull().defaultTo(28))
    .execute();
  await db.schema.createIndex('review_attributes_review').on('review_attributes').column('reviewId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_attributes').execute();
}
