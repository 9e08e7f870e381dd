import type { FastifyPluginAsync } from 'fastify';
import academy from '../../schemas/academy.json';
import { id, languageId, listOf, params, query, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { academyRepository } from '../repositories/academy';
import { routeOptions } from '../content/route-options';
import { without } from '../content/schema-views';

const options = routeOptions('Academy', ['Academy']);
const choice = {
  type: 'array',
  items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } },
};

/** Reading academy guides (first document, Academy): data type Academy. */
const routes: FastifyPluginAsync = async (app) => {
  const guides = academyRepository(app.db);

  app.get<{ Querystring: { langId: number } }>(
    '/Academy/GetAcademy',
    options('read', { querystring: query({ langId: languageId }), response: listOf(without(academy, ['content'])) }),
    async (req) => {
      await req.authorize(req.query.langId);
      return guides.byLanguage(req.query.langId);
    },
  );

  // A choice list used by other screens (routes, pages): any role in the language will do.
  app.get<{ Querystring: { langId: number } }>(
    '/Academy/GetAcademyValueByLangId',
    options('read', { querystring: query({ langId: languageId }), response: choice }),
    async (req) => {
      await req.authorizeLookup(req.query.langId);
      return guides.choices(req.query.langId);
    },
  );

  app.get<{ Params: { id: number } }>('/Academy/:id', options('read', { params: params({ id }), response: record(academy) }), async (req) =>
    loadAuthorized(req, guides, req.params.id, 'Academy guide'),
  );
};

export default routes;
