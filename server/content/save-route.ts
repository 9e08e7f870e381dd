import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import route from '../../schemas/route.json';
import { body, withMessage } from '../lib/schemas';
import { ROUTE_URL } from '../../shared/slug';
import { routesRepository, type RouteValues } from '../repositories/routes';
import { checkReferencedRoutes, checkRoute, URL_CHARACTERS_MESSAGE, URL_CHARACTERS_REASON } from '../repositories/route-checks';

/** A route as its form sends it: routesId is the url entry's id, urlTableName its url. */
export type RouteBody = { routesId?: number; dataTypeId: number; languageId: number; urlTableName: string; tableId?: number; link?: number[] };

/** The characters of a route's url, refused with the back office's notice. */
export const ROUTE_URL_RULE = {
  urlTableName: withMessage(URL_CHARACTERS_MESSAGE, { pattern: ROUTE_URL.source }, { reason: URL_CHARACTERS_REASON }),
};
/** The body PUT /Routes takes, against which a bulk change checks each route too. */
export const ROUTE_SAVE_BODY = body(route, { require: ['routesId'], narrow: ROUTE_URL_RULE });

/** The url entry's values of a route sent; the content assigned stays `tableId` when left out. */
export const routeValues = (b: RouteBody, tableId = 0): RouteValues => ({ url: b.urlTableName, dataTypeId: b.dataTypeId, languageId: b.languageId, tableId: b.tableId ?? tableId });

/**
 * The save of the route form, one route: in a language the editor may write, its url unique in the language, its
 * content of the route's type and language, its links to existing other routes, then the write (the links kept when
 * left out). PUT /Routes and a bulk change of routes (server/bulk/) both run it, so a rule added here holds for both.
 */
export function routeSaver(db: Kysely<Database>) {
  const routes = routesRepository(db);
  return async (req: FastifyRequest, route: RouteBody) => {
    const routeId = route.routesId!;
    const existing = await loadForUpdate(req, routes, routeId, 'Route', route.languageId);
    const write = async (trx: Kysely<Database>) => {
      const values = routeValues(route, existing.tableId);
      await checkRoute(trx, values, 'urlTableName', routeId);
      const link = route.link && (await checkReferencedRoutes(trx, route.link, routeId));
      await routesRepository(trx).update(routeId, values, link);
    };
    // A bulk change already runs in a transaction, which this write joins.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    return (await routes.findWithLinks(routeId))!;
  };
}
