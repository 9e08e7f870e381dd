import type { DataProvider } from './provider';

/** One entry of a record's history (GET /Audit/{type}/{id}, docs/api.md "The record of changes"). */
export interface HistoryEntry {
  auditId: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete';
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
}

/** One page of a record's history and how many entries there are in all. */
export interface HistoryPage {
  total: number;
  entries: HistoryEntry[];
}

const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A changed middle in its context: "…before[middle]after…". */
const inContext = (change: Change, middle: unknown) => `…${change.before ?? ''}${typeof middle === 'string' ? middle : ''}${change.after ?? ''}…`;

/** One field's change as the history and the audit log say it: "old → new"; a secret only as changed; a cut value says so. */
export const changeText = (change: Change): string => {
  if (change.redacted) return 'changed';
  const text =
    typeof change.at === 'number'
      ? `at character ${change.at + 1}: ${change.withheld ? '(in a language you cannot read)' : inContext(change, change.old)} → ${inContext(change, change.new)}`
      : `${change.withheld ? '(in a language you cannot read)' : shown(change.old)} → ${shown(change.new)}`;
  return change.truncated ? `${text} (shortened: too long to keep in full)` : text;
};

/** Entries of a record's history the drawer asks for at a time. */
export const HISTORY_PAGE_SIZE = 20;

/** One page of a record's changes, newest first; a record nobody has changed through the API has none (404). */
export async function recordHistory(provider: DataProvider, type: string, id: string | number, page = 1): Promise<HistoryPage> {
  try {
    return await provider.get<HistoryPage>(`/Audit/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`, { page, pageSize: HISTORY_PAGE_SIZE });
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status === 404) return { total: 0, entries: [] };
    throw error;
  }
}
