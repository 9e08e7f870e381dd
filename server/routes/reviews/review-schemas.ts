import review from '../../../schemas/review.json';
import { LANGUAGE_IDS } from '../../../shared/languages';
import { body, withMessage, type JsonSchema } from '../../lib/schemas';
import { activationOverrideSchema } from '../../readiness/activation-gate';

const ENGLISH = 1;

/**
 * POST /Review: the review's fields plus the chosen English review. The
 * platform fields are accepted (the back office sends them for a child) but a
 * child copies them from its English review.
 */
export const reviewCreateSchema = {
  ...review,
  properties: {
    ...review.properties,
    ExistingReviewId: { type: ['integer', 'null'], minimum: 0, maximum: 2147483647, title: 'Platform', description: 'The English review a review in another language translates; required for languages other than English.' },
  },
};

/**
 * English starts a platform; any other language translates one, which it must name. The first branch holds
 * for any languageId but another language's, so that a missing or wrong languageId is refused as such.
 */
const PLATFORM_CHOSEN = withMessage(
  'Please select platform.',
  {
    type: 'object',
    anyOf: [
      { type: 'object', properties: { languageId: { not: { enum: LANGUAGE_IDS.filter((id) => id !== ENGLISH) } } } },
      { type: 'object', required: ['ExistingReviewId'], properties: { ExistingReviewId: { type: 'integer', minimum: 1 } } },
    ],
  },
  { field: 'ExistingReviewId' },
);

export const reviewCreateBody: JsonSchema = { ...body(reviewCreateSchema), allOf: [PLATFORM_CHOSEN] };

/** PUT /Review/Parent and /Review/Child: the EDIT REVIEW form as GET /Review/{id} answered it. */
const reviewFormBody = body(review, { require: ['reviewId'] });
export const reviewUpdateBody: JsonSchema = { ...reviewFormBody, properties: { ...reviewFormBody.properties, activationOverride: activationOverrideSchema } };

export const reviewIdAnswer: JsonSchema = {
  type: 'object',
  properties: { reviewId: { type: 'integer' } },
  required: ['reviewId'],
};
