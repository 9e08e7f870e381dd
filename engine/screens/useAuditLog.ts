import { useEffect, useState } from 'react';
import { useEngine } from '../EngineContext';
import { auditPage, type AuditEntry, type AuditFilter } from '../data/audit';

export const AUDIT_PAGE_SIZES = [25, 50, 100];

/** A day typed as YYYY-MM-DD, as the start or the end of that day in ISO time. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

export interface AuditFilters {
  type: string;
  recordId: string;
  fromDay: string;
  toDay: string;
}

/**
 * The audit screen's logic: the filters, the page, and the entries of that page. `q`, the typed search (kept in the
 * address by the screen), is searched by the server, which pages the log.
 */
export function useAuditLog(allowed: boolean, q = '') {
  const { provider } = useEngine();
  const [filters, setFilters] = useState<AuditFilters>({ type: '', recordId: '', fromDay: '', toDay: '' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(AUDIT_PAGE_SIZES[1]);
  const [state, setState] = useState<{ loading: boolean; failed?: string; total: number; entries: AuditEntry[] }>({ loading: true, total: 0, entries: [] });

  useEffect(() => {
    if (!allowed) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: undefined }));
    const filter: AuditFilter = { type: filters.type, recordId: filters.recordId.trim(), q: q.trim() || undefined, from: dayStart(filters.fromDay), to: dayEnd(filters.toDay), page, pageSize };
    auditPage(provider, filter).then(
      ({ total, entries }) => live && setState({ loading: false, total, entries }),
      (error: unknown) => live && setState({ loading: false, total: 0, entries: [], failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [allowed, provider, filters, q, page, pageSize]);
  // A new search shows its first page.
  useEffect(() => setPage(1), [q]);

  return {
    ...state,
    filters,
    page,
    pageSize,
    pages: Math.max(1, Math.ceil(state.total / pageSize)),
    /** A changed filter starts again at the first page. */
    filter: (change: Partial<AuditFilters>) => {
      setFilters((f) => ({ ...f, ...change }));
      setPage(1);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}
