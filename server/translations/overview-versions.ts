import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ROUTE_TYPE_IDS } from '../repositories/route-types';
import type { OverviewSource } from './overview-sources';
import { sameRouteTypes } from './linked-routes';

const ENGLISH = 1;
const lit = (value: string) => sql.lit(value);
/** Typed, so that PostgreSQL reads the column as an id where no record has one. */
const noId = sql<null>`cast(null as integer)`;
const isEmpty = (column: RawBuilder<unknown>) => sql<number>`case when ${column} is null or ${column} = '' then 1 else 0 end`;

/** The checks that make a version incomplete, in the order its `fields` name them: required, SEO, image alt texts. */
function emptinessChecks(source: OverviewSource): { field: string; empty: RawBuilder<number> }[] {
  const own = (column: string) => ({ field: column, empty: isEmpty(sql.ref(`t.${column}`)) });
  const checks = source.required.map(own);
  if (source.seo === 'serp') checks.push(...['serpTitle', 'serpDescription'].map((column) => ({ field: column, empty: isEmpty(sql.ref(`s.${column}`)) })));
  else checks.push(...(source.seo ?? []).map(own));
  for (const [i, column] of (source.images ?? []).entries()) {
    const image = sql.ref(`t.${column}`);
    const alt = sql.ref(`i${i}.altText`);
    checks.push({ field: `${column} alt text`, empty: sql<number>`case when ${image} is not null and ${image} <> '' and (${alt} is null or ${alt} = '') then 1 else 0 end` });
  }
  return checks;
}

/**
 * When a version was last saved: the later of its own date column (`own`) and its last audit entry. One lookup of
 * the log (an aggregate computes max(a.at) once however often it is named).
 */
export function savedAt(source: OverviewSource, id: RawBuilder<unknown>, own: RawBuilder<unknown>) {
  return sql`(select case when max(a.at) is null then ${own} when ${own} is null or max(a.at) > ${own} then max(a.at) else ${own} end
    from audit_log a where a."recordType" = ${lit(source.table)} and a."recordId" = cast(${id} as text))`;
}

/**
 * The common table `route_english` of a route-linked source: for each record (language and table id) whose routes
 * reference, or are referenced by, an English route of the same kind, the lowest such English record. One pass over
 * the links, joined to the records after.
 */
export function routeEnglishTable(source: OverviewSource) {
  const routeType = source.family!.routeType;
  const types = typeof routeType === 'number' ? sameRouteTypes(routeType) : ROUTE_TYPE_IDS.filter((t) => ![1, 2, 43, 75, 76].includes(t));
  const list = sql.join(types.map((t) => sql.lit(t)));
  const pairs = (mine: string, theirs: string) => sql`select a."tableId" as record, a."languageId" as lang, b."tableId" as english from route_links k
    inner join url_tables a on a."urlTableId" = k.${sql.ref(mine)} inner join url_tables b on b."urlTableId" = k.${sql.ref(theirs)}
    where a."dataTypeId" in (${list}) and b."dataTypeId" in (${list}) and b."languageId" = ${sql.lit(ENGLISH)} and a."languageId" <> ${sql.lit(ENGLISH)}`;
  return sql`route_english as (select record, lang, min(english) as english from (${pairs('routesId', 'linkedRoutesId')} union all ${pairs('linkedRoutesId', 'routesId')}) p group by record, lang)`;
}

/**
 * One row per record of a source in the given languages, without its long texts: id, language, name, when it
 * was last saved (`saved`, savedAt; its own date column alone: `own`), the fields that leave it
 * incomplete (`empty`, each followed by a comma, and their number), and what links it to its English record:
 * its routes (`routed`, from `route_english`, which the statement defines for a route-linked source) and the parent
 * or explicit link (`linked`). With `families`, only the versions of those rows (English records; a settings
 * screen's one row has all its versions).
 */
export function versionsQuery(db: Kysely<any>, source: OverviewSource, languageIds: number[], families?: number[]) {
  const family = source.family;
  const id = sql.ref(`t.${source.idColumn}`);
  const checks = emptinessChecks(source);
  const own = family?.dateColumn ? sql.ref(`t.${family.dateColumn}`) : sql<null>`null`;
  let query = db
    .selectFrom(`${source.table} as t`)
    .select([
      id.as('id'),
      sql.ref('t.languageId').as('lang'),
      (source.nameColumn ? sql.ref(`t.${source.nameColumn}`) : sql`null`).as('name'),
      own.as('own'),
      savedAt(source, id, own).as('saved'),
      (checks.length ? sql.join(checks.map((c) => sql`case when ${c.empty} = 1 then ${lit(`${c.field},`)} else '' end`), sql` || `) : sql`''`).as('empty'),
      (checks.length ? sql.join(checks.map((c) => c.empty), sql` + `) : sql`0`).as('emptyCount'),
    ])
    .where('t.languageId', 'in', languageIds);
  for (const [column, value] of Object.entries(source.where ?? {})) query = query.where(`t.${column}`, '=', value);
  if (source.seo === 'serp') query = query.leftJoin('serps as s', 's.serpId', 't.serpId');
  for (const [i, column] of (source.images ?? []).entries()) query = query.leftJoin(`image_infos as i${i}`, `i${i}.key`, `t.${column}`);

  const explicit = family && sql`(select x."englishId" from translation_links x where x.entity = ${lit(family.entity)} and x."recordId" = ${id} and x."languageId" = t."languageId")`;
  if (family?.link === 'route') query = query.leftJoin('route_english as ro', (join) => join.onRef('ro.record', '=', `t.${source.idColumn}`).onRef('ro.lang', '=', 't.languageId'));
  const routed = family?.link === 'route' ? sql.ref('ro.english') : noId;
  const linked = family?.link === 'parent' ? sql.ref('t.parentReviewId') : (explicit ?? noId);
  // A page's versions only: the filter comes before the columns, so the others' dates and audit entries are never looked up.
  if (families && family) {
    const page = families.length ? sql.join(families.map((f) => sql.lit(f))) : sql`null`;
    query = query.where(sql<boolean>`case when t."languageId" = ${sql.lit(ENGLISH)} then ${id} else coalesce(${routed}, ${linked}) end in (${page})`);
  }
  return query.select([routed.as('routed'), linked.as('linked')]);
}
