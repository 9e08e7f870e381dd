import type { FastifyPluginAsync } from 'fastify';
import review from '../../schemas/review.json';
import { Errors } from '../errors';
import { reviewsBin } from '../bin/families/reviews';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { id, params, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { reviewsRepository } from '../repositories/reviews';

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
  // The review, its FAQ, highlights, route and own SERP go to the bin (server/bin/families/reviews.ts).
  app.delete<{ Params: { id: number } }>(
    '/Review/:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(review) }) }),
    async (req, reply) => {
      const existing = await loadAuthorized(req, withRoute, req.params.id, 'Review');
      const children = await reviews.countChildren(req.params.id);
      if (children > 0) {
        throw new Errors.Conflict(`Review ${req.params.id} still has ${children} review${children === 1 ? '' : 's'} in other languages; delete ${children === 1 ? 'it' : 'them'} first.`);
      }
      await deleteToBin(req, reply, reviewsBin, req.params.id, 'Review');
      return existing;
    },
  );
};

export default routes;
