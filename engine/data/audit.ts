import type { DataProvider } from './provider';
import type { AuditFilter } from '../../shared/audit-filter';
import type { HistoryEntry } from './history';

/** An entry of the whole log: a history entry with the record it is about. */
export interface AuditEntry extends HistoryEntry {
  userId: number | null;
  recordType: string;
  recordId: string;
  languageId: number | null;
  dataType: string | null;
}

/** The server's filters (docs/api.md): one definition for both sides. */
export type { AuditFilter } from '../../shared/audit-filter';

export interface AuditPage {
  total: number;
  entries: AuditEntry[];
}

/** GET /Audit (docs/api.md, The record of changes): the administrator's log, newest first; empty filters are left out. */
export function auditPage(provider: DataProvider, filter: AuditFilter): Promise<AuditPage> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  // An answer of another shape (an older server, a proxy's page) reads as an empty page, not as a crash.
  return provider.get<Partial<AuditPage> | null>('/Audit', query).then((page) => ({
    total: Number(page?.total ?? 0),
    entries: Array.isArray(page?.entries) ? page.entries : [],
  }));
}
