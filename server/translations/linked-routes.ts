import type { Kysely } from 'kysely';
import { CALCULATOR_TYPE_IDS } from '../repositories/route-types';
import '../db/tables/route-links';
import '../db/tables/content-core';

/** Route types that stand for one another: the four calculators share one route key. */
export function sameRouteTypes(type: number): number[] {
  return CALCULATOR_TYPE_IDS.includes(type) ? CALCULATOR_TYPE_IDS : [type];
}

/**
 * The records (language and table id) that the routes of one record reference, or are referenced by:
 * a route names its versions in other languages in `link`, whichever side an editor set it on.
 */
export async function linkedRecords(db: Kysely<any>, type: number, tableId: number, languageId: number): Promise<{ languageId: number; tableId: number }[]> {
  const types = sameRouteTypes(type);
  const own = db.selectFrom('url_tables').select('urlTableId').where('tableId', '=', tableId).where('languageId', '=', languageId).where('dataTypeId', 'in', types);
  // A link names two routes; either side may be this record's, so the other side is read both ways.
  const across = (mine: 'l.routesId' | 'l.linkedRoutesId', theirs: 'l.routesId' | 'l.linkedRoutesId') =>
    db
      .selectFrom('route_links as l')
      .innerJoin('url_tables as u', 'u.urlTableId', theirs)
      .select(['u.languageId', 'u.tableId'])
      .where(mine, 'in', own)
      .where('u.dataTypeId', 'in', types);
  const rows = await across('l.routesId', 'l.linkedRoutesId').union(across('l.linkedRoutesId', 'l.routesId')).execute();
  return rows.filter((r: any) => r.languageId !== languageId).sort((a: any, b: any) => a.languageId - b.languageId || a.tableId - b.tableId);
}
