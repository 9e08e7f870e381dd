import type { FastifyPluginAsync } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { routesBin } from '../bin/families/routes';
import route from '../../schemas/route.json';
import { body, id, params, record, route as routeSchema } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { describeRoute, routesRepository } from '../repositories/routes';
import { checkReferencedRoutes, checkRoute } from '../repositories/route-checks';
import { ROUTE_SAVE_BODY, ROUTE_URL_RULE, routeSaver, routeValues, type RouteBody } from '../content/save-route';
import { refuseIfRouteUsed } from '../content/route-in-use';

const tags = ['Routes'];
const ROUTE_RULES =
  'The url is unique among the routes of its language (409 CONFLICT otherwise); tableId names a content item of the route type in that language, ' +
  'and link names existing routes other than this one (400 VALIDATION otherwise).';
const dataType = 'Settings Routes' as const;

/** Saving and deleting routes (second document, section 7 Routes): data type Settings Routes. */
const routes: FastifyPluginAsync = async (app) => {
  const repository = routesRepository(app.db);

  app.post<{ Body: RouteBody }>(
    '/Routes',
    { config: { access: { dataType, action: 'write' } }, schema: routeSchema({ tags, description: ROUTE_RULES, body: body(route, { narrow: ROUTE_URL_RULE }), response: record(route) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      const routeId = await app.db.transaction().execute(async (trx) => {
        const values = routeValues(req.body);
        await checkRoute(trx, values, 'urlTableName');
        return routesRepository(trx).create(values, await checkReferencedRoutes(trx, req.body.link ?? []));
      });
      return repository.findWithLinks(routeId);
    },
  );

  const save = routeSaver(app.db);
  app.put<{ Body: RouteBody }>(
    '/Routes',
    { config: { access: { dataType, action: 'write' } }, schema: routeSchema({ tags, description: ROUTE_RULES, body: ROUTE_SAVE_BODY, response: record(route) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { routesId: number } }>(
    '/Routes/:routesId',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: routeSchema({ tags, params: params({ routesId: id }), response: record(route) }) }),
    async (req, reply) => {
      const routeId = req.params.routesId;
      const existing = await loadAuthorized(req, repository, routeId, 'Route');
      const link = await repository.linkedIds(routeId);
      // The route and its links go to the bin (server/bin/families/routes.ts) unless a record still names it.
      await deleteToBin(req, reply, routesBin, routeId, 'Route', (trx) => refuseIfRouteUsed(trx, routeId));
      return describeRoute(existing, link);
    },
  );
};

export default routes;
