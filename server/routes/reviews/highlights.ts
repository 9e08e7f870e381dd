import reviewAttribute from '../../../schemas/review-attribute.json';
import { invalidField } from '../../errors';
import { bodyList, type JsonSchema } from '../../lib/schemas';

export const HIGHLIGHT_COUNT = 4;

/**
 * A body of exactly four highlights (section 5: exactly four highlights per review), each at an index
 * from 1 to 4; that the four use each index once and belong to one review is the operations' description.
 */
export function fourHighlights(options: { require?: string[] } = {}): JsonSchema {
  return { ...bodyList(reviewAttribute, { ...options, maxItems: HIGHLIGHT_COUNT }), minItems: HIGHLIGHT_COUNT };
}

/** What the schema cannot say about four highlights, for the operations' descriptions. */
export const HIGHLIGHTS_DESCRIPTION =
  'The four highlights use each index from 1 to 4 once (otherwise 400 VALIDATION names index) and belong to one review, the same reviewId in each (otherwise 400 VALIDATION names reviewId).';

/** The four must belong to one review and use each index 1 to 4 once; answers that review's id. */
export function reviewOfHighlights(items: { reviewId: number; index: number }[]): number {
  const reviewId = items[0].reviewId;
  if (items.some((item) => item.reviewId !== reviewId)) throw invalidField('reviewId', 'must be the same review for all four highlights');
  if (new Set(items.map((item) => item.index)).size !== HIGHLIGHT_COUNT) throw invalidField('index', 'must use each of 1, 2, 3 and 4 once');
  return reviewId;
}
