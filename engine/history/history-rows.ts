import type { FormBody } from '../model/descriptor';
import { groupsOf } from '../model/parts';
import { storageOf } from '../form/parts';

type Row = Record<string, unknown>;

/** One stored row a form draws, as the audit log names it, and where its values sit in the loaded record. */
export interface HistoryRow {
  type: string;
  id: string;
  /** [] for the record itself, [group] for a group's one row (a SERP), [group, index] for a list's entry (a FAQ question). */
  path: (string | number)[];
  /** A group's row: the fields the form draws of it (its items); the others are the storage's own (ids, positions). */
  fields?: string[];
}

const idOf = (row: unknown, field: string): string | undefined => {
  const id = row && typeof row === 'object' ? (row as Row)[field] : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : undefined;
};

/**
 * Every stored row the form draws: the record its `history` names, and the rows of each group whose storage
 * keeps its own (storage `audit`), so a change made in an included fragment or panel is part of the record's history.
 */
export function historyRows(form: FormBody, record: Row | null): HistoryRow[] {
  const id = record ? idOf(record, form.idField) : undefined;
  if (!form.history || !record || id === undefined) return [];
  const rows: HistoryRow[] = [{ type: form.history, id, path: [] }];
  for (const group of groupsOf(form.parts)) {
    const audit = storageOf(group).audit;
    const stored = record[group.name];
    if (!audit || !stored) continue;
    const found = Array.isArray(stored) ? stored.map((row, index) => ({ row, path: [group.name, index] })) : [{ row: stored, path: [group.name] }];
    for (const { row, path } of found) {
      const rowId = idOf(row, audit.idField);
      if (rowId !== undefined) rows.push({ type: audit.table, id: rowId, path, fields: group.items.map((item) => storageOf(group).itemKey(item)) });
    }
  }
  return rows;
}

/** The rows besides the record itself, as the history call names them ("serps:12"). */
export const otherRows = (rows: HistoryRow[]): string[] => rows.slice(1).map((row) => `${row.type}:${row.id}`);
