import { sql, type Kysely, type RawBuilder } from 'kysely';
import { routeEnglishTable, savedAt } from '../translations/overview-versions';
import { lastTextChanges, staleFieldsOf } from '../translations/overview-stale';
import { factColumn, imageAlias, type Join } from './facts';
import { loadReadiness, factKey, type AnsweredReadiness, type DeclaredReadinessRule, type ReadinessCounts, type ReadinessFinding, type ReadinessState } from './engine';
import type { ReadinessFamily } from './families';

const ENGLISH = 1;

/** A record's readiness as computed: always with its findings, and the English record it is a version of. */
export interface RecordReadiness extends AnsweredReadiness {
  findings: ReadinessFinding[];
  /** The English record it is a version of; null for English itself or a version found by no link. */
  englishId: number | null;
}

/** The record's English one: itself for English; else its parent, its routes' English record, or the explicit link. */
function englishOf(family: ReadinessFamily): RawBuilder<unknown> {
  const link = family.family;
  const explicit = sql`(select x."englishId" from translation_links x where x.entity = ${sql.lit(link.entity)} and x."recordId" = t.${sql.ref(family.idColumn)} and x."languageId" = t."languageId")`;
  const linked = link.link === 'parent' ? sql.ref('t.parentReviewId') : explicit;
  const found = link.link === 'route' ? sql`coalesce(ro.english, ${linked})` : linked;
  return sql`case when t."languageId" = ${sql.lit(ENGLISH)} then null else ${found} end`;
}

/**
 * One statement for a family's records in the given languages (or those ids): the base rows (`b`: id, English
 * record, and for a version whose English record changed a text since, when it was saved and which fields are
 * stale, as the translation overview counts them), joined to the record and to what the facts need, one column per
 * fact. The rule kinds then make the findings of each row.
 */
export async function computeReadiness(
  db: Kysely<any>,
  family: ReadinessFamily,
  rules: DeclaredReadinessRule[],
  languageIds: number[],
  ids?: number[],
): Promise<RecordReadiness[]> {
  const engine = await loadReadiness();
  const facts = engine.factsNeeded(rules, engine.registry);
  const columns = facts.map((fact) => ({ key: factKey(fact), ...factColumn(family, fact) }));
  const joins = new Set<Join>(columns.flatMap((c) => c.joins));
  const id = sql.ref(`t.${family.idColumn}`);
  const table = sql.table(family.table);
  const activeColumn = family.family.activeColumn;

  const where = [sql`t."languageId" in (${sql.join(languageIds.map((l) => sql.lit(l)))})`];
  for (const [column, value] of Object.entries(family.where ?? {})) where.push(sql`t.${sql.ref(column)} = ${sql.lit(value)}`);
  if (ids) where.push(ids.length ? sql`${id} in (${sql.join(ids.map((i) => sql.lit(i)))})` : sql`1 = 0`);

  const ctes: RawBuilder<unknown>[] = [];
  if (family.family.link === 'route') ctes.push(routeEnglishTable(family));
  const stale = joins.has('changed');
  if (stale) ctes.push(lastTextChanges(db, family.table));
  const routeJoin = family.family.link === 'route' ? sql`left join route_english ro on ro.record = ${id} and ro.lang = t."languageId"` : sql``;
  ctes.push(sql`b0 as (select ${id} as rid, ${englishOf(family)} as english from ${table} t ${routeJoin} where ${sql.join(where, sql` and `)})`);
  if (stale) {
    const own = family.family.dateColumn ? sql.ref(`t.${family.family.dateColumn}`) : sql`null`;
    // The version's last save is looked up only where its English record changed a text at all (overview-cells.ts).
    ctes.push(sql`b1 as (select b0.rid, b0.english, case when c.at is null then null else ${savedAt(family, sql.ref('b0.rid'), own)} end as saved, c.at as changed
      from b0 inner join ${table} t on ${id} = b0.rid left join changed c on c.english = cast(b0.english as text))`);
    ctes.push(sql`b as (select rid, english, case when changed is not null and (saved is null or changed > saved)
      then ${staleFieldsOf(db, family.table, sql.ref('english'), sql.ref('saved'))} end as stale from b1)`);
  } else ctes.push(sql`b as (select rid, english from b0)`);

  const joined: RawBuilder<unknown>[] = [];
  if (joins.has('serp')) joined.push(sql`left join serps s on s."serpId" = t."serpId"`);
  if (joins.has('english')) joined.push(sql`left join ${table} e on e.${sql.ref(family.idColumn)} = b.english`);
  if (joins.has('englishSerp')) joined.push(sql`left join serps es on es."serpId" = e."serpId"`);
  for (const join of joins) if (join.startsWith('image:')) {
    const field = join.slice('image:'.length);
    joined.push(sql`left join image_infos ${sql.ref(imageAlias(field))} on ${sql.ref(`${imageAlias(field)}.key`)} = t.${sql.ref(field)}`);
  }

  const selected = [
    sql`${id} as id`,
    sql`t."languageId" as lang`,
    sql`b.english as english`,
    sql`t.${sql.ref(family.family.nameColumn)} as name`,
    activeColumn ? sql`t.${sql.ref(activeColumn)} as active` : sql`null as active`,
    ...columns.map((c, i) => sql`${c.column} as ${sql.ref(`f${i}`)}`),
  ];
  const statement = sql<Record<string, unknown>>`with ${sql.join(ctes, sql`, `)}
    select ${sql.join(selected, sql`, `)} from b inner join ${table} t on ${id} = b.rid ${joined.length ? sql.join(joined, sql` `) : sql``} order by t."languageId", ${id}`;
  const { rows } = await statement.execute(db);

  // Facts SQL reads the material of (the links in a text): settled for all rows at once.
  for (const [i, c] of columns.entries()) {
    if (!c.settle) continue;
    const settled = await c.settle(db, rows.map((row) => row[`f${i}`]));
    rows.forEach((row, r) => (row[`f${i}`] = settled[r]));
  }
  const check = engine.readinessCheck(rules, engine.registry);
  const keys = columns.map((c, i) => [c.key, `f${i}`] as const);
  return rows.map((row) => {
    const values: Record<string, unknown> = {};
    for (const [key, column] of keys) values[key] = row[column];
    const findings = check(values);
    const counts = engine.countsOf(findings);
    return {
      id: Number(row.id),
      languageId: Number(row.lang),
      name: (row.name as string | null) ?? null,
      active: activeColumn ? Boolean(row.active) : null,
      state: engine.stateOf(counts),
      counts,
      findings,
      englishId: row.english === null || row.english === undefined ? null : Number(row.english),
    };
  });
}
