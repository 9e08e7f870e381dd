import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TranslatableEntity } from '../translations/entities';
import { OVERVIEW_SOURCES } from '../translations/overview-sources';
import { routeEnglishTable, savedAt } from '../translations/overview-versions';
import { lastTextChanges, staleFieldsOf } from '../translations/overview-stale';
import { memoryFields } from './memory-fields';

const ENGLISH = 1;

/** A record's translated texts, the English record it belongs to, when it was saved and which of its fields English changed since. */
export interface RecordTexts {
  id: number;
  languageId: number;
  /** Its English record: itself for English; null for a version no link names. */
  englishId: number | null;
  saved: string | null;
  /** The fields an audited English update changed after this version was saved (overview-stale.ts): out of date. */
  stale: Set<string>;
  values: Record<string, string | null>;
}

function sourceOf(entity: TranslatableEntity) {
  const source = OVERVIEW_SOURCES.find((s) => s.family?.entity === entity.entity);
  if (!source) throw new Error(`${entity.entity} has no translation overview source`);
  return source;
}

/** The English record of each row, as the translation overview and readiness find it: parent, routes, else an explicit link (whatever language it names). */
function englishOf(entity: TranslatableEntity): RawBuilder<unknown> {
  // An explicit link follows its record into another language (the record decides its language), so its pairs do too.
  const explicit = sql`(select min(x."englishId") from translation_links x where x.entity = ${sql.lit(entity.entity)} and x."recordId" = t.${sql.ref(entity.idColumn)})`;
  const linked = entity.link === 'parent' ? sql.ref('t.parentReviewId') : explicit;
  const found = entity.link === 'route' ? sql`coalesce(ro.english, ${linked})` : linked;
  return sql`case when t."languageId" = ${sql.lit(ENGLISH)} then t.${sql.ref(entity.idColumn)} else ${found} end`;
}

/**
 * The records of the families of these English records (every family when `englishIds` is absent) with their
 * translated texts: one statement per entity, which finds links, saves and stale fields the way readiness does.
 */
export async function familyTexts(db: Kysely<any>, entity: TranslatableEntity, englishIds?: number[]): Promise<RecordTexts[]> {
  if (englishIds && !englishIds.length) return [];
  const source = sourceOf(entity);
  const fields = memoryFields(entity.table);
  const table = sql.table(entity.table);
  const id = sql.ref(`t.${entity.idColumn}`);
  const own = entity.dateColumn ? sql.ref(`t.${entity.dateColumn}`) : sql`null`;
  const ctes: RawBuilder<unknown>[] = [];
  if (entity.link === 'route') ctes.push(routeEnglishTable(source));
  const routeJoin = entity.link === 'route' ? sql`left join route_english ro on ro.record = ${id} and ro.lang = t."languageId"` : sql``;
  if (!englishIds) {
    // Every family: one pass over the audit log finds the English records that changed a text at all (as readiness does).
    ctes.push(lastTextChanges(db, entity.table));
    ctes.push(sql`b0 as (select ${id} as rid, ${englishOf(entity)} as english from ${table} t ${routeJoin})`);
    ctes.push(sql`b1 as (select b0.rid, b0.english, ${savedAt(source, sql.ref('b0.rid'), own)} as saved, c.at as changed
      from b0 inner join ${table} t on ${id} = b0.rid left join changed c on c.english = cast(b0.english as text) where b0.english is not null)`);
    ctes.push(sql`b as (select rid, english, saved, case when changed is not null and (saved is null or changed > saved)
      then ${staleFieldsOf(db, entity.table, sql.ref('english'), sql.ref('saved'))} end as stale from b1)`);
  } else {
    // A few families: their records are found by their links, and each version's stale fields by the log's index.
    const ids = sql.join(englishIds.map((e) => sql.lit(e)));
    const members = [sql`${id} in (${ids})`, sql`${id} in (select x."recordId" from translation_links x where x.entity = ${sql.lit(entity.entity)} and x."englishId" in (${ids}))`];
    if (entity.link === 'parent') members.push(sql`t."parentReviewId" in (${ids})`);
    if (entity.link === 'route') members.push(sql`ro.english in (${ids})`);
    ctes.push(sql`b0 as (select ${id} as rid, t."languageId" as lang, ${englishOf(entity)} as english from ${table} t ${routeJoin} where ${sql.join(members, sql` or `)})`);
    ctes.push(sql`b1 as (select b0.rid, b0.lang, b0.english, ${savedAt(source, sql.ref('b0.rid'), own)} as saved from b0 inner join ${table} t on ${id} = b0.rid
      where b0.english in (${ids}))`);
    ctes.push(sql`b as (select rid, english, saved, case when lang <> ${sql.lit(ENGLISH)} then ${staleFieldsOf(db, entity.table, sql.ref('english'), sql.ref('saved'))} end as stale from b1)`);
  }
  const selected = [sql`b.rid as id`, sql`t."languageId" as lang`, sql`b.english as english`, sql`b.saved as saved`, sql`b.stale as stale`, ...fields.map((f) => sql`t.${sql.ref(f)} as ${sql.ref(f)}`)];
  const { rows } = await sql<Record<string, unknown>>`with ${sql.join(ctes, sql`, `)}
    select ${sql.join(selected, sql`, `)} from b inner join ${table} t on ${id} = b.rid`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    languageId: Number(row.lang),
    englishId: row.english === null || row.english === undefined ? null : Number(row.english),
    saved: (row.saved as string | null) ?? null,
    stale: new Set(typeof row.stale === 'string' && row.stale ? row.stale.split(',') : []),
    values: Object.fromEntries(fields.map((f) => [f, typeof row[f] === 'string' ? (row[f] as string) : null])),
  }));
}

/** The English record each of these records belongs to now (itself for English), where a link names one. */
export async function currentEnglishIds(db: Kysely<any>, entity: TranslatableEntity, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const id = sql.ref(`t.${entity.idColumn}`);
  const table = sql.table(entity.table);
  const routes = entity.link === 'route' ? sql`with ${routeEnglishTable(sourceOf(entity))} ` : sql``;
  const routeJoin = entity.link === 'route' ? sql`left join route_english ro on ro.record = ${id} and ro.lang = t."languageId"` : sql``;
  const { rows } = await sql<{ english: unknown }>`${routes}select ${englishOf(entity)} as english from ${table} t ${routeJoin}
    where ${id} in (${sql.join(ids.map((i) => sql.lit(i)))})`.execute(db);
  return rows.filter((r) => r.english !== null && r.english !== undefined).map((r) => Number(r.english));
}
