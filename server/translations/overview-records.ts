import { sql, type Kysely } from 'kysely';
import { ROUTE_TYPE_IDS } from '../repositories/route-types';
import type { OverviewSource } from './overview-sources';
import { sameRouteTypes } from './linked-routes';
import '../db/tables/translation-links';

/** A record of an overview source with what the overview needs of it, read without its long texts. */
export interface SourceRecord {
  id: number;
  languageId: number;
  name: string | null;
  /** The English record it translates (itself for an English one); null when it has none. */
  englishId: number | null;
  /** Required or SEO fields left empty, and image fields whose image has no alt text. */
  empty: string[];
  /** When the record was last saved: its own date column or its last audit entry, whichever is later. */
  savedAt: string | null;
}

const ENGLISH = 1;
const isEmpty = (column: any) => sql<number>`case when ${column} is null or ${column} = '' then 1 else 0 end`;

/** The records of one source in the given languages, each with its English record, emptiness and save time. */
export async function sourceRecords(db: Kysely<any>, source: OverviewSource, languageIds: number[]): Promise<SourceRecord[]> {
  const family = source.family;
  let query = db.selectFrom(`${source.table} as t`).select([sql.ref(`t.${source.idColumn}`).as('id'), 't.languageId']).where('t.languageId', 'in', languageIds);
  for (const [column, value] of Object.entries(source.where ?? {})) query = query.where(`t.${column}`, '=', value);
  query = query.select(source.nameColumn ? sql.ref(`t.${source.nameColumn}`).as('name') : sql<null>`null`.as('name'));
  if (family?.dateColumn) query = query.select(sql.ref(`t.${family.dateColumn}`).as('savedDate'));
  if (family?.link === 'parent') query = query.select('t.parentReviewId as parentId');
  const checks: string[] = [];
  for (const column of source.required) {
    query = query.select(isEmpty(sql.ref(`t.${column}`)).as(`empty_${checks.length}`));
    checks.push(column);
  }
  if (source.seo === 'serp') {
    query = query.leftJoin('serps as s', 's.serpId', 't.serpId');
    for (const column of ['serpTitle', 'serpDescription']) {
      query = query.select(isEmpty(sql.ref(`s.${column}`)).as(`empty_${checks.length}`));
      checks.push(column);
    }
  } else {
    for (const column of source.seo ?? []) {
      query = query.select(isEmpty(sql.ref(`t.${column}`)).as(`empty_${checks.length}`));
      checks.push(column);
    }
  }
  for (const [i, column] of (source.images ?? []).entries()) {
    const info = `i${i}`;
    query = query
      .leftJoin(`image_infos as ${info}`, `${info}.key`, `t.${column}`)
      .select(sql<number>`case when ${sql.ref(`t.${column}`)} is not null and ${sql.ref(`t.${column}`)} <> '' and (${sql.ref(`${info}.altText`)} is null or ${sql.ref(`${info}.altText`)} = '') then 1 else 0 end`.as(`empty_${checks.length}`));
    checks.push(`${column} alt text`);
  }
  const rows = (await query.orderBy(`t.${source.idColumn}`).execute()) as Record<string, any>[];
  const saved = await lastSaves(db, source.table);
  const english = await englishIdsOf(db, source, rows);
  return rows.map((row) => {
    const audited = saved.get(Number(row.id)) ?? null;
    const own = row.savedDate ? String(row.savedDate) : null;
    return {
      id: Number(row.id),
      languageId: Number(row.languageId),
      name: row.name ?? null,
      englishId: english(row),
      empty: checks.filter((_, i) => Number(row[`empty_${i}`]) === 1),
      savedAt: audited && own ? (audited > own ? audited : own) : (audited ?? own),
    };
  });
}

/** The time of each record's last audited write in a table. */
async function lastSaves(db: Kysely<any>, table: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('audit_log').select(['recordId', sql<string>`max(at)`.as('at')]).where('recordType', '=', table).groupBy('recordId').execute();
  return new Map(rows.map((r: any) => [Number(r.recordId), String(r.at)]));
}

/** How each record of a source finds its English record: by language, parent, linked routes, else explicit link. */
async function englishIdsOf(db: Kysely<any>, source: OverviewSource, rows: Record<string, any>[]): Promise<(row: Record<string, any>) => number | null> {
  const family = source.family;
  if (!family) {
    const english = rows.find((r) => Number(r.languageId) === ENGLISH);
    return () => (english ? Number(english.id) : null);
  }
  const explicit = new Map<string, number>();
  for (const link of await db.selectFrom('translation_links').select(['recordId', 'languageId', 'englishId']).where('entity', '=', family.entity).execute())
    explicit.set(`${link.languageId}:${link.recordId}`, Number(link.englishId));
  const routed = family.link === 'route' ? await routeEnglish(db, typeof family.routeType === 'number' ? sameRouteTypes(family.routeType) : ROUTE_TYPE_IDS.filter((t) => ![1, 2, 43, 75, 76].includes(t))) : new Map<string, number>();
  return (row) => {
    if (Number(row.languageId) === ENGLISH) return Number(row.id);
    if (family.link === 'parent') return row.parentId === null || row.parentId === undefined ? null : Number(row.parentId);
    const key = `${row.languageId}:${row.id}`;
    return routed.get(key) ?? explicit.get(key) ?? null;
  };
}

/** For every record whose route references (or is referenced by) an English route of the same kind: its English record. */
async function routeEnglish(db: Kysely<any>, types: number[]): Promise<Map<string, number>> {
  const pairs = (from: 'routesId' | 'linkedRoutesId', to: 'routesId' | 'linkedRoutesId') =>
    db
      .selectFrom('route_links as l')
      .innerJoin('url_tables as a', 'a.urlTableId', `l.${from}`)
      .innerJoin('url_tables as b', 'b.urlTableId', `l.${to}`)
      .select(['a.languageId', 'a.tableId', 'b.tableId as englishId'])
      .where('b.languageId', '=', ENGLISH)
      .where('a.languageId', '<>', ENGLISH)
      .where('a.dataTypeId', 'in', types)
      .where('b.dataTypeId', 'in', types);
  const rows = await pairs('routesId', 'linkedRoutesId').union(pairs('linkedRoutesId', 'routesId')).execute();
  const map = new Map<string, number>();
  for (const r of rows as any[]) {
    const key = `${r.languageId}:${r.tableId}`;
    if (!map.has(key) || map.get(key)! > Number(r.englishId)) map.set(key, Number(r.englishId));
  }
  return map;
}
