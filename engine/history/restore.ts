import type { Change, HistoryEntry } from '../data/history';

type Row = Record<string, unknown>;

/** A record as it was after one entry of its history, and the fields whose value then is not known exactly. */
export interface EarlierVersion {
  record: Row;
  /** Secrets (never logged), values cut at the entry's ceiling, values in a language the reader cannot read. */
  unknown: string[];
}

const codePoints = (text: string) => Array.from(text);

/** A long text stored as its changed middle, taken back: the new middle replaced by the old one, if the text is the one the entry left. */
function textBefore(current: unknown, change: Change): string | undefined {
  if (typeof current !== 'string' || typeof change.at !== 'number' || typeof change.old !== 'string' || typeof change.new !== 'string') return undefined;
  const text = codePoints(current);
  const middle = codePoints(change.new);
  if (change.newLength !== undefined && text.length !== change.newLength) return undefined;
  if (text.slice(change.at, change.at + middle.length).join('') !== change.new) return undefined;
  return [...text.slice(0, change.at), change.old, ...text.slice(change.at + middle.length)].join('');
}

/**
 * The record as it was right after `entries[index]` was written: the current record with every newer entry
 * (entries come newest first) taken back field by field. What an entry cannot give back stays as it is now.
 */
export function versionAfter(entries: HistoryEntry[], index: number, current: Row): EarlierVersion {
  const record: Row = { ...current };
  const unknown = new Set<string>();
  for (const entry of entries.slice(0, index)) {
    for (const [field, change] of Object.entries(entry.changes)) {
      if (unknown.has(field) || !change || typeof change !== 'object') continue;
      if (change.redacted || change.withheld || change.truncated) {
        unknown.add(field);
        continue;
      }
      if (typeof change.at === 'number') {
        const before = textBefore(record[field], change);
        if (before === undefined) unknown.add(field);
        else record[field] = before;
      } else if ('old' in change) record[field] = change.old;
    }
  }
  return { record, unknown: [...unknown] };
}
