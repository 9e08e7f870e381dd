import type { Kysely } from 'kysely';
import { countSource } from './overview-cells';
import { sourceRows } from './overview-matrix';
import type { OverviewSource } from './overview-sources';
import { CELL_STATES, noCells, type CellState, type Row } from './overview-types';

/** A source as the caller reads it: the languages shown (its readable ones, narrowed by the language filter). */
export interface ShownSource {
  source: OverviewSource;
  shown: number[];
  /** Only the rows of these English records (a readiness filter), when set. */
  families?: number[];
}

export interface OverviewPage {
  /** Per shown language, how many cells are in each state over every row (not only the page's), before the state filter. */
  totals: Map<number, Record<CellState, number>>;
  /** How many rows the filters keep, over all pages. */
  total: number;
  rows: Row[];
}

/**
 * One page of the overview's rows: the sources one after another in their order, each source's rows in the order
 * of their English records. Each source is counted apart (overview-cells.ts), which also names the families of the
 * page's rows in it, since the rows of the sources before are counted by then; only those rows are then read
 * in full (overview-query.ts).
 */
export async function overviewPage(db: Kysely<any>, sources: ShownSource[], filter: { state?: CellState; page: number; pageSize: number }): Promise<OverviewPage> {
  const totals = new Map<number, Record<CellState, number>>();
  const rows: Row[] = [];
  let before = 0;
  const start = (filter.page - 1) * filter.pageSize;
  for (const { source, shown, families } of sources) {
    const skip = Math.max(0, start - before);
    const wanted = Math.max(0, Math.min(filter.pageSize, start + filter.pageSize - before));
    const counted = await countSource(db, source, shown, { state: filter.state, skip, wanted, families });
    for (const [language, cells] of counted.totals) {
      const sum = totals.get(language) ?? noCells();
      for (const s of CELL_STATES) sum[s] += cells[s];
      totals.set(language, sum);
    }
    before += counted.rows;
    rows.push(...(await sourceRows(db, source, shown, counted.page)));
  }
  return { totals, total: before, rows };
}
