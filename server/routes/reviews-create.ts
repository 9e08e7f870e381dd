import type { FastifyPluginAsync } from 'fastify';
import { Errors, invalidField } from '../errors';
import { route } from '../lib/schemas';
import { reviewsRepository } from '../repositories/reviews';
import { refuse } from './reviews/field-error';
import { reviewCreateBody, reviewIdAnswer } from './reviews/review-schemas';

type NewReview = { languageId: number; name: string; ExistingReviewId?: number | null };

const ENGLISH = 1;

/**
 * Add Review (first document, sections 2, 4 and 5): an English review starts
 * with a name only; a review in another language is a child of the chosen
 * English review and copies all its platform fields.
 */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);

  app.post<{ Body: NewReview }>(
    '/Review',
    { config: { access: { dataType: 'Review', action: 'write' } }, schema: route({
        tags: ['Reviews'],
        description:
          'A review in a language other than English names its platform, ExistingReviewId: an English review that has no review in this language yet. ' +
          'A platform that does not exist or is not English answers 400 VALIDATION; one that has a review in this language already answers 409 CONFLICT.',
        body: reviewCreateBody,
        response: reviewIdAnswer,
      }) },
    async (req) => {
      const { languageId, name, ExistingReviewId: parentId } = req.body;
      await req.authorize(languageId);
      if (languageId === ENGLISH) return { reviewId: await reviews.create({ languageId, name, isActive: true }) };

      if (!parentId) throw refuse('ExistingReviewId', 'Please select platform.');
      const parent = await reviews.findById(parentId);
      if (!parent) throw invalidField('ExistingReviewId', `review ${parentId} does not exist`);
      if (parent.languageId !== ENGLISH) throw invalidField('ExistingReviewId', `review ${parentId} is not an English review`);
      const sibling = await reviews.childIn(parentId, languageId);
      if (sibling) throw new Errors.Conflict(`${parent.name} already has a review in language ${languageId} (review ${sibling.reviewId})`);
      return { reviewId: await reviews.createChild(parent, { languageId, name }) };
    },
  );
};

export default routes;
