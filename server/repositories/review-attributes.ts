import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tableWriter } from '../writes/table-writer';
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
  const writer = tableWriter(db, 'review_attributes', 'reviewAttributeId');
  const removeByReview = async (reviewId: number) => {
    const rows = await db.selectFrom('review_attributes').select('reviewAttributeId').where('reviewId', '=', reviewId).execute();
    for (const row of rows) await writer.remove(row.reviewAttributeId);
  };
  return {
    byReview: (reviewId: number) =>
      db.selectFrom('review_attributes').selectAll().where('reviewId', '=', reviewId).orderBy('index').orderBy('reviewAttributeId').execute(),

    /** Replaces whatever highlights the review had, so that it keeps exactly the four given; true (a change). */
    replace: async (reviewId: number, items: ReviewAttributeInput[]) => {
      await removeByReview(reviewId);
      for (const { index, value } of items) await writer.insert({ reviewId, index, value, dataTypeId: HIGHLIGHT_DATA_TYPE_ID });
      return true;
    },

    /** Writes each highlight; true when any changed. */
    update: async (items: Required<ReviewAttributeInput>[]) => {
      const ids = items.map((item) => item.reviewAttributeId);
      const before = new Map((await db.selectFrom('review_attributes').select(['reviewAttributeId', 'version']).where('reviewAttributeId', 'in', ids).execute()).map((r) => [r.reviewAttributeId, r.version]));
      let changed = false;
      for (const { reviewAttributeId, index, value } of items) {
        const after = await writer.update(reviewAttributeId, { index, value });
        if (after?.version !== before.get(reviewAttributeId)) changed = true;
      }
      return changed;
    },

    findMany: (ids: number[]) => db.selectFrom('review_attributes').selectAll().where('reviewAttributeId', 'in', ids).execute(),

    removeByReview,
  };
}
