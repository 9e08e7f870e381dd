import type { DataProvider } from './provider';

/** One entry of a record's history (GET /Audit/{type}/{id}, docs/api.md "The record of changes"). */
export interface HistoryEntry {
  auditId: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { old?: unknown; new?: unknown; redacted?: boolean }>;
}

type Change = HistoryEntry['changes'][string];
const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One field's change as the history and the audit log say it: "old → new"; a secret only as changed. */
export const changeText = (change: Change): string => (change.redacted ? 'changed' : `${shown(change.old)} → ${shown(change.new)}`);

/** A record's changes, newest first; a record nobody has changed through the API has none (404). */
export async function recordHistory(provider: DataProvider, type: string, id: string | number): Promise<HistoryEntry[]> {
  try {
    return await provider.get<HistoryEntry[]>(`/Audit/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`);
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status === 404) return [];
    throw error;
  }
}
