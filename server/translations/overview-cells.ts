import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OverviewSource } from './overview-sources';
import { lastTextChanges } from './overview-stale';
import { englishRows, familyOf, languagesTable, readLanguages, routesPrefix } from './overview-rows';
import type { CellState } from './overview-types';
import { savedAt, versionsQuery } from './overview-versions';
import { withWholeTablePlans } from '../db/whole-table-plans';

/**
 * The state of every cell of a source that has a version, without its fields: the common tables of a statement
 * that goes on to select from `found` (fam, lang, state), with the rows in `e` and the shown languages in `l`. A
 * cell with no line in `found` is missing: reading the versions rather than the rows crossed with the languages
 * keeps the statement as small as the data. Where two versions in one language find the same English record, the
 * cell is the lowest id's, as on the page (overview-query.ts). Out of date compares the English record's last
 * changed text (overview-stale.ts, one pass over the log for all) with the version's last save, which is looked up
 * only for a version whose English record has changed texts at all.
 */
function cellsPrefix(db: Kysely<any>, source: OverviewSource, shown: number[]) {
  const versions = versionsQuery(db, source, readLanguages(shown));
  const saved = savedAt(source, sql.ref('x.id'), sql.ref('x.own'));
  const state = sql`case when x.lang <> 1 and ch.at is not null and (${saved} is null or ch.at > ${saved}) then 'outOfDate'
    when x."emptyCount" > 0 then 'incomplete' else 'present' end`;
  // An English record is its own row's only English version; in another language, the lowest id's is the cell: each
  // version's place among its family's in its language (`nth`), numbered in one pass rather than compared pairwise.
  return sql`with ${routesPrefix(source)}${lastTextChanges(db, source.table)},
    v as materialized (select v1.*, row_number() over (partition by fam, lang order by id) as nth
      from (select id, lang, name, own, "emptyCount", ${familyOf(source)} as fam from ${versions} v0) v1),
    e as materialized (${englishRows(source)}),
    l as (${languagesTable(shown)}),
    found as materialized (select x.fam, x.lang, ${state} as state
      from v x inner join e on e.fam = x.fam left join changed ch on ch.english = cast(e.english as text)
      where x.lang in (${sql.join(shown.map((l) => sql.lit(l)))}) and x.nth = 1)`;
}

/** The rows a state filter keeps, as a select of their families (`fam`) in any order: those with a cell in that state. */
function keptFamilies(state: CellState | undefined, shown: number[], only?: number[]): RawBuilder<unknown> {
  // Only these families (the rows a readiness filter keeps): none at all when the list is empty.
  if (only) {
    const list = only.length ? sql.join(only.map((f) => sql.lit(f))) : sql`null`;
    return sql`select fam from (${keptFamilies(state, shown)}) k0 where fam in (${list})`;
  }
  if (!state) return sql`select fam from e`;
  if (state === 'missing') {
    return sql`select e.fam from e left join (select fam, count(*) as n from found group by fam) c on c.fam = e.fam where coalesce(c.n, 0) < ${sql.lit(shown.length)}`;
  }
  return sql`select distinct fam from found where state = ${state}`;
}

export interface SourceCounts {
  /** Per shown language, the cells in each state over every row. */
  totals: Map<number, Record<CellState, number>>;
  /** How many rows the state filter keeps. */
  rows: number;
  /** The families of the kept rows from the page's offset into this source, as many as the page still wants, in their order. */
  page: number[];
}

/**
 * One source of the overview counted, in one statement: the totals, the number of rows the state filter keeps,
 * and the families of the page's rows among them (`skip` rows in, at most `wanted`).
 */
export async function countSource(db: Kysely<any>, source: OverviewSource, shown: number[], filter: { state?: CellState; skip: number; wanted: number; families?: number[] }): Promise<SourceCounts> {
  const kept = keptFamilies(filter.state, shown, filter.families);
  const noFamily = sql`cast(null as integer)`;
  const { rows } = await withWholeTablePlans(db, (on) => sql<{ lang: number; state: CellState | 'rows' | 'page'; n: number | string; fam: number | null }>`${cellsPrefix(on, source, shown)}
    select lang, state, count(*) as n, ${noFamily} as fam from found group by lang, state
    union all select lang, 'missing' as state, (select count(*) from e) - (select count(*) from found f where f.lang = l.lang) as n, ${noFamily} as fam from l
    union all select 0 as lang, 'rows' as state, (select count(*) from (${kept}) k) as n, ${noFamily} as fam
    union all select 0 as lang, 'page' as state, 0 as n, fam from (select fam from (${kept}) k order by fam limit ${sql.lit(filter.wanted)} offset ${sql.lit(filter.skip)}) p`.execute(on));
  const counted: SourceCounts = { totals: new Map(), rows: 0, page: [] };
  for (const line of rows) {
    if (line.state === 'rows') counted.rows = Number(line.n);
    else if (line.state === 'page') counted.page.push(Number(line.fam));
    else {
      const lang = Number(line.lang);
      const counts = counted.totals.get(lang) ?? { missing: 0, present: 0, incomplete: 0, outOfDate: 0 };
      counts[line.state] = Number(line.n);
      counted.totals.set(lang, counts);
    }
  }
  // The union keeps no order of its own: the page's families in the order of the rows.
  counted.page.sort((a, b) => a - b);
  return counted;
}
