import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { invalidField } from '../../errors';
import { loadAuthorized } from '../../lib/records';
import { pick } from '../../repositories/crud';
import { REVIEW_FORM_FIELDS, reviewsRepository } from '../../repositories/reviews';
import { factsEntity } from '../../translations/facts-entities';
import { carryEnglishOnlyFacts, refuseEnglishOnlyChanges } from '../../translations/facts-guard';
import { checkReviewReferences } from './review-references';
import { checkPlatformFigures, normalizeForm, ratingOf } from './review-rules';
import { activates, guardActivation, type ActivationOverride } from '../../readiness/activation-gate';
import { readinessFamily } from '../../readiness/families';

export type ReviewForm = Record<string, any> & { reviewId: number; languageId: number; activationOverride?: ActivationOverride };

const ENGLISH = 1;

/** Work inside a transaction already open, taken back alone when it fails, the transaction going on (both databases). */
async function inSavepoint(trx: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  await sql`savepoint review_activation`.execute(trx);
  try {
    await work(trx);
  } catch (error) {
    await sql`rollback to savepoint review_activation`.execute(trx);
    throw error;
  } finally {
    await sql`release savepoint review_activation`.execute(trx);
  }
}

/**
 * The save of the EDIT REVIEW tab, one review: its language's checks, the form's rules, the English-only facts, then
 * the write, gated by readiness when it activates the review; the total rating and the updated date are the server's. PUT /Review/Parent and /Review/Child and a bulk
 * change of reviews (server/bulk/) all run it, so a rule added here holds for each of them.
 */
export function reviewSaver(db: Kysely<Database>) {
  const reviews = reviewsRepository(db);
  const facts = factsEntity('Review')!;
  const family = readinessFamily('reviews');
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
    const values = { ...changes, ratingCalculated: ratingOf(merged), updatedDate: new Date().toISOString() };
    if (activates(family, stored, changes)) {
      // Going live: written and checked for readiness in one transaction, so a blocking finding writes nothing. A
      // bulk change already runs in one, which goes on past a refused record: a savepoint takes back that record's write.
      const writeAndGuard = async (trx: Kysely<Database>) => {
        await reviewsRepository(trx).update(reviewId, values);
        await guardActivation(trx, req, family, { id: reviewId, languageId }, form.activationOverride);
      };
      if (db.isTransaction) await inSavepoint(db, writeAndGuard);
      else await db.transaction().execute(writeAndGuard);
    } else await reviews.update(reviewId, values);
    await carryEnglishOnlyFacts(db, facts, stored, changes, await req.allowedLanguages());
    return (await reviews.findWithRoute(reviewId))!;
  };
}
