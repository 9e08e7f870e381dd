import type { FastifyPluginAsync } from 'fastify';
import review from '../../schemas/review.json';
import { Errors, notFound } from '../errors';
import { id, params, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { reviewAttributesRepository } from '../repositories/review-attributes';
import { REVIEW_DATA_TYPE_ID, reviewsRepository } from '../repositories/reviews';
import { serpsRepository } from '../repositories/serps';

const tags = ['Reviews'];
const dataType = 'Review' as const;

/** One review: read it whole (with its route url), or delete it. */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);
  const withRoute = { findById: reviews.findWithRoute };

  app.get<{ Params: { id: number } }>(
    '/Review/:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response: record(review) }) },
    async (req) => loadAuthorized(req, withRoute, req.params.id, 'Review'),
  );

  // Children first: an English review is the platform its translations copy, so it goes last and nothing is lost.
  app.delete<{ Params: { id: number } }>(
    '/Review/:id',
    { config: { access: { dataType, action: 'delete' } }, schema: route({ tags, params: params({ id }), response: record(review) }) },
    async (req) => {
      const existing = await loadAuthorized(req, withRoute, req.params.id, 'Review');
      const children = await reviews.countChildren(req.params.id);
      if (children > 0) {
        throw new Errors.Conflict(`Review ${req.params.id} still has ${children} review${children === 1 ? '' : 's'} in other languages; delete ${children === 1 ? 'it' : 'them'} first.`);
      }
      await app.db.transaction().execute(async (trx) => {
        await reviewAttributesRepository(trx).removeByReview(req.params.id);
        if (!(await reviewsRepository(trx).remove(req.params.id))) throw notFound('Review', req.params.id);
        await removeOrphanSerp(trx, existing.serpId);
      });
      return existing;
    },
  );
};

/** The review's own SERP goes with it, unless another review still uses it. */
async function removeOrphanSerp(trx: Parameters<typeof serpsRepository>[0], serpId: number | null) {
  if (!serpId) return;
  const serps = serpsRepository(trx);
  const serp = await serps.findById(serpId);
  if (serp?.dataTypeId === REVIEW_DATA_TYPE_ID && !(await reviewsRepository(trx).usesSerp(serpId))) await serps.remove(serpId);
}

export default routes;
