import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import '../db/tables/content-core';

/** Url entries that are link addresses (6) or news urls (12) are not routes of the site. */
export const NOT_ROUTE_DATA_TYPES = [6, 12];

/** Look-ups of records other families own, for checking what the tools and news records point at. */
export function toolsReferences(db: Kysely<Database>) {
  const routes = () => db.selectFrom('url_tables').select(['urlTableId', 'url', 'languageId']).where('dataTypeId', 'not in', NOT_ROUTE_DATA_TYPES);
  return {
    routeById: (urlTableId: number) => routes().where('urlTableId', '=', urlTableId).executeTakeFirst(),
    routeByUrl: (languageId: number, url: string) => routes().where('languageId', '=', languageId).where('url', '=', url).executeTakeFirst(),
    review: (reviewId: number) =>
      db.selectFrom('reviews').select(['reviewId', 'languageId', 'name']).where('reviewId', '=', reviewId).executeTakeFirst(),
    serp: (serpId: number) => db.selectFrom('serps').select(['serpId', 'serpTitle', 'serpDescription']).where('serpId', '=', serpId).executeTakeFirst(),
  };
}
