import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import reviewOption from '../../schemas/review-option.json';
import { languageId, listOf, params, route } from '../lib/schemas';
import { reviewsRepository } from '../repositories/reviews';

const tags = ['Reviews'];
const config = { access: { dataType: 'Review' as const, action: 'read' as const } };
const schema = route({ tags, params: params({ languageId }), response: listOf(reviewOption) });

/**
 * The platform choice lists many screens use (first document, section 7; third
 * document, lender form): {value, label, rating}, best rated first.
 */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);

  const list = (includeInactive: boolean) => async (req: FastifyRequest<{ Params: { languageId: number } }>) => {
    await req.authorizeLookup(req.params.languageId);
    return reviews.options(req.params.languageId, includeInactive);
  };

  app.get<{ Params: { languageId: number } }>('/Review/GetListOfReviewByLangId/:languageId', { config, schema: { ...schema, summary: 'Active reviews of a language' } }, list(false));
  app.get<{ Params: { languageId: number } }>('/Review/GetListOfReviewByLangIdAdmin/:languageId', { config, schema: { ...schema, summary: 'All reviews of a language, inactive ones too' } }, list(true));
};

export default routes;
