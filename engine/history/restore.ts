import type { Change, HistoryEntry } from '../data/history';
import type { HistoryRow } from './history-rows';

type Row = Record<string, unknown>;
type Path = HistoryRow['path'];

/** A record as it was at some point of its history, and the fields whose value then is not known exactly. */
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

const THE_RECORD: HistoryRow = { type: '', id: '', path: [] };

/** The row an entry wrote among the form's rows; an entry that names none is the record's own (an older answer). */
function rowOf(entry: HistoryEntry, rows: HistoryRow[]): HistoryRow | undefined {
  if (entry.recordType === undefined) return THE_RECORD;
  if (!rows.length) return THE_RECORD;
  return rows.find((row) => row.type === entry.recordType && row.id === entry.recordId);
}

function valueAt(record: Row, path: Path): Row {
  let value: unknown = record;
  for (const step of path) value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined;
  return value && typeof value === 'object' ? (value as Row) : {};
}

/** The record with the value at `path` replaced, copying only what lies on the way. */
function withValueAt(record: unknown, path: Path, value: unknown): Row {
  if (!path.length) return value as Row;
  const [step, ...rest] = path;
  if (Array.isArray(record)) return record.map((item, index) => (index === step ? withValueAt(item, rest, value) : item)) as unknown as Row;
  const object = (record && typeof record === 'object' ? record : {}) as Row;
  return { ...object, [step]: withValueAt(object[step as string], rest, value) };
}

/** A list entry's row is gone in this version: the list without it (its later positions move up). */
function withoutEntries(record: Row, gone: HistoryRow[]): Row {
  let result = record;
  const lists = new Map<string, Set<number>>();
  for (const row of gone) lists.set(String(row.path[0]), (lists.get(String(row.path[0])) ?? new Set()).add(row.path[1] as number));
  for (const [list, indexes] of lists) {
    const entries = result[list];
    if (Array.isArray(entries)) result = { ...result, [list]: entries.filter((_, index) => !indexes.has(index)) };
  }
  return result;
}

/** Takes one entry back from a row's values: each field to its old value, a long text's middle replaced. */
function takeBack(values: Row, entry: HistoryEntry, unknown: Set<string>, only?: Set<string>): Row {
  const row = { ...values };
  for (const [field, change] of Object.entries(entry.changes)) {
    if ((only && !only.has(field)) || unknown.has(field) || !change || typeof change !== 'object') continue;
    if (change.redacted || change.withheld || change.truncated) {
      unknown.add(field);
      continue;
    }
    if (typeof change.at === 'number') {
      const before = textBefore(row[field], change);
      if (before === undefined) unknown.add(field);
      else row[field] = before;
    } else if ('old' in change) row[field] = change.old;
  }
  return row;
}

/**
 * The record as it was right before `entries[index]` was written (entries come newest first, those of the rows the
 * form draws beside it too): the current record with that entry and every newer one taken back field by field, in
 * the row each wrote (`rows`, from historyRows). A list entry taken back past its creation leaves the list. What an
 * entry cannot give back stays as it is now.
 */
export function versionBefore(entries: HistoryEntry[], index: number, current: Row, rows: HistoryRow[] = []): EarlierVersion {
  let record: Row = { ...current };
  const unknown = new Set<string>();
  const gone: HistoryRow[] = [];
  for (const entry of entries.slice(0, index + 1)) {
    const row = rowOf(entry, rows);
    if (!row || gone.includes(row)) continue;
    if (entry.action === 'create' && row.path.length === 2) {
      gone.push(row);
      continue;
    }
    record = withValueAt(record, row.path, takeBack(valueAt(record, row.path), entry, unknown));
  }
  return { record: withoutEntries(record, gone), unknown: [...unknown] };
}

/**
 * The record with only the change of `entries[from..to]` (one save's entries) undone: each field those entries wrote
 * goes back to its value before them, every other field stays as it is now; a list entry they created leaves the list.
 */
export function changeUndone(entries: HistoryEntry[], from: number, to: number, current: Row, rows: HistoryRow[] = []): EarlierVersion {
  const before = versionBefore(entries, to, current, rows);
  let record: Row = { ...current };
  const gone: HistoryRow[] = [];
  for (const entry of entries.slice(from, to + 1)) {
    const row = rowOf(entry, rows);
    if (!row) continue;
    if (entry.action === 'create' && row.path.length === 2) {
      gone.push(row);
      continue;
    }
    const then = valueAt(before.record, row.path);
    const fields = Object.keys(entry.changes).filter((field) => !before.unknown.includes(field));
    record = withValueAt(record, row.path, { ...valueAt(record, row.path), ...Object.fromEntries(fields.map((field) => [field, then[field]])) });
  }
  const unknown = entries.slice(from, to + 1).flatMap((entry) => Object.keys(entry.changes).filter((field) => before.unknown.includes(field)));
  return { record: withoutEntries(record, gone), unknown: [...new Set(unknown)] };
}

/** The record as it was right after `entries[index]` was written: every newer entry taken back. */
export function versionAfter(entries: HistoryEntry[], index: number, current: Row, rows: HistoryRow[] = []): EarlierVersion {
  return index === 0 ? { record: { ...current }, unknown: [] } : versionBefore(entries, index - 1, current, rows);
}
