import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';
import '../db/tables/content-core';

type Row = Record<string, any>;

/** The main menu items of the navigation settings, each with an anchor text and a route. */
export const MENU_ITEMS = ['home', 'bonus', 'academy', 'news', 'reviews'] as const;

/** Url entries that are not routes: link addresses (6) and news urls (12). */
const NOT_ROUTES = [6, 12];

const routeIds = (record: Row) =>
  MENU_ITEMS.map((item) => record[`${item}Route`]).filter((id): id is number => typeof id === 'number');

async function urlEntries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('url_tables').select(['urlTableId', 'url', 'languageId', 'dataTypeId']).where('urlTableId', 'in', ids).execute();
}

/** Each menu route sent must be a route (url entry) of the record's language. */
export async function checkMenuRoutes(db: Kysely<Database>, values: Row, languageId: number): Promise<Row> {
  const entries = await urlEntries(db, routeIds(values));
  for (const item of MENU_ITEMS) {
    const id = values[`${item}Route`];
    if (typeof id !== 'number') continue;
    const entry = entries.find((e) => e.urlTableId === id);
    const field = `${item}Route`;
    if (!entry) throw invalidField(field, `names route ${id}, which does not exist`);
    if (NOT_ROUTES.includes(entry.dataTypeId)) throw invalidField(field, `names url entry ${id}, which is not a route`);
    if (entry.languageId !== languageId) throw invalidField(field, `names route ${id}, which is not a route of language ${languageId}`);
  }
  return values;
}

/** Adds the current url of each menu route (…RouteUrl); null when no route is chosen or it was deleted. */
export async function withMenuRouteUrls(db: Kysely<Database>, record: Row): Promise<Row> {
  const entries = await urlEntries(db, routeIds(record));
  const urls = MENU_ITEMS.map((item) => [`${item}RouteUrl`, entries.find((e) => e.urlTableId === record[`${item}Route`])?.url ?? null]);
  return { ...record, ...Object.fromEntries(urls) };
}
