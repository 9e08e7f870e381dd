import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { Errors } from '../../errors';
import { isoDateOrNow } from './dates';
import { checkReview } from './references';

export interface NewsBody {
  newsFeedId?: number;
  reviewId?: number | null;
  languageId: number;
  url?: string | null;
  newsText: string;
  createdDate?: string | null;
  market?: boolean;
  redFlag?: boolean;
  tagLine?: string | null;
}

/** The message of the news form, third document, section 5. */
export const PLATFORM_AND_MARKET = "Can't select Platform and Market at once. Please select just one.";

/**
 * The stored values of a news item: an empty platform (null or 0) is none; a
 * platform and Market together are refused; the date defaults to now (UTC),
 * and on update an omitted date is kept.
 */
export async function newsValues(db: Kysely<Database>, input: NewsBody, creating: boolean) {
  const reviewId = input.reviewId || null;
  if (reviewId !== null && input.market) {
    throw Object.assign(new Errors.Invalid(PLATFORM_AND_MARKET), { field: 'market', reason: 'cannot be chosen together with a platform' });
  }
  if (reviewId !== null) await checkReview(db, 'reviewId', input.languageId, reviewId);
  return {
    languageId: input.languageId,
    reviewId,
    newsText: input.newsText,
    market: input.market ?? false,
    redFlag: input.redFlag ?? false,
    tagLine: input.tagLine ?? null,
    ...(creating || 'createdDate' in input ? { createdDate: isoDateOrNow('createdDate', input.createdDate) } : {}),
  };
}
