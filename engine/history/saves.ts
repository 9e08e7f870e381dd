import type { HistoryEntry } from '../data/history';

/** The entries one save wrote (a review's SERP and the review itself), newest first, and where they lie in the history. */
export interface SaveEntries {
  entries: HistoryEntry[];
  /** Indexes of its first (newest) and last (oldest) entry in the history. */
  from: number;
  to: number;
}

/** Entries of one save are written within a moment of each other: a save's calls follow one another at once. */
export const ONE_SAVE_MS = 5000;

const rowKey = (entry: HistoryEntry) => `${entry.recordType ?? ''}:${entry.recordId ?? ''}`;

/**
 * The history as saves: neighbouring entries by the same person, within a moment of the newest of them, each of a
 * different row (one save writes a row once), and the same restore if any, are one save. A review saved with its SERP
 * then reads as one change, undone as one.
 */
export function savesOf(entries: HistoryEntry[]): SaveEntries[] {
  const saves: SaveEntries[] = [];
  entries.forEach((entry, index) => {
    const last = saves[saves.length - 1];
    const newest = last?.entries[0];
    const joins =
      !!newest &&
      newest.username === entry.username &&
      Math.abs(Date.parse(newest.at) - Date.parse(entry.at)) <= ONE_SAVE_MS &&
      (newest.restores?.auditId ?? null) === (entry.restores?.auditId ?? null) &&
      !last.entries.some((e) => rowKey(e) === rowKey(entry));
    if (joins) {
      last.entries.push(entry);
      last.to = index;
    } else saves.push({ entries: [entry], from: index, to: index });
  });
  return saves;
}
