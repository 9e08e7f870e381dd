import { sql, type Kysely } from 'kysely';
import type { CellState } from './overview-matrix';
import type { OverviewSource } from './overview-sources';
import { staleFieldsOf } from './overview-stale';
import { routeEnglishTable, versionsQuery } from './overview-versions';

/** A line of the matrix statement: one cell, in the order of its row (family) and language. */
export interface MatrixLine {
  family: number | null;
  englishId: number | null;
  englishName: string | null;
  languageId: number;
  id: number | null;
  name: string | null;
  state: CellState;
  count: number | string;
  fields: string | null;
}

/**
 * The matrix of one source in one statement: each English record (for a settings screen, the one screen) crossed
 * with the shown languages, each cell's state with its count and fields, in the order of the rows. The totals and
 * the state filter are counted as the rows are made (overview-matrix.ts), which reads every cell either way.
 * Versions find their English record as docs/translations.md says (English: itself; else the parent, the routes
 * either way with the lowest English id, else the explicit link); where two versions in one language find the same
 * record, the lines come lowest id first and the row keeps that one. The
 * versions are materialized with their family, cast to an integer (a CASE has no type of its own), so that the
 * database indexes them for the join, and each cell's audit lookup runs once.
 */
export function matrixStatement(db: Kysely<any>, source: OverviewSource, shown: number[], options: { names: boolean }) {
  const versions = versionsQuery(db, source, [...new Set([1, ...shown])]);
  const family = source.family
    ? sql`case when lang = 1 then id else coalesce(routed, linked) end`
    : sql`0`;
  const rows = source.family
    ? sql`select id as fam, id as english, name as "englishName" from v where lang = 1`
    : sql`select 0 as fam, (select min(id) from v where lang = 1) as english, null as "englishName"`;
  const languages = sql.join(shown.map((l) => sql`select ${sql.lit(l)} as lang`), sql` union all `);
  const state = sql`case when id is null then 'missing' when stale is not null then 'outOfDate' when "emptyCount" > 0 then 'incomplete' else 'present' end`;
  const stale = staleFieldsOf(db, source.table, sql.ref('r.english'), sql.ref('v.saved'));
  const routes = source.family?.link === 'route' ? sql`${routeEnglishTable(source)}, ` : sql``;
  return sql<MatrixLine>`
    with ${routes}v as materialized (select id, lang, name, empty, "emptyCount", cast(${family} as integer) as fam,
      case when audited is null then own when own is null or audited > own then audited else own end as saved from ${versions} v0),
    r as (${rows}),
    l as (${languages}),
    c0 as materialized (select r.fam, r.english, r."englishName", l.lang, v.id, v.name, v.empty, v."emptyCount",
      case when v.id is null or l.lang = 1 or r.english is null then null else ${stale} end as stale
      from r cross join l left join v on v.fam = r.fam and v.lang = l.lang)
    select fam as family, english as "englishId", "englishName", lang as "languageId", id,
      ${options.names ? sql`name` : sql`null`} as name, ${state} as state,
      case when id is null then 0 when stale is not null then length(stale) - length(replace(stale, ',', '')) + 1 else "emptyCount" end as count,
      case when id is null then null when stale is not null then stale when "emptyCount" > 0 then empty else null end as fields
    from c0 order by family, "languageId", id`;
}

export async function matrixLines(db: Kysely<any>, source: OverviewSource, shown: number[], options: { names: boolean }): Promise<MatrixLine[]> {
  return (await matrixStatement(db, source, shown, options).execute(db)).rows;
}
