import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField } from '../../errors';
import { loadAuthorized } from '../../lib/records';
import { pick } from '../../repositories/crud';
import { REVIEW_FORM_FIELDS, reviewsRepository } from '../../repositories/reviews';
import { factsEntity } from '../../translations/facts-entities';
import { carryEnglishOnlyFacts, refuseEnglishOnlyChanges } from '../../translations/facts-guard';
import { checkReviewReferences } from './review-references';
import { checkPlatformFigures, normalizeForm, ratingOf } from './review-rules';

export type ReviewForm = Record<string, any> & { reviewId: number; languageId: number };

const ENGLISH = 1;

/**
 * The save of the EDIT REVIEW tab, one review: its language's checks, the form's rules, the English-only facts, then
 * the write; the total rating and the updated date are the server's. PUT /Review/Parent and /Review/Child and a bulk
 * change of reviews (server/bulk/) all run it, so a rule added here holds for each of them.
 */
export function reviewSaver(db: Kysely<Database>) {
  const reviews = reviewsRepository(db);
  const facts = factsEntity('Review')!;
  return async (req: FastifyRequest, form: ReviewForm, english: boolean = form.languageId === ENGLISH) => {
    const { reviewId, languageId } = form;
    if ((languageId === ENGLISH) !== english) {
      throw invalidField('languageId', english ? 'must be 1: PUT /Review/Parent saves English reviews (use PUT /Review/Child)' : 'must not be 1: PUT /Review/Child saves reviews in other languages (use PUT /Review/Parent)');
    }
    const stored = await loadAuthorized(req, reviews, reviewId, 'Review');
    if (stored.languageId !== languageId) throw invalidField('languageId', `cannot change: review ${reviewId} is in language ${stored.languageId}`);

    const changes = normalizeForm(pick(form, REVIEW_FORM_FIELDS), stored);
    const merged = { ...stored, ...changes };
    checkPlatformFigures(merged);
    await checkReviewReferences(db, languageId, changes);
    await refuseEnglishOnlyChanges(db, facts, stored, changes);
    await reviews.update(reviewId, { ...changes, ratingCalculated: ratingOf(merged), updatedDate: new Date().toISOString() });
    await carryEnglishOnlyFacts(db, facts, stored, changes, await req.allowedLanguages());
    return (await reviews.findWithRoute(reviewId))!;
  };
}
