import type { FastifyPluginAsync } from 'fastify';
import review from '../../schemas/review.json';
import { record, route } from '../lib/schemas';
import { reviewSaver, type ReviewForm } from './reviews/save-review';
import { reviewUpdateBody } from './reviews/review-schemas';

/**
 * Save of the EDIT REVIEW tab (first document, section 4): English reviews
 * through /Review/Parent, the others through /Review/Child (./reviews/save-review.ts).
 */
const routes: FastifyPluginAsync = async (app) => {
  const save = reviewSaver(app.db);
  const options = { config: { access: { dataType: 'Review' as const, action: 'write' as const } }, schema: route({ tags: ['Reviews'], body: reviewUpdateBody, response: record(review) }) };
  app.put<{ Body: ReviewForm }>('/Review/Parent', options, (req) => save(req, req.body, true));
  app.put<{ Body: ReviewForm }>('/Review/Child', options, (req) => save(req, req.body, false));
};

export default routes;
