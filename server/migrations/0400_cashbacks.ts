import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/** Cashback offers and campaigns; an item belongs to one platform and goes with it when the review is deleted. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('cashbacks'), 'cashBackId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('reviewId', 'integer', (c) => c.notNull().references('reviews.reviewId').onDelete('cascade'))
    .addColumn('cashBack_ca', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cashBack_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('valid_Until', 'text')
    .addColumn('exclusive', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('isCampaign', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('cashbacks_language').on('cashbacks').columns(['languageId', 'isCampaign']).execute();
  await db.schema.createIndex('cashbacks_review').on('cashbacks').column('reviewId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cashbacks').execute();
}
