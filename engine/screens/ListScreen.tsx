import { Button, ButtonGroup, H3, HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListScreen as ListDescriptor } from '../descriptor/types';
import { ConfirmDialog } from '../ConfirmDialog';
import { fillPath } from '../data/templates';
import { useEngine } from '../EngineContext';
import { useListController } from '../list/useListController';
import { formatCell } from '../list/format';
import { FilterSelect } from '../list/FilterSelect';

const ModalFormScreen = lazy(() => import('./ModalFormScreen'));

/** A table of records with Add, Edit (View for read) and Delete behind the confirmation. */
export default function ListScreen({ descriptor }: { descriptor: ListDescriptor }) {
  const list = useListController(descriptor);
  const { language } = useEngine();
  const navigate = useNavigate();
  const [modal, setModal] = useState<{ screen: string; params: Record<string, string> } | null>(null);
  const modalId = descriptor.add?.modal;
  const headModals = descriptor.modals?.filter((m) => !m.row) ?? [];
  const rowModals = descriptor.modals?.filter((m) => m.row) ?? [];
  const hasActions = !!(descriptor.edit || descriptor.delete || modalId || rowModals.length);

  const open = (row: Record<string, any> | null) => {
    if (modalId) setModal({ screen: modalId, params: { id: row ? String(row[descriptor.rowKey]) : '-1' } });
    else if (row && descriptor.edit) navigate(fillPath(descriptor.edit.to, { language, row }));
    else if (!row && descriptor.add?.to) navigate(descriptor.add.to);
  };

  return (
    <div className="engine-list">
      <div className="engine-list-head">
        <H3>{descriptor.title}</H3>
        <div style={{ display: 'flex', gap: 8 }}>
          {descriptor.add && <Button intent="primary" icon="add" text={descriptor.add.label} disabled={!list.canAdd} onClick={() => open(null)} />}
          {headModals.map((m) => (
            <Button key={m.screen} icon="add" text={m.label} disabled={!list.canAdd} onClick={() => setModal({ screen: m.screen, params: { id: '-1' } })} />
          ))}
        </div>
      </div>
      {descriptor.filters?.map((filter) => (
        <FilterSelect key={filter.field} filter={filter} value={list.filters[filter.field] ?? ''} onChange={(v) => list.setFilter(filter.field, v)} />
      ))}
      {list.loading ? (
        <Spinner />
      ) : (
        <HTMLTable striped interactive className="engine-table">
          <thead>
            <tr>
              {descriptor.columns.map((c) => (
                <th key={c.field} onClick={c.sortable ? () => list.toggleSort(c.field) : undefined} style={c.sortable ? { cursor: 'pointer' } : undefined}>
                  {c.label}
                  {list.sort?.field === c.field ? (list.sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                </th>
              ))}
              {hasActions && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={String(row[descriptor.rowKey])}>
                {descriptor.columns.map((c) => (
                  <td key={c.field}>{formatCell(row[c.field], c.format)}</td>
                ))}
                {hasActions && (
                  <td>
                    <ButtonGroup>
                      {(descriptor.edit || modalId) && <Button small text={list.editLabel} disabled={!list.canEdit} onClick={() => open(row)} />}
                      {rowModals.map((m) => (
                        <Button
                          key={m.screen}
                          small
                          text={m.label}
                          disabled={!list.canEdit}
                          onClick={() => setModal({ screen: m.screen, params: { id: String(row[descriptor.rowKey]) } })}
                        />
                      ))}
                      {descriptor.delete && <Button small intent="danger" text="Delete" disabled={!list.canDelete} onClick={() => list.askDelete(row)} />}
                    </ButtonGroup>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {list.total === 0 && !list.loading && <p className="bp6-text-muted">{descriptor.empty ?? 'No items yet.'}</p>}
      {list.pages > 1 && (
        <div className="engine-pager">
          <Button small icon="chevron-left" disabled={list.page === 1} onClick={() => list.setPage(list.page - 1)} />
          <span>{`${list.page} / ${list.pages}`}</span>
          <Button small icon="chevron-right" disabled={list.page === list.pages} onClick={() => list.setPage(list.page + 1)} />
          {descriptor.paging?.sizes && (
            <HTMLSelect value={list.pageSize} onChange={(e) => list.setPageSize(Number(e.target.value))} options={descriptor.paging.sizes} />
          )}
          <span>{`Total ${list.total} items`}</span>
        </div>
      )}
      <ConfirmDialog open={!!list.confirming} text={descriptor.delete?.confirm} busy={list.deleting} onYes={() => void list.confirmDelete()} onNo={list.cancelDelete} />
      {modal && (
        <Suspense fallback={<Spinner size={20} />}>
          <ModalFormScreen id={modal.screen} params={modal.params} onClose={() => setModal(null)} onSaved={list.reload} />
        </Suspense>
      )}
    </div>
  );
}
