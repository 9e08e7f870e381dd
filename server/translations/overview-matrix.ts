import type { Kysely } from 'kysely';
import { englishChanges, staleFields } from './english-changes';
import type { OverviewSource } from './overview-sources';
import { sourceRecords, type SourceRecord } from './overview-records';

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

/** A version's cell: out of date before incomplete, since a stale text is what a translator works from. */
function cellOf(languageId: number, version: SourceRecord | undefined, stale: string[]): Cell {
  if (!version) return { languageId, state: 'missing', id: null, count: 0, fields: [] };
  if (stale.length) return { languageId, state: 'outOfDate', id: version.id, count: stale.length, fields: stale };
  if (version.empty.length) return { languageId, state: 'incomplete', id: version.id, count: version.empty.length, fields: version.empty };
  return { languageId, state: 'present', id: version.id, count: 0, fields: [] };
}

/**
 * The rows of one source for the languages the reader may read: one per English record (one for a settings
 * screen), one cell per language. `nameLanguages` are the languages whose names the reader may see.
 */
export async function sourceRows(db: Kysely<any>, source: OverviewSource, languageIds: number[]): Promise<Row[]> {
  const readEnglish = languageIds.includes(1);
  const records = await sourceRecords(db, source, [...new Set([1, ...languageIds])]);
  const changes = await englishChanges(db, source.table);
  const families = new Map<number, Map<number, SourceRecord>>();
  for (const record of records) {
    if (record.englishId === null) continue;
    const family = families.get(record.englishId) ?? new Map<number, SourceRecord>();
    if (!family.has(record.languageId)) family.set(record.languageId, record);
    families.set(record.englishId, family);
  }
  const rows: Row[] = [];
  const englishRecords = source.family ? records.filter((r) => r.languageId === 1) : [records.find((r) => r.languageId === 1) ?? null];
  for (const english of englishRecords) {
    const family = english ? (families.get(english.id) ?? new Map([[1, english]])) : new Map(records.map((r) => [r.languageId, r]));
    const cells = languageIds.map((languageId) => {
      const version = family.get(languageId);
      const stale = english && version && languageId !== 1 ? staleFields(changes.get(english.id), version.savedAt) : [];
      return cellOf(languageId, version, stale);
    });
    const readable = languageIds.map((l) => family.get(l)).find((v) => v?.name);
    const name = source.label ?? (readEnglish ? english?.name : readable?.name) ?? `English #${english?.id ?? ''}`;
    rows.push({ type: source.type, ...(source.screen ? { screen: source.screen } : {}), englishId: english?.id ?? null, name: String(name), cells });
  }
  return rows;
}
