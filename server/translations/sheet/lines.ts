import type { Kysely } from 'kysely';
import { countSource } from '../overview-cells';
import { matrixLines } from '../overview-query';
import type { OverviewSource } from '../overview-sources';
import type { CellState } from '../overview-types';
import type { FieldState } from './columns';
import { sheetFields } from './fields';

type Row = Record<string, any>;

/** One row of a translation sheet: a translated field of a family, in English and in the sheet's language. */
export interface SheetLine {
  source: OverviewSource;
  englishId: number;
  englishName: string | null;
  field: string;
  english: string;
  target: string;
  /** The version in the sheet's language, if there is one. */
  targetId: number | null;
  version: number | null;
  state: FieldState;
}

/** Records are read in slices of this many ids, within what both databases take as parameters. */
const SLICE = 500;

async function recordsOf(db: Kysely<any>, source: OverviewSource, ids: number[], fields: string[]): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  for (let at = 0; at < ids.length; at += SLICE) {
    const slice = ids.slice(at, at + SLICE);
    const rows = await db.selectFrom(source.table).select([source.idColumn, 'version', ...fields]).where(source.idColumn, 'in', slice).execute();
    for (const row of rows) found.set(Number(row[source.idColumn]), row);
  }
  return found;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The sheet's rows of one source: each English record the overview shows for the language (and the state filter, as
 * the overview keeps rows), and each of its translated fields that is written in English or in the language. The
 * families and their cells are the overview's own (overview-cells.ts, overview-query.ts), so a sheet says what the
 * overview says: a field is out of date where the overview names it stale.
 */
export async function sourceLines(db: Kysely<any>, source: OverviewSource, languageId: number, state?: CellState): Promise<SheetLine[]> {
  if (!source.family) return [];
  const fields = sheetFields(source);
  if (!fields.length) return [];
  const counted = await countSource(db, source, [languageId], { state, skip: 0, wanted: Number.MAX_SAFE_INTEGER });
  const families = counted.page;
  const cells = new Map<number, Awaited<ReturnType<typeof matrixLines>>[number]>();
  for (let at = 0; at < families.length; at += SLICE) {
    for (const line of await matrixLines(db, source, [languageId], families.slice(at, at + SLICE), { names: false })) {
      if (line.englishId !== null && !cells.has(Number(line.family))) cells.set(Number(line.family), line);
    }
  }
  const englishIds = [...cells.values()].map((c) => Number(c.englishId));
  const targetIds = [...cells.values()].flatMap((c) => (c.id === null ? [] : [Number(c.id)]));
  const english = await recordsOf(db, source, englishIds, fields);
  const targets = await recordsOf(db, source, targetIds, fields);

  const lines: SheetLine[] = [];
  for (const family of families) {
    const cell = cells.get(family);
    if (!cell) continue;
    const englishRow = english.get(Number(cell.englishId));
    if (!englishRow) continue;
    const target = cell.id === null ? undefined : targets.get(Number(cell.id));
    const stale = new Set(cell.state === 'outOfDate' && cell.fields ? String(cell.fields).split(',') : []);
    for (const field of fields) {
      const englishText = text(englishRow[field]);
      const targetText = text(target?.[field]);
      if (englishText === '' && targetText === '') continue;
      lines.push({
        source,
        englishId: Number(cell.englishId),
        englishName: cell.englishName,
        field,
        english: englishText,
        target: targetText,
        targetId: target ? Number(cell.id) : null,
        version: target ? Number(target.version) : null,
        state: !target || targetText === '' ? 'missing' : stale.has(field) ? 'out of date' : 'present',
      });
    }
  }
  return lines;
}
