import type { Kysely } from 'kysely';
import type { OverviewSource } from './overview-sources';
import { matrixLines } from './overview-query';

export type CellState = 'missing' | 'present' | 'incomplete' | 'outOfDate';
export const CELL_STATES: CellState[] = ['missing', 'present', 'incomplete', 'outOfDate'];

export interface Cell {
  languageId: number;
  state: CellState;
  /** The version's id; null where it is missing. */
  id: number | null;
  /** How many fields are empty (incomplete) or changed in English since this version was saved (out of date). */
  count: number;
  /** Those fields' names. */
  fields: string[];
}

export interface Row {
  type: string;
  /** For a settings row: which settings screen. */
  screen?: string;
  englishId: number | null;
  name: string;
  cells: Cell[];
}

/** Per language, how many rows have a cell in each state. */
export type Totals = Map<number, Record<CellState, number>>;

/** A cell's fields as the database lists them: stale ones sorted by name, empty ones in the order they are checked. */
function fieldsOf(state: CellState, fields: string | null): string[] {
  if (!fields) return [];
  const names = fields.split(',').filter(Boolean);
  return state === 'outOfDate' ? names.sort() : names;
}

/**
 * The rows of one source for the shown languages (one per English record, one for a settings screen, one cell per
 * language), kept by the state filter (a row with a cell in that state), and the totals per language before it. The
 * database computes every cell (overview-query.ts); here the lines become rows, counted as they go, and a row gets
 * its name: the English record's for a reader of English, else the first shown version's that has one.
 */
export async function sourceMatrix(db: Kysely<any>, source: OverviewSource, shown: number[], state?: CellState): Promise<{ rows: Row[]; totals: Totals }> {
  const readEnglish = shown.includes(1);
  const lines = await matrixLines(db, source, shown, { names: !readEnglish });
  const rows: Row[] = [];
  const totals: Totals = new Map(shown.map((l) => [l, { missing: 0, present: 0, incomplete: 0, outOfDate: 0 }]));
  let current: { family: number | null; row: Row; versionName?: string; kept: boolean } | undefined;
  const finish = () => {
    if (!current?.kept) return;
    const { row, versionName } = current;
    if (!source.label && !readEnglish) row.name = String(versionName ?? `English #${row.englishId ?? ''}`);
    rows.push(row);
  };
  for (const line of lines) {
    if (!current || current.family !== line.family) {
      finish();
      const englishId = line.englishId === null ? null : Number(line.englishId);
      const name = source.label ?? line.englishName ?? `English #${englishId ?? ''}`;
      // `screen` last, where the answer's writer puts an optional property: the row is then written natively (server/lib/exact-answers.ts).
      current = { family: line.family, row: { type: source.type, englishId, name: String(name), cells: [], ...(source.screen ? { screen: source.screen } : {}) }, kept: !state };
    }
    const languageId = Number(line.languageId);
    // A second version in one language finding the same English record: the row keeps the first (lowest id).
    if (current.row.cells.at(-1)?.languageId === languageId) continue;
    totals.get(languageId)![line.state]++;
    if (line.state === state) current.kept = true;
    if (current.versionName === undefined && line.name) current.versionName = line.name;
    const id = line.id === null ? null : Number(line.id);
    current.row.cells.push({ languageId, state: line.state, id, count: Number(line.count), fields: fieldsOf(line.state, line.fields) });
  }
  finish();
  return { rows, totals };
}
