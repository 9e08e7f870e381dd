import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListScreen as ListDescriptor } from '../model/descriptor';
import { ConfirmDialog } from '../ConfirmDialog';
import { fillPath } from '../data/templates';
import { useEngine } from '../EngineContext';
import { useListController } from '../list/useListController';
import { FilterSelect } from '../list/FilterSelect';
import { ListSearch } from '../list/ListSearch';
import { ListTable } from '../list/ListTable';
import { Pager } from '../list/Pager';
import { RowActions } from '../list/RowActions';
import { useAddFromLink } from '../list/useAddFromLink';
import { useDialogAddress } from '../list/useDialogAddress';
import { useRecordScreenAhead } from '../list/useRecordScreenAhead';
import { displayFormat } from '../list/format';
import { readinessColumns } from '../readiness/columns';
import { ExportMenu } from '../list/export/ExportMenu';
import { useListExport } from '../list/export/useListExport';
import { screenNameOf } from '../descriptor/screen-name';
import { registry } from '../registry/index';
import { ScreenFrame } from './frame/ScreenFrame';
import { WhyDisabled } from '../reason/WhyDisabled';
import { useActionReasons } from './useActionReasons';
import { RenderModalForm } from './renderer';
import { useBulkSelection } from '../list/bulk/useBulkSelection';
import { BulkBar } from '../list/bulk/BulkBar';
import { LastBulkChange } from '../list/bulk/LastBulkChange';
import { undoChange } from '../list/bulk/undo-change';
import type { AppliedChange } from '../list/bulk/bulk-types';
import { wholeActionsOf, type BulkAction } from '../registry/list-bulk-in';
import { notify } from '../notices';
import '../list/list.css';

// The import dialog's code loads when an editor opens it, not with every list.
const ImportDialog = lazy(() => import('../list/import/ImportDialog').then((m) => ({ default: m.ImportDialog })));
// So does a bulk change's dialog.
const BulkDialog = lazy(() => import('../list/bulk/BulkDialog').then((m) => ({ default: m.BulkDialog })));
const NO_ROWS: Record<string, any>[] = [];


type Row = Record<string, any>;

/** A table of records with Add, Edit (View for read) and Delete behind the confirmation. */
export default function ListScreen({ descriptor }: { descriptor: ListDescriptor }) {
  const list = useListController(descriptor);
  const { language, provider } = useEngine();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  // Bulk changes are the list kind's to offer (its `bulk`: the descriptor's family and actions).
  const bulk = registry.screenKinds[descriptor.kind]?.bulk?.(descriptor);
  const selection = useBulkSelection(bulk ? list.shown : NO_ROWS, list.rows, descriptor.rowKey, `${language}|${list.search.query}|${JSON.stringify(list.filters)}`);
  // The action opened, with the rows chosen as it opened: the dialog keeps them while the list reloads under it.
  const [bulkAction, setBulkAction] = useState<{ action: BulkAction; rows: Record<string, any>[] } | null>(null);
  const [lastChange, setLastChange] = useState<AppliedChange | null>(null);
  const undoBulk = async (change: AppliedChange) => {
    const undone = await undoChange(provider, bulk!.family, change);
    if (undone) {
      setLastChange((last) => (last?.bulkId === change.bulkId ? null : last));
      list.reload();
    }
    return undone;
  };
  const bulkApplied = (change: AppliedChange) => {
    setLastChange(change);
    selection.clear();
    list.reload();
    void notify({ message: `${change.summary}.`, duration: 10000 }, 'success', { text: 'Undo', onClick: () => void undoBulk(change) });
  };
  const [modal, setModal] = useState<{ screen: string; params: Record<string, string>; initial?: Record<string, unknown> } | null>(null);
  const modalId = descriptor.add?.modal;
  const leaveDialogAddress = useDialogAddress();
  useAddFromLink(descriptor.id, !!modalId && list.canAdd, (initial) => setModal({ screen: modalId!, params: { id: '-1' }, initial }));
  const headModals = descriptor.modals?.filter((m) => !m.row) ?? [];
  const rowModals = descriptor.modals?.filter((m) => m.row) ?? [];
  // A column whose format is a row action (VIEW, the public page) is drawn among the actions, not as a cell.
  const columns = [...descriptor.columns.filter((c) => !displayFormat(c.format)?.rowAction), ...readinessColumns(descriptor)];
  const links = descriptor.columns.filter((c) => displayFormat(c.format)?.rowAction);
  const hasActions = !!(descriptor.edit || descriptor.delete || descriptor.rowCalls?.length || modalId || rowModals.length || links.length);

  const open = (row: Row | null) => {
    // A row's Edit follows `edit.to` when the list states one (the reviews list adds in a dialog, edits on a page).
    if (row && descriptor.edit) navigate(fillPath(descriptor.edit.to, { language, row }));
    else if (modalId) setModal({ screen: modalId, params: { id: row ? String(row[descriptor.rowKey]) : '-1' } });
    else if (!row && descriptor.add?.to) navigate(descriptor.add.to);
  };
  useRecordScreenAhead(descriptor.edit && list.canEdit ? descriptor.edit.to : undefined);
  // A row whose record has a screen of its own links there (its name and its Edit or View).
  const recordPath = descriptor.edit && list.canEdit ? (row: Row) => fillPath(descriptor.edit!.to, { language, row }) : undefined;
  const reasons = useActionReasons(descriptor);
  const addButton = descriptor.add && (
    <WhyDisabled reason={list.canAdd ? undefined : reasons.add}>
      <Button intent="primary" icon="add" text={descriptor.add.label} disabled={!list.canAdd} onClick={() => open(null)} />
    </WhyDisabled>
  );
  const filtered = Object.values(list.filters).some((v) => v !== '');
  // Whether the list exports is its kind's to say (the list kind's `exports`: its descriptor's columns or the shown ones).
  const screen = screenNameOf(descriptor);
  const exportsColumns = !!screen && !!registry.screenKinds[descriptor.kind]?.exports?.(descriptor, registry).length;
  const exporting = useListExport(screen, { filters: list.filters, query: list.search.query, sort: list.sort }, list.total);
  const exportReason = list.loading
    ? 'The list is still loading.'
    : list.loadFailed
      ? 'The list could not be loaded, so there is nothing to export.'
      : list.total === 0
        ? list.loadedCount === 0
          ? 'The list is empty: there is nothing to export.'
          : 'No rows match the search or filters: there is nothing to export.'
        : undefined;
  const exportMenu = exportsColumns && <ExportMenu reason={exportReason} busy={exporting.busy} onExport={(format) => void exporting.run(format)} />;

  const body = () => {
    // A list that is loading shows a spinner, never an empty table; a reload keeps the rows it has.
    if (list.loading && list.loadedCount === 0) return <Spinner className="engine-list-loading" aria-label="Loading" />;
    if (list.loadFailed && list.loadedCount === 0) {
      return <NonIdealState icon="error" title="The list could not be loaded." action={<Button icon="refresh" text="Try again" onClick={list.reload} />} />;
    }
    if (list.total === 0) {
      const { query, noun } = list.search;
      if (query.trim()) {
        return (
          <NonIdealState
            icon="search"
            title={`No ${noun} match “${query.trim()}”`}
            description={filtered ? 'The filters above narrow the rows too.' : undefined}
            action={<Button icon="cross" text="Clear search" onClick={() => list.search.setQuery('')} />}
          />
        );
      }
      return filtered ? (
        <NonIdealState icon="filter" title="Nothing matches this filter." />
      ) : (
        <NonIdealState icon="inbox" title={descriptor.empty ?? 'No items yet.'} action={addButton || undefined} />
      );
    }
    return (
      <ListTable
        caption={descriptor.title}
        language={language}
        columns={columns}
        rows={list.rows}
        rowKey={descriptor.rowKey}
        sort={list.sort}
        onSort={list.toggleSort}
        linkTo={recordPath}
        select={
          bulk && (list.canEdit || (bulk.delete && list.canDelete))
            ? {
                isChosen: selection.isChosen,
                toggle: selection.toggle,
                pageState: selection.pageState,
                togglePage: selection.togglePage,
                nameOf: (row) => String(row[descriptor.columns[0]?.field] ?? row[descriptor.rowKey]),
              }
            : undefined
        }
        actions={
          hasActions
            ? (row) => (
                <RowActions
                  row={row}
                  language={language}
                  links={links}
                  editLabel={list.editLabel}
                  canEdit={list.canEdit}
                  canDelete={list.canDelete}
                  reasons={reasons}
                  editTo={recordPath}
                  onEdit={descriptor.edit || modalId ? open : undefined}
                  modals={rowModals.map((m) => ({ label: m.label, open: (r) => setModal({ screen: m.screen, params: { id: String(r[descriptor.rowKey]) } }) }))}
                  onDelete={descriptor.delete ? list.askDelete : undefined}
                  deleteLabel={descriptor.delete?.label}
                  calls={descriptor.rowCalls?.map((call) => ({ label: call.label, run: (r) => list.runRowCall(call, r) }))}
                />
              )
            : undefined
        }
      />
    );
  };

  // A list whose descriptor declares an import offers it to those who may add its records.
  const importButton = descriptor.import && (
    <WhyDisabled reason={list.canAdd ? undefined : reasons.add}>
      <Button icon="import" text="Import" disabled={!list.canAdd} onClick={() => setImporting(true)} />
    </WhyDisabled>
  );
  const actions = (addButton || headModals.length > 0 || importButton || exportMenu) && (
    <>
      {/* The files first, the ways to add after, the list's primary action (Add) last, where the eye ends. */}
      {exportMenu}
      {importButton}
      {headModals.map((m) => (
        <WhyDisabled key={m.screen} reason={list.canAdd ? undefined : reasons.add}>
          <Button icon="add" text={m.label} disabled={!list.canAdd} onClick={() => setModal({ screen: m.screen, params: { id: '-1' } })} />
        </WhyDisabled>
      ))}
      {addButton}
    </>
  );

  return (
    <ScreenFrame className="engine-list" title={descriptor.title} breadcrumb={descriptor.breadcrumb} actions={actions}>
      {descriptor.filters?.length || list.search.enabled ? (
        <div className="engine-list-bar">
          {list.search.enabled && <ListSearch noun={list.search.noun} query={list.search.query} onSearch={list.search.setQuery} />}
          {descriptor.filters?.map((filter) => (
            <FilterSelect key={filter.field} filter={filter} value={list.filters[filter.field] ?? ''} onChange={(v) => list.setFilter(filter.field, v)} />
          ))}
          {!list.loading && (
            <span className="engine-list-count" role="status">
              {list.search.query.trim() ? `${list.total} of ${list.loadedCount} ${list.search.noun}` : `${list.total} ${list.total === 1 ? 'item' : 'items'}`}
            </span>
          )}
        </div>
      ) : null}
      {bulk && lastChange && <LastBulkChange change={lastChange} onUndo={() => void undoBulk(lastChange)} onDismiss={() => setLastChange(null)} />}
      {bulk && list.total > 0 && (
        <BulkBar
          noun={bulk.noun}
          actions={bulk.actions}
          selection={selection}
          pageSize={list.rows.length}
          wholes={wholeActionsOf(bulk)}
          editReason={list.canEdit ? undefined : reasons.edit}
          deleteReason={list.canDelete ? undefined : reasons.delete}
          onAction={(action) => setBulkAction({ action, rows: list.shown.filter((row) => selection.chosen.includes(row[descriptor.rowKey])) })}
        />
      )}
      {body()}
      {list.paged && list.pages > 1 && (
        <Pager
          page={list.page}
          pages={list.pages}
          total={list.total}
          pageSize={list.pageSize}
          sizes={descriptor.paging?.sizes}
          onPage={list.setPage}
          onPageSize={(size) => {
            list.setPageSize(size);
            list.setPage(1);
          }}
        />
      )}
      <ConfirmDialog open={!!list.confirming} text={descriptor.delete?.confirm} busy={list.deleting} onYes={() => void list.confirmDelete()} onNo={list.cancelDelete}>
        {list.confirmText && <p className="engine-delete-names">{list.confirmText}</p>}
      </ConfirmDialog>
      {importing && descriptor.import && (
        <Suspense fallback={<Spinner size={20} />}>
          <ImportDialog spec={descriptor.import} noun={descriptor.import.noun ?? list.search.noun} title={descriptor.import.noun ?? list.search.noun} onClose={() => setImporting(false)} onImported={list.reload} />
        </Suspense>
      )}
      {bulk && bulkAction && (
        <Suspense fallback={<Spinner size={20} />}>
          <BulkDialog
            spec={bulk}
            action={bulkAction.action}
            rows={bulkAction.rows}
            rowKey={descriptor.rowKey}
            onApplied={bulkApplied}
            onUndo={() => (lastChange ? undoBulk(lastChange) : Promise.resolve(false))}
            onClose={() => setBulkAction(null)}
            mayOverride={list.canDelete}
          />
        </Suspense>
      )}
      {modal && (
        <Suspense fallback={<Spinner size={20} />}>
          <RenderModalForm id={modal.screen} params={modal.params} initial={modal.initial} onClose={() => {
              setModal(null);
              leaveDialogAddress();
            }} onSaved={list.reload} />
        </Suspense>
      )}
    </ScreenFrame>
  );
}
