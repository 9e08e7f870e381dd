import type { FastifyPluginAsync } from 'fastify';
import route from '../../schemas/route.json';
import { invalidField, notFound } from '../errors';
import { id, languageId, listOf, params, query, record, route as routeSchema } from '../lib/schemas';
import { routesRepository } from '../repositories/routes';
import { keysOf, keysParam, pageOf, pageParams, PAGE_PARAMS, type PageAsked } from '../lib/paged-reads';
import { routeContentRepository } from '../repositories/route-content';
import { DROPDOWN_KEY_NAMES, routeTypeOfKey } from '../repositories/route-types';

const tags = ['Routes'];
const dataType = 'Settings Routes' as const;
const dropdownOptions = {
  type: 'array',
  items: { type: 'object', properties: { value: { type: 'integer' }, name: { type: 'string' } }, required: ['value', 'name'] },
};

/** Reading routes (second document, section 7 Routes): Settings Routes, except the choice lists every screen uses. */
const routes: FastifyPluginAsync = async (app) => {
  const repository = routesRepository(app.db);

  app.get<{ Params: { languageId: number }; Querystring: { dataTypeId?: number; keys?: string } & PageAsked }>(
    '/Routes/ByLanguageId/:languageId',
    {
      config: { access: { dataType, action: 'read' }, pagedRead: true, keyedRead: 'tableId' },
      schema: routeSchema({
        tags,
        summary: 'Content routes of a language (a choice list)',
        params: params({ languageId }),
        querystring: query({ dataTypeId: id, ...pageParams, ...keysParam }, ['dataTypeId', ...PAGE_PARAMS, 'keys']),
        response: listOf(route),
      }),
    },
    async (req) => {
      await req.authorizeLookup(req.params.languageId);
      return repository.list([req.params.languageId], req.query.dataTypeId, pageOf(req.query), keysOf(req.query.keys));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/Routes/ByRouteId/:id',
    { config: { access: { dataType, action: 'read' } }, schema: routeSchema({ tags, params: params({ id }), response: record(route) }) },
    async (req) => {
      const found = await repository.findWithLinks(req.params.id);
      if (!found) throw notFound('Route', req.params.id);
      await req.authorize(found.languageId);
      return found;
    },
  );

  app.get(
    '/Routes/AllRoutes',
    { config: { access: { dataType, action: 'read' } }, schema: routeSchema({ tags, summary: 'Routes of every language the user may read', response: listOf(route) }) },
    async (req) => {
      await req.authorize(null);
      return repository.list(await req.allowedLanguages());
    },
  );

  app.get<{ Params: { dataTypeName: string }; Querystring: { lang: number; useCase?: string } }>(
    '/Routes/DropdownValues/:dataTypeName',
    {
      config: { access: { dataType, action: 'read' } },
      schema: routeSchema({
        tags,
        summary: 'Content items of a route type and language, for Assign content',
        description:
          `dataTypeName is one of ${DROPDOWN_KEY_NAMES.join(', ')}, compared without case, spaces or hyphens ("Country Data", "country-data"); ` +
          'with useCase=Calculators any name stands for the calculators. Another name answers 400 VALIDATION.',
        params: params({ dataTypeName: { type: 'string', maxLength: 50 } }),
        querystring: query({ lang: languageId, useCase: { type: 'string', maxLength: 50 } }, ['useCase']),
        response: dropdownOptions,
      }),
    },
    async (req) => {
      const dataTypeId = routeTypeOfKey(req.params.dataTypeName, req.query.useCase);
      if (dataTypeId === undefined) throw invalidField('dataTypeName', `${req.params.dataTypeName} is not a content type of routes`);
      await req.authorizeLookup(req.query.lang);
      return routeContentRepository(app.db).options(dataTypeId, req.query.lang);
    },
  );
};

export default routes;
