import type { DataProvider } from './provider';

/** One entry of a record's history (GET /Audit/{type}/{id}, docs/api.md "The record of changes"). */
export interface HistoryEntry {
  auditId: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete' | 'restore';
  changes: Record<string, Change>;
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

/** One page of a record's changes, newest first; a record nobody has changed through the API has none (an empty page). */
export function recordHistory(provider: DataProvider, type: string, id: string | number, page = 1): Promise<HistoryPage> {
  return provider.get<HistoryPage>(`/Audit/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, { page, pageSize: HISTORY_PAGE_SIZE });
}
