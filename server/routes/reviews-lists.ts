import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import reviewOption from '../../schemas/review-option.json';
import { languageId, listOf, params, query, route } from '../lib/schemas';
import { pageOf, pageParams, PAGE_PARAMS, type PageAsked } from '../lib/paged-reads';
import { reviewsRepository } from '../repositories/reviews';

const tags = ['Reviews'];
const config = { access: { dataType: 'Review' as const, action: 'read' as const }, pagedRead: true };
const schema = route({ tags, params: params({ languageId }), querystring: query(pageParams, PAGE_PARAMS), response: listOf(reviewOption) });
type Listed = { Params: { languageId: number }; Querystring: PageAsked };

/**
 * The platform choice lists many screens use (first document, section 7; third
 * document, lender form): {value, label, rating}, best rated first.
 */
const routes: FastifyPluginAsync = async (app) => {
  const reviews = reviewsRepository(app.db);

  const list = (includeInactive: boolean) => async (req: FastifyRequest<Listed>) => {
    await req.authorizeLookup(req.params.languageId);
    return reviews.options(req.params.languageId, includeInactive, pageOf(req.query));
  };

  app.get<Listed>('/Review/GetListOfReviewByLangId/:languageId', { config, schema: { ...schema, summary: 'Active reviews of a language' } }, list(false));
  app.get<Listed>('/Review/GetListOfReviewByLangIdAdmin/:languageId', { config, schema: { ...schema, summary: 'All reviews of a language, inactive ones too' } }, list(true));
};

export default routes;
