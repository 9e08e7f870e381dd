import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('exposures'), 'exposureID')
    .addColumn('name', 'text')
    // An exposure means nothing without its platform: it goes when the review goes.
    .addColumn('platform', 'integer', (c) => c.notNull().references('reviews.reviewId').onDelete('cascade'))
    .addColumn('investmentAmount', DOUBLE)
    .addColumn('interestRate', DOUBLE)
    .addColumn('investingSince', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exposures').execute();
}
