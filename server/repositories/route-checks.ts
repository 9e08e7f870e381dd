import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROUTE_URL } from '../../shared/slug';
import { Errors, invalidField } from '../errors';
import { routeContentRepository } from './route-content';
import { routesRepository, type RouteValues } from './routes';
import { isRouteType, ROUTE_TYPE_IDS, ROUTE_TYPE_NAMES } from './route-types';

/** The Routes screen's own message for the url rule (second document, section 5). */
export const URL_CHARACTERS_MESSAGE = 'Delete special characters from the URL and click SAVE';
export const URL_CHARACTERS_REASON = 'may contain only a-z, 0-9, slash and hyphen';

/**
 * The rules every saved route obeys, wherever it is saved from: the url
 * characters, a content type, assigned content of that type and language,
 * and a url no other route of the language uses. `urlField` is the body field
 * that carries the url, so the refusal names it.
 */
export async function checkRoute(db: Kysely<Database>, route: RouteValues, urlField: string, routeId?: number) {
  if (!ROUTE_URL.test(route.url)) {
    throw Object.assign(new Errors.Invalid(URL_CHARACTERS_MESSAGE), { field: urlField, reason: URL_CHARACTERS_REASON });
  }
  if (!isRouteType(route.dataTypeId)) throw invalidField('dataTypeId', `must be a content type of routes (${ROUTE_TYPE_IDS.join(', ')})`);
  if (route.tableId !== 0 && !(await routeContentRepository(db).exists(route.dataTypeId, route.tableId, route.languageId))) {
    throw invalidField('tableId', `${route.tableId} is not a ${ROUTE_TYPE_NAMES[route.dataTypeId]} item of language ${route.languageId}`);
  }
  if (await routesRepository(db).urlTaken(route.languageId, route.url, routeId)) {
    throw Object.assign(new Errors.Conflict(`Another route of language ${route.languageId} already has the url ${route.url}`), {
      field: urlField,
      reason: 'is already used',
    });
  }
}

/** Referenced routes: existing routes other than the route itself; duplicates are dropped. */
export async function checkReferencedRoutes(db: Kysely<Database>, link: number[], routeId?: number): Promise<number[]> {
  const ids = [...new Set(link)];
  if (routeId !== undefined && ids.includes(routeId)) throw invalidField('link', 'may not reference the route itself');
  const existing = await routesRepository(db).existingIds(ids);
  const missing = ids.filter((id) => !existing.includes(id));
  if (missing.length) throw invalidField('link', `references routes that do not exist: ${missing.join(', ')}`);
  return ids;
}
