import type { Kysely } from 'kysely';
import type { OverviewSource } from './overview-sources';
import { matrixLines } from './overview-query';
import type { CellState, Row } from './overview-types';

/** A cell's fields as the database lists them: stale ones sorted by name, empty ones in the order they are checked. */
function fieldsOf(state: CellState, fields: string | null): string[] {
  if (!fields) return [];
  const names = fields.split(',').filter(Boolean);
  return state === 'outOfDate' ? names.sort() : names;
}

/**
 * The rows of one source's families on a page, for the shown languages: one per English record (or the settings
 * screen's one), a cell per language. The database computes every cell (overview-query.ts); here the lines become
 * rows, and a row gets its name: the English record's for a reader of English, else the first shown version's that
 * has one.
 */
export async function sourceRows(db: Kysely<any>, source: OverviewSource, shown: number[], families: number[]): Promise<Row[]> {
  if (!families.length) return [];
  const readEnglish = shown.includes(1);
  const lines = await matrixLines(db, source, shown, families, { names: !readEnglish });
  const rows: Row[] = [];
  let current: { family: number | null; row: Row; versionName?: string } | undefined;
  const finish = () => {
    if (!current) return;
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
      current = { family: line.family, row: { type: source.type, englishId, name: String(name), cells: [], ...(source.screen ? { screen: source.screen } : {}) } };
    }
    const languageId = Number(line.languageId);
    // A second version in one language finding the same English record: the row keeps the first (lowest id).
    if (current.row.cells.at(-1)?.languageId === languageId) continue;
    if (current.versionName === undefined && line.name) current.versionName = line.name;
    const id = line.id === null ? null : Number(line.id);
    current.row.cells.push({ languageId, state: line.state, id, count: Number(line.count), fields: fieldsOf(line.state, line.fields) });
  }
  finish();
  return rows;
}
