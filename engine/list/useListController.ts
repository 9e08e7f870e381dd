import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ListScreen, RowCall } from '../model/descriptor';
import { useEngine } from '../EngineContext';
import { canAccess, editLabel } from '../access/can-access';
import { notify } from '../notices';
import { notifyFailure } from '../notify-failure';
import { joinEachRow, joinRows } from './join';
import { shownRows } from './shown-rows';
import { useListSearch } from './useListSearch';
import { deleteConfirmation, namedItem } from './delete-confirmation';
import { deleteRecord, noticeDeleted } from './undoable-delete';

type Row = Record<string, any>;

/** A row's Edit button reads the list's own label ('Edit Data') where the role may edit, View where it may only read. */
const readLabel = (role: 'Edit' | 'View', label: string | undefined) => (role === 'Edit' && label ? label : role);

/** The logic of a list: load, filter, order, page, and the delete flow with its confirmation. */
export function useListController(list: ListScreen) {
  const { provider, subject, language } = useEngine();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(true);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<{ field: string; direction: 'asc' | 'desc' } | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(list.paging?.pageSize ?? Infinity);
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const search = useListSearch(list);

  const reload = useCallback(() => {
    if (!list.load) {
      setRows(list.rows ?? []);
      setLoading(false);
      return;
    }
    setLoading(true);
    setLoadFailed(false);
    const asRows = (answer: unknown) => (Array.isArray(answer) ? (answer as Row[]) : []);
    const join = list.join;
    Promise.all([provider.call<Row[]>(list.load, { language }), join ? provider.call<Row[]>(join.load, { language }) : null])
      .then(([answer, joined]) => (join ? joinRows(asRows(answer), asRows(joined), join) : asRows(answer)))
      .then((loaded) => {
        setRows(loaded);
        // The rows show at once; what each row's own call adds follows.
        if (list.joinEach) void joinEachRow(provider, loaded, list.joinEach, language).then(setRows);
      })
      // The specification only logs a failed load (first document, section 8); the editor is told (docs/deviations.md).
      .catch((error) => {
        setLoadFailed(true);
        notifyFailure('list load failed', error);
      })
      .finally(() => setLoading(false));
  }, [provider, list, language]);
  useEffect(reload, [reload]);

  const shown = useMemo(() => shownRows(rows, list, { filters, query: search.query, sort }, search.columns, language), [rows, filters, list, sort, search.columns, search.query, language]);
  // A new search shows its first page.
  useEffect(() => setPage(1), [search.query]);

  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const visible = Number.isFinite(pageSize) ? shown.slice((page - 1) * pageSize, page * pageSize) : shown;
  const governed = (action: 'add' | 'edit' | 'delete') => (list.permission?.governs ?? ['add', 'edit', 'delete']).includes(action);
  const access = (action: 'add' | 'edit' | 'delete') =>
    !list.permission || !governed(action) || canAccess({ action, resource: list.permission.dataType, languageId: language, subject });

  async function confirmDelete() {
    if (!confirming || !list.delete) return;
    setDeleting(true);
    try {
      const ctx = { language, row: confirming };
      const binEntryId = await deleteRecord(provider, list.delete.call, ctx);
      noticeDeleted(provider, { notice: list.delete.success, binEntryId, named: namedItem(list.delete, ctx), onRestored: reload });
      reload();
    } catch (error) {
      // A refused delete whose screen names no notice still says so, with the generic notice.
      notifyFailure('delete failed', error, list.delete.failure);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  }

  /** A row's call (the bin's Restore): its notice, then the list again; a refusal says why. */
  async function runRowCall(call: RowCall, row: Row) {
    try {
      await provider.call(call.call, { language, row });
      if (call.success) void notify(call.success, 'success');
      reload();
    } catch (error) {
      notifyFailure(`${call.label} failed`, error, call.failure);
    }
  }

  return {
    rows: visible,
    /** Every row the filters and search keep, on every page, in the order shown (a bulk change's Select all matching). */
    shown,
    total: shown.length,
    /** Rows before filtering: an empty list and a filter that matches nothing read differently. */
    loadedCount: rows.length,
    paged: Number.isFinite(pageSize),
    loading,
    reload,
    /** The last load failed: the list says so, rather than that it is empty. */
    loadFailed,
    filters,
    /** The search over the text columns, kept in the address (useListSearch). */
    search,
    setFilter(field: string, value: string) {
      setFilters((old) => ({ ...old, [field]: value }));
      setPage(1);
      if (value === '') reload();
    },
    sort,
    toggleSort: (field: string) => setSort((old) => ({ field, direction: old?.field === field && old.direction === 'asc' ? 'desc' : 'asc' })),
    page,
    pages,
    setPage,
    pageSize,
    setPageSize,
    canAdd: access('add'),
    canEdit: access('edit'),
    canDelete: access('delete'),
    editLabel: readLabel(list.permission ? editLabel({ resource: list.permission.dataType, languageId: language, subject }) : 'Edit', list.edit?.label),
    confirming,
    /** What the confirmation adds, naming the item being deleted (delete-confirmation.ts). */
    confirmText: confirming && list.delete ? deleteConfirmation(list.delete, { language, row: confirming }) : undefined,
    askDelete: setConfirming,
    runRowCall,
    cancelDelete: () => setConfirming(null),
    confirmDelete,
    deleting,
  };
}
