import type { HistoryEntry } from '../data/history';
import type { EnglishChange } from '../theme/compare/context';

const time = (at: unknown) => (typeof at === 'string' ? Date.parse(at) : NaN);

/**
 * The fields the English record changed after `since` (this record's last save), each with its value before the
 * first of those changes and after the last: from the English record's history, newest entry first.
 */
export function changesSince(entries: HistoryEntry[], since: string | null | undefined): Record<string, EnglishChange> {
  const from = time(since);
  const changed: Record<string, EnglishChange> = {};
  for (const entry of entries) {
    if (entry.action !== 'update' || !(time(entry.at) > from)) continue;
    for (const [field, change] of Object.entries(entry.changes ?? {})) {
      if (change.redacted || change.withheld) continue;
      // Newest first: the first entry met holds the newest value, the last met the oldest.
      const known = changed[field];
      changed[field] = { at: known?.at ?? entry.at, new: known ? known.new : change.new, old: change.old };
    }
  }
  return changed;
}

/** When a record was last saved: the newest entry of its history, else the date the record itself carries. */
export function lastSaved(entries: HistoryEntry[], record: Record<string, unknown> | null): string | null {
  const newest = entries.find((e) => e.action !== 'delete')?.at;
  if (newest) return newest;
  const stated = record?.updatedDate ?? record?.updatedAt;
  return typeof stated === 'string' ? stated : null;
}
