import type { CallSpec } from '../../../model/descriptor';
import type { DataProvider } from '../../../data/provider';
import type { TemplateContext } from '../../../data/templates';
import { COUNT, CREATE as CREATE_HIGHLIGHTS, DATA_TYPE } from './highlights';

export { CREATE_HIGHLIGHTS };

type Row = Record<string, any>;

/** Fields of a review that are its own, not the platform's: a child starts with its own (first document, section 3). */
const OWN_FIELDS = new Set([
  'reviewId', 'languageId', 'parentReviewId', 'name', 'isActive', 'serpId', 'subtitle', 'authorId',
  'reviewContent', 'updatedDate', 'ratingCalculated', 'url', 'urlTableId',
]);

export const READ_REVIEW: CallSpec = { path: '/Review/{value}' };
export const CREATE_REVIEW: CallSpec = { method: 'POST', path: '/Review' };
export const READ_HIGHLIGHTS: CallSpec = { path: '/ReviewAttributes/GetReviewAttributeByReviewID/{value}' };

/** The platform fields of a review as GET /Review/{id} answers it. */
export function platformFields(review: Row): Row {
  return Object.fromEntries(Object.entries(review).filter(([key]) => !OWN_FIELDS.has(key)));
}

/** The four highlights of one review written for another (index 1 to 4, dataTypeId 28). */
export function copiedHighlights(source: Row[], reviewId: number): Row[] {
  return Array.from({ length: COUNT }, (_, i) => i + 1).map((index) => ({ value: String(source.find((h) => h.index === index)?.value ?? ''), index, dataTypeId: DATA_TYPE, reviewId }));
}

/**
 * Creates a review from the Add Review dialog (first document, sections 2, 4 and 7): English with its name;
 * another language as the child of the chosen English review, with every platform field of it in the body
 * and its four highlights copied to the new review (the server copies the fields, not the highlights).
 */
export async function createReview(provider: DataProvider, ctx: TemplateContext, name: unknown, englishReviewId: unknown): Promise<Row> {
  const base = { languageId: ctx.language, name, isActive: true };
  if (ctx.language === 1) return provider.call<Row>(CREATE_REVIEW, ctx, base);
  const english = await provider.call<Row>(READ_REVIEW, { ...ctx, value: englishReviewId });
  const created = await provider.call<Row>(CREATE_REVIEW, ctx, { ...platformFields(english), ...base, ExistingReviewId: Number(englishReviewId) });
  const highlights = await provider.call<Row[]>(READ_HIGHLIGHTS, { ...ctx, value: englishReviewId });
  if (highlights.length) await provider.call(CREATE_HIGHLIGHTS, ctx, copiedHighlights(highlights, created.reviewId));
  return created;
}
