import type { DataProvider } from './provider';

/** One entry of a record's history (GET /Audit/{type}/{id}, docs/api.md "The record of changes"). */
export interface HistoryEntry {
  auditId: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete' | 'restore';
  /** The table and id of the row written: the record itself or a row its form draws beside it (its SERP). */
  recordType?: string;
  recordId?: string;
  changes: Record<string, Change>;
  /** Written by a restore: the entry whose change it undid, or before whose change it restored the version. */
  restores?: Restored | null;
}

/** What a restoring save brought back (X-Restores). */
export interface Restored {
  kind: 'version' | 'change';
  auditId: number;
  at: string;
}

/**
 * One field's change: old and new values, a secret only as redacted, or a long text as its changed middle
 * (`at` where it starts, with `before`/`after` context); `truncated` where the entry's ceiling cut a value.
 */
export interface Change {
  old?: unknown;
  new?: unknown;
  redacted?: boolean;
  at?: number;
  before?: string;
  after?: string;
  truncated?: boolean;
  /** The old value was written in a language the reader may not read (a record moved between languages). */
  withheld?: boolean;
  /** A long text stored as its changed middle: its whole length before and after the change. */
  oldLength?: number;
  newLength?: number;
}

/** One page of a record's history and how many entries there are in all. */
export interface HistoryPage {
  total: number;
  entries: HistoryEntry[];
}

/** Entries of a record's history the drawer asks for at a time. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * One page of a record's changes, newest first; a record nobody has changed through the API has none (an empty page).
 * `rows` ("serps:12") are read with it as one history: the rows its form draws beside the record.
 */
export function recordHistory(provider: DataProvider, type: string, id: string | number, page = 1, rows: string[] = []): Promise<HistoryPage> {
  // Repeated as `with=…&with=…`, the form the server reads a list in (a params array would be sent as `with[]`).
  const also = rows.length ? `?${rows.map((row) => `with=${encodeURIComponent(row)}`).join('&')}` : '';
  return provider.get<HistoryPage>(`/Audit/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}${also}`, { page, pageSize: HISTORY_PAGE_SIZE });
}

/** The header a restoring save sends: which entry it brings back, and how. */
export const restoresHeader = (restored: Pick<Restored, 'kind' | 'auditId'>) => ({ 'X-Restores': `${restored.kind} ${restored.auditId}` });
