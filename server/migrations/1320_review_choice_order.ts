import type { Kysely } from 'kysely';

/**
 * The reviews of a language in the order of their choice list (server/repositories/reviews.ts, `options`): best rated
 * first, then by name. An export reads that list a page at a time; without the index each page sorted every review
 * of the language again, and a 100,000-row export spent most of its time sorting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('reviews_choice_order').on('reviews').columns(['languageId', 'ratingCalculated desc', 'name', 'reviewId', 'isActive']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reviews_choice_order').execute();
}
