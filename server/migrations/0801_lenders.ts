import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

export const LENDER_FIGURES = [
  'equity2y', 'equity1y', 'assets2y', 'assets1y', 'liabilities2y', 'liabilities1y', 'netProfit2y', 'netProfit1y',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  let lenders = withId(db, db.schema.createTable('lenders'), 'lenderID')
    .addColumn('lenderName', 'text', (c) => c.notNull())
    // A used country cannot be deleted (the API answers 409 first; the key is the backstop).
    .addColumn('countryID', 'integer', (c) => c.notNull().references('countries.countryID').onDelete('restrict'))
    // Deleting a platform's review keeps the lender's figures; the platform is chosen again on the next save.
    .addColumn('reviewID', 'integer', (c) => c.references('reviews.reviewId').onDelete('set null'));
  for (const column of LENDER_FIGURES) lenders = lenders.addColumn(column, DOUBLE);
  await lenders
    .addColumn('sourceLink', 'text')
    .addColumn('audit', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('lenders_country').on('lenders').column('countryID').execute();
  await db.schema.createIndex('lenders_review').on('lenders').column('reviewID').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lenders').execute();
}
