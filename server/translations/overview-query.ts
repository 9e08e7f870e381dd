import { sql, type Kysely } from 'kysely';
import type { CellState } from './overview-types';
import type { OverviewSource } from './overview-sources';
import { staleFieldsOf } from './overview-stale';
import { englishRows, familyOf, languagesTable, readLanguages, routesPrefix } from './overview-rows';
import { versionsQuery } from './overview-versions';
import { withWholeTablePlans } from '../db/whole-table-plans';

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
 * The cells of a page's rows of one source in one statement: the given families (English records; 0 for a settings
 * screen) crossed with the shown languages, each cell's state with its count and fields, in the order of the rows.
 * Only the page's versions are read: the families are chosen before (overview-cells.ts), and the versions of other
 * families are left out before their dates and audit entries are looked up. Where two versions in one language
 * find the same record, the lines come lowest id first and the row keeps that one (overview-matrix.ts). The
 * versions are materialized so that the database indexes them for the join, and each cell's audit lookup runs once.
 */
export function matrixStatement(db: Kysely<any>, source: OverviewSource, shown: number[], families: number[], options: { names: boolean }) {
  const versions = versionsQuery(db, source, readLanguages(shown), families);
  const state = sql`case when id is null then 'missing' when stale is not null then 'outOfDate' when "emptyCount" > 0 then 'incomplete' else 'present' end`;
  const stale = staleFieldsOf(db, source.table, sql.ref('r.english'), sql.ref('v.saved'));
  return sql<MatrixLine>`
    with ${routesPrefix(source)}v as materialized (select id, lang, name, empty, "emptyCount", fam, saved
      from (select v0.*, ${familyOf(source)} as fam from ${versions} v0) v1),
    r as (${englishRows(source)}),
    l as (${languagesTable(shown)}),
    c0 as materialized (select r.fam, r.english, r."englishName", l.lang, v.id, v.name, v.empty, v."emptyCount",
      case when v.id is null or l.lang = 1 or r.english is null then null else ${stale} end as stale
      from r cross join l left join v on v.fam = r.fam and v.lang = l.lang)
    select fam as family, english as "englishId", "englishName", lang as "languageId", id,
      ${options.names ? sql`name` : sql`null`} as name, ${state} as state,
      case when id is null then 0 when stale is not null then length(stale) - length(replace(stale, ',', '')) + 1 else "emptyCount" end as count,
      case when id is null then null when stale is not null then stale when "emptyCount" > 0 then empty else null end as fields
    from c0 order by family, "languageId", id`;
}

export async function matrixLines(db: Kysely<any>, source: OverviewSource, shown: number[], families: number[], options: { names: boolean }): Promise<MatrixLine[]> {
  return withWholeTablePlans(db, async (on) => (await matrixStatement(on, source, shown, families, options).execute(on)).rows);
}
