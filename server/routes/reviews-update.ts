import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import review from '../../schemas/review.json';
import { invalidField } from '../errors';
import { record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { REVIEW_FORM_FIELDS, reviewsRepository } from '../repositories/reviews';
import { checkReviewReferences } from './reviews/review-references';
import { checkPlatformFigures, normalizeForm, ratingOf } from './reviews/review-rules';
import { reviewUpdateBody } from './reviews/review-schemas';
import { factsEntity } from '../translations/facts-entities';
import { activates, guardActivation, type ActivationOverride } from '../readiness/activation-gate';
import { readinessFamily } from '../readiness/families';
import { carryEnglishOnlyFacts, refuseEnglishOnlyChanges } from '../translations/facts-guard';

type ReviewForm = Record<string, any> & { reviewId: number; languageId: number; activationOverride?: ActivationOverride };

const ENGLISH = 1;

/**
 * Save of the EDIT REVIEW tab (first document, section 4): English reviews
 * through /Review/Parent, the others through /Review/Child. The total rating
 * and the updated date are the server's.
 */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);
  const facts = factsEntity('Review')!;
  const family = readinessFamily('reviews');

  async function save(req: FastifyRequest<{ Body: ReviewForm }>, english: boolean) {
    const { reviewId, languageId } = req.body;
    if ((languageId === ENGLISH) !== english) {
      throw invalidField('languageId', english ? 'must be 1: PUT /Review/Parent saves English reviews (use PUT /Review/Child)' : 'must not be 1: PUT /Review/Child saves reviews in other languages (use PUT /Review/Parent)');
    }
    const stored = await loadAuthorized(req, reviews, reviewId, 'Review');
    if (stored.languageId !== languageId) throw invalidField('languageId', `cannot change: review ${reviewId} is in language ${stored.languageId}`);

    const changes = normalizeForm(pick(req.body, REVIEW_FORM_FIELDS), stored);
    const merged = { ...stored, ...changes };
    checkPlatformFigures(merged);
    await checkReviewReferences(app.db, languageId, changes);
    await refuseEnglishOnlyChanges(app.db, facts, stored, changes);
    const values = { ...changes, ratingCalculated: ratingOf(merged), updatedDate: new Date().toISOString() };
    if (activates(family, stored, changes)) {
      // Going live: written and checked for readiness in one transaction, so a blocking finding writes nothing.
      await app.db.transaction().execute(async (trx) => {
        await reviewsRepository(trx).update(reviewId, values);
        await guardActivation(trx, req, family, { id: reviewId, languageId }, req.body.activationOverride);
      });
    } else await reviews.update(reviewId, values);
    await carryEnglishOnlyFacts(app.db, facts, stored, changes, await req.allowedLanguages());
    return reviews.findWithRoute(reviewId);
  }

  const options = { config: { access: { dataType: 'Review' as const, action: 'write' as const } }, schema: route({ tags: ['Reviews'], body: reviewUpdateBody, response: record(review) }) };
  app.put<{ Body: ReviewForm }>('/Review/Parent', options, (req) => save(req, true));
  app.put<{ Body: ReviewForm }>('/Review/Child', options, (req) => save(req, false));
};

export default routes;
