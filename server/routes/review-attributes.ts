import type { FastifyPluginAsync } from 'fastify';
import reviewAttribute from '../../schemas/review-attribute.json';
import { invalidField, notFound } from '../errors';
import { id, listOf, params, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { reviewAttributesRepository, type ReviewAttributeInput } from '../repositories/review-attributes';
import { reviewsRepository } from '../repositories/reviews';
import { fourHighlights, reviewOfHighlights } from './reviews/highlights';

const tags = ['Review highlights'];
const dataType = 'Review' as const;
const response = listOf(reviewAttribute);

/** The four highlights of a review (first document, sections 3 and 7), checked in the review's language. */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);
  const highlights = reviewAttributesRepository(app.db);

  app.get<{ Params: { id: number } }>(
    '/ReviewAttributes/GetReviewAttributeByReviewID/:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response }) },
    async (req) => {
      await loadAuthorized(req, reviews, req.params.id, 'Review');
      return highlights.byReview(req.params.id);
    },
  );

  // Posting again replaces the review's highlights, so a review never holds more than four.
  app.post<{ Body: ReviewAttributeInput[] }>(
    '/ReviewAttributes/PostReviewAttributes',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: fourHighlights(), response }) },
    async (req) => {
      const reviewId = reviewOfHighlights(req.body);
      await loadAuthorized(req, reviews, reviewId, 'Review');
      await app.db.transaction().execute((trx) => reviewAttributesRepository(trx).replace(reviewId, req.body));
      return highlights.byReview(reviewId);
    },
  );

  app.put<{ Body: Required<ReviewAttributeInput>[] }>(
    '/ReviewAttributes/ReviewAttributes',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: fourHighlights({ require: ['reviewAttributeId'] }), response }) },
    async (req) => {
      const reviewId = reviewOfHighlights(req.body);
      await loadAuthorized(req, reviews, reviewId, 'Review');
      const ids = req.body.map((item) => item.reviewAttributeId);
      const stored = new Map((await highlights.findMany(ids)).map((h) => [h.reviewAttributeId, h]));
      for (const highlightId of ids) {
        const found = stored.get(highlightId);
        if (!found) throw notFound('Review highlight', highlightId);
        if (found.reviewId !== reviewId) throw invalidField('reviewAttributeId', `highlight ${highlightId} belongs to review ${found.reviewId}, not ${reviewId}`);
      }
      if (stored.size !== ids.length) throw invalidField('reviewAttributeId', 'must name four different highlights');
      await app.db.transaction().execute((trx) => reviewAttributesRepository(trx).update(req.body));
      return highlights.byReview(reviewId);
    },
  );
};

export default routes;
