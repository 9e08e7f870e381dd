import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { firstUserOfUrlEntry } from '../repositories/url-entry-users';

/**
 * The refusal of a route's delete while a record still points at it (an academy guide, the portfolio settings): 409,
 * naming what does. DELETE /Routes and a bulk delete of routes (server/bulk/) both check it, in their transaction.
 */
export async function refuseIfRouteUsed(db: Kysely<Database>, routeId: number) {
  const user = await firstUserOfUrlEntry(db, routeId);
  if (user) throw new Errors.Conflict(`Route ${routeId} is still used by ${user}`);
}
