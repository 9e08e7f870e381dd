import type { DataProvider } from './provider';

/** One entry of a record's history (GET /Audit/{type}/{id}, docs/api.md "The record of changes"). */
export interface HistoryEntry {
  auditId: number;
  at: string;
  username: string | null;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { old?: unknown; new?: unknown; redacted?: boolean }>;
}

/** A record's changes, newest first; a record nobody has changed through the API has none (404). */
export async function recordHistory(provider: DataProvider, type: string, id: string | number): Promise<HistoryEntry[]> {
  try {
    return await provider.get<HistoryEntry[]>(`/Audit/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}`);
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status === 404) return [];
    throw error;
  }
}
