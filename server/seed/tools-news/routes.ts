import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import '../../db/tables/content-core';

/**
 * A route made by an earlier seed module, of the first page template in the
 * given order that has one in that language; undefined when none was seeded.
 */
export async function seededRoute(db: Kysely<Database>, languageId: number, templates: number[]) {
  if (!templates.length) return undefined;
  const rows = await db
    .selectFrom('url_tables')
    .select(['urlTableId', 'url', 'dataTypeId'])
    .where('languageId', '=', languageId)
    .where('dataTypeId', 'in', templates)
    .orderBy('urlTableId')
    .execute();
  return templates.map((t) => rows.find((r) => r.dataTypeId === t)).find(Boolean);
}
