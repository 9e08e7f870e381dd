import type { FastifyPluginAsync } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { routesBin } from '../bin/families/routes';
import route from '../../schemas/route.json';
import { Errors } from '../errors';
import { body, id, params, record, route as routeSchema, withMessage } from '../lib/schemas';
import { ROUTE_URL } from '../../shared/slug';
import { loadAuthorized, loadForUpdate } from '../lib/records';
import { describeRoute, routesRepository, type RouteValues } from '../repositories/routes';
import { checkReferencedRoutes, checkRoute, URL_CHARACTERS_MESSAGE, URL_CHARACTERS_REASON } from '../repositories/route-checks';
import { firstUserOfUrlEntry } from '../repositories/url-entry-users';

type RouteBody = { routesId?: number; dataTypeId: number; languageId: number; urlTableName: string; tableId?: number; link?: number[] };

const tags = ['Routes'];
/** The characters of a route's url, refused with the back office's notice. */
const ROUTE_URL_RULE = {
  urlTableName: withMessage(URL_CHARACTERS_MESSAGE, { pattern: ROUTE_URL.source }, { reason: URL_CHARACTERS_REASON }),
};
const ROUTE_RULES =
  'The url is unique among the routes of its language (409 CONFLICT otherwise); tableId names a content item of the route type in that language, ' +
  'and link names existing routes other than this one (400 VALIDATION otherwise).';
const dataType = 'Settings Routes' as const;

const valuesOf = (b: RouteBody, tableId = 0): RouteValues => ({ url: b.urlTableName, dataTypeId: b.dataTypeId, languageId: b.languageId, tableId: b.tableId ?? tableId });

/** Saving and deleting routes (second document, section 7 Routes): data type Settings Routes. */
const routes: FastifyPluginAsync = async (app) => {
  const repository = routesRepository(app.db);

  app.post<{ Body: RouteBody }>(
    '/Routes',
    { config: { access: { dataType, action: 'write' } }, schema: routeSchema({ tags, description: ROUTE_RULES, body: body(route, { narrow: ROUTE_URL_RULE }), response: record(route) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      const routeId = await app.db.transaction().execute(async (trx) => {
        const values = valuesOf(req.body);
        await checkRoute(trx, values, 'urlTableName');
        return routesRepository(trx).create(values, await checkReferencedRoutes(trx, req.body.link ?? []));
      });
      return repository.findWithLinks(routeId);
    },
  );

  app.put<{ Body: RouteBody }>(
    '/Routes',
    { config: { access: { dataType, action: 'write' } }, schema: routeSchema({ tags, description: ROUTE_RULES, body: body(route, { require: ['routesId'], narrow: ROUTE_URL_RULE }), response: record(route) }) },
    async (req) => {
      const routeId = req.body.routesId!;
      const existing = await loadForUpdate(req, repository, routeId, 'Route', req.body.languageId);
      await app.db.transaction().execute(async (trx) => {
        const values = valuesOf(req.body, existing.tableId);
        await checkRoute(trx, values, 'urlTableName', routeId);
        const link = req.body.link && (await checkReferencedRoutes(trx, req.body.link, routeId));
        await routesRepository(trx).update(routeId, values, link);
      });
      return repository.findWithLinks(routeId);
    },
  );

  app.delete<{ Params: { routesId: number } }>(
    '/Routes/:routesId',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: routeSchema({ tags, params: params({ routesId: id }), response: record(route) }) }),
    async (req, reply) => {
      const routeId = req.params.routesId;
      const existing = await loadAuthorized(req, repository, routeId, 'Route');
      const link = await repository.linkedIds(routeId);
      // The route and its links go to the bin (server/bin/families/routes.ts) unless a record still names it.
      await deleteToBin(req, reply, routesBin, routeId, 'Route', async (trx) => {
        const user = await firstUserOfUrlEntry(trx, routeId);
        if (user) throw new Errors.Conflict(`Route ${routeId} is still used by ${user}`);
      });
      return describeRoute(existing, link);
    },
  );
};

export default routes;
