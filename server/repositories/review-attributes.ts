import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/review-attributes';

export interface ReviewAttributeInput {
  reviewAttributeId?: number;
  reviewId: number;
  index: number;
  value: string;
}

/** The data type id every review highlight carries. */
export const HIGHLIGHT_DATA_TYPE_ID = 28;

/** The four highlights of a review. */
export function reviewAttributesRepository(db: Kysely<Database>) {
  return {
    byReview: (reviewId: number) =>
      db.selectFrom('review_attributes').selectAll().where('reviewId', '=', reviewId).orderBy('index').orderBy('reviewAttributeId').execute(),

    /** Replaces whatever highlights the review had, so that it keeps exactly the four given. */
    replace: async (reviewId: number, items: ReviewAttributeInput[]) => {
      await db.deleteFrom('review_attributes').where('reviewId', '=', reviewId).execute();
      await db.insertInto('review_attributes')
        .values(items.map(({ index, value }) => ({ reviewId, index, value, dataTypeId: HIGHLIGHT_DATA_TYPE_ID })))
        .execute();
    },

    update: async (items: Required<ReviewAttributeInput>[]) => {
      for (const { reviewAttributeId, index, value } of items) {
        await db.updateTable('review_attributes').set({ index, value }).where('reviewAttributeId', '=', reviewAttributeId).execute();
      }
    },

    findMany: (ids: number[]) => db.selectFrom('review_attributes').selectAll().where('reviewAttributeId', 'in', ids).execute(),

    removeByReview: (reviewId: number) => db.deleteFrom('review_attributes').where('reviewId', '=', reviewId).execute(),
  };
}
