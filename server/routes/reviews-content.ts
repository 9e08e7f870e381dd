import type { FastifyPluginAsync } from 'fastify';
import review from '../../schemas/review.json';
import reviewContent from '../../schemas/review-content.json';
import { cleanHtml } from '../lib/html';
import { body, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { reviewsRepository } from '../repositories/reviews';

/** Save content of the CONTENT tab: the rich text is cleaned before it is stored. */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);

  app.put<{ Body: { id: number; content: string } }>(
    '/Review/Content',
    { config: { access: { dataType: 'Review', action: 'write' } }, schema: route({ tags: ['Reviews'], body: body(reviewContent), response: record(review) }) },
    async (req) => {
      await loadAuthorized(req, reviews, req.body.id, 'Review');
      await reviews.update(req.body.id, { reviewContent: cleanHtml(req.body.content), updatedDate: new Date().toISOString() });
      return reviews.findWithRoute(req.body.id);
    },
  );
};

export default routes;
