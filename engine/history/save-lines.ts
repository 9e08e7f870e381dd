import type { HistoryEntry } from '../data/history';
import type { HistoryRow } from './history-rows';
import { ACTION_WORDS, readableChanges, type ChangeLine } from './readable';
import type { SaveEntries } from './saves';
import type { Vocabulary } from './vocabulary';

/** The row of the form an entry wrote; the record itself where the entry names none or the form draws no other. */
function rowOf(entry: HistoryEntry, rows: HistoryRow[]): HistoryRow | undefined {
  if (entry.recordType === undefined || !rows.length) return rows[0] ?? { type: '', id: '', path: [] };
  return rows.find((row) => row.type === entry.recordType && row.id === entry.recordId);
}

const isRecord = (row: HistoryRow | undefined) => !!row && row.path.length === 0;

/**
 * How a save reads at the head of its card: the record's own action (Created, Changed, Deleted), and whether it can be
 * undone (not the record's creation or deletion: before it, or after it, there is no record to restore into).
 */
export function saveWords(save: SaveEntries, rows: HistoryRow[]) {
  const own = save.entries.find((entry) => isRecord(rowOf(entry, rows)));
  const action = ACTION_WORDS[own?.action ?? 'update'];
  const restorable = (!own || own.action === 'update') && save.entries.some((entry) => rowOf(entry, rows));
  return { action, restorable };
}

/**
 * A save's changes as one list of lines: each entry's, a group row's only for the fields the form draws of it (not
 * its ids and positions), and a field two rows both hold (the SERP's subtitle and the review's copy) said once.
 */
export function saveLines(save: SaveEntries, rows: HistoryRow[], words: Vocabulary): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const said = new Set<string>();
  for (const entry of save.entries) {
    const row = rowOf(entry, rows);
    const changes = row?.fields ? Object.fromEntries(Object.entries(entry.changes).filter(([field]) => row.fields!.includes(field))) : entry.changes;
    // A list's entry is named by its place in the list ("Question 2"): several may change in one save.
    const place = row && row.path.length === 2 ? Number(row.path[1]) + 1 : undefined;
    for (const found of readableChanges(changes, words)) {
      const line = place === undefined ? found : { ...found, field: `${found.field}.${place}`, label: `${found.label} ${place}` };
      const key = JSON.stringify([line.field, line.from, line.to, line.diff]);
      if (said.has(key)) continue;
      said.add(key);
      lines.push(line);
    }
  }
  return lines;
}
