import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import reviewAttribute from '../../schemas/review-attribute.json';
import { invalidField, notFound } from '../errors';
import { id, listOf, params, query, route } from '../lib/schemas';
import { writeOwnerParts } from '../writes/owner-parts';
import { etagOf, ownerVersionQuery, statedOwnerVersion } from '../writes/stated-version';
import { loadAuthorized } from '../lib/records';
import { reviewAttributesRepository, type ReviewAttributeInput } from '../repositories/review-attributes';
import { reviewsRepository } from '../repositories/reviews';
import { fourHighlights, HIGHLIGHTS_DESCRIPTION, reviewOfHighlights } from './reviews/highlights';

const tags = ['Review highlights'];
const dataType = 'Review' as const;
const response = listOf(reviewAttribute);
const querystring = query(ownerVersionQuery, ['version']);
/** The highlights are part of the review's version (writes/owner-parts.ts). */
const REVIEW = { table: 'reviews', idColumn: 'reviewId' };
/** The answer's ETag is the review's version after the save, for the review's own save to state next. */
const ownerTag = (reply: FastifyReply, version: number | undefined) => version !== undefined && reply.header('etag', etagOf(version));
type Save<T> = { Body: T[]; Querystring: { version?: number } };

/** The four highlights of a review (first document, sections 3 and 7), checked in the review's language. */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);
  const highlights = reviewAttributesRepository(app.db);

  /** A highlight named in a save of another review is refused: a highlight stays with its review, moved by no save. */
  const refuseOtherReviews = (found: { reviewAttributeId: number; reviewId: number }[], reviewId: number) => {
    const other = found.find((h) => h.reviewId !== reviewId);
    if (other) throw invalidField('reviewAttributeId', `highlight ${other.reviewAttributeId} belongs to review ${other.reviewId}, not ${reviewId}`);
  };

  app.get<{ Params: { id: number } }>(
    '/ReviewAttributes/GetReviewAttributeByReviewID/:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response }) },
    async (req) => {
      await loadAuthorized(req, reviews, req.params.id, 'Review');
      return highlights.byReview(req.params.id);
    },
  );

  // Posting again replaces the review's highlights, so a review never holds more than four. Either save states
  // the review's version it is based on (If-Match or ?version=) and raises it when a highlight changed.
  app.post<Save<ReviewAttributeInput>>(
    '/ReviewAttributes/PostReviewAttributes',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, description: HIGHLIGHTS_DESCRIPTION, querystring, body: fourHighlights(), response }) },
    async (req, reply) => {
      const reviewId = reviewOfHighlights(req.body);
      await loadAuthorized(req, reviews, reviewId, 'Review');
      // The posted highlights replace the review's; an id they echo must be one of its own.
      const named = req.body.flatMap((item) => (item.reviewAttributeId ? [item.reviewAttributeId] : []));
      if (named.length) refuseOtherReviews(await highlights.findMany(named), reviewId);
      const version = await app.db.transaction().execute((trx) =>
        writeOwnerParts(trx, REVIEW, reviewId, () => reviewAttributesRepository(trx).replace(reviewId, req.body), statedOwnerVersion(req.headers['if-match'], req.query)),
      );
      ownerTag(reply, version);
      return highlights.byReview(reviewId);
    },
  );

  app.put<Save<Required<ReviewAttributeInput>>>(
    '/ReviewAttributes/ReviewAttributes',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, description: HIGHLIGHTS_DESCRIPTION, querystring, body: fourHighlights({ require: ['reviewAttributeId'] }), response }) },
    async (req, reply) => {
      const reviewId = reviewOfHighlights(req.body);
      await loadAuthorized(req, reviews, reviewId, 'Review');
      const ids = req.body.map((item) => item.reviewAttributeId);
      const stored = new Map((await highlights.findMany(ids)).map((h) => [h.reviewAttributeId, h]));
      for (const highlightId of ids) if (!stored.has(highlightId)) throw notFound('Review highlight', highlightId);
      refuseOtherReviews([...stored.values()], reviewId);
      if (stored.size !== ids.length) throw invalidField('reviewAttributeId', 'must name four different highlights');
      const version = await app.db.transaction().execute((trx) =>
        writeOwnerParts(trx, REVIEW, reviewId, () => reviewAttributesRepository(trx).update(req.body), statedOwnerVersion(req.headers['if-match'], req.query)),
      );
      ownerTag(reply, version);
      return highlights.byReview(reviewId);
    },
  );
};

export default routes;
