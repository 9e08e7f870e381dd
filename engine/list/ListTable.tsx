import { Classes, HTMLTable, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { Column } from '../model/descriptor';
import { alignsRight, keepsWhole, show } from './format';
import { RecordLink } from './RecordLink';
import { VirtualRows } from './VirtualRows';
import { cellOf } from './cells/index';

type Row = Record<string, any>;

// Under this many rows every row is drawn; above it only the rows in view (and a few around them).
export const VIRTUAL_FROM = 100;

export interface ListTableProps {
  caption: string;
  columns: Column[];
  rows: Row[];
  rowKey: string;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
  onSort(field: string): void;
  /** The Actions cell of a row; no Actions column when absent. */
  actions?: (row: Row) => ReactNode;
  /** The current language, for formats that depend on it. */
  language?: number;
  /** The record's own screen: the first column (the record's name) links there. */
  linkTo?: (row: Row) => string | undefined;
}

/** A real <table>: sticky header, sortable columns as buttons, numbers right-aligned, long text cut with its whole text on hover. */
export function ListTable({ caption, columns, rows, rowKey, sort, onSort, actions, language = 1, linkTo }: ListTableProps) {
  const right = new Set(columns.filter((c) => alignsRight(c, rows)).map((c) => c.field));
  const width = columns.length + (actions ? 1 : 0);
  const drawRow = (row: Row, index: number) => (
    <tr key={String(row[rowKey])} data-index={index} aria-rowindex={index + 2} className={index % 2 ? 'engine-row-odd' : undefined}>
      {columns.map((c, column) => {
        const Cell = cellOf(c.format);
        if (Cell) {
          return (
            <td key={`${c.format ?? ''}:${c.field}`} className="engine-cell-drawn">
              <Cell row={row} column={c} language={language} />
            </td>
          );
        }
        const { text } = show(row[c.field], c, 'list', language);
        const to = column === 0 && text ? linkTo?.(row) : undefined;
        if (right.has(c.field)) {
          return (
            <td key={`${c.format ?? ''}:${c.field}`} className="engine-num">
              {text}
            </td>
          );
        }
        // One line, cut with an ellipsis where the column is narrower than the text; the whole text on hover.
        return (
          <td key={`${c.format ?? ''}:${c.field}`} className={keepsWhole(c) ? 'engine-text engine-whole' : 'engine-text'} title={text.length > 30 ? text : undefined}>
            <span className="engine-cell-text">{to ? <RecordLink to={to}>{text}</RecordLink> : text}</span>
          </td>
        );
      })}
      {actions && <td className="engine-actions-cell">{actions(row)}</td>}
    </tr>
  );
  const virtual = rows.length >= VIRTUAL_FROM;
  return (
    <HTMLTable interactive className={virtual ? 'engine-table engine-table-virtual' : 'engine-table'} aria-rowcount={rows.length + 1} data-rows={rows.length}>
      <caption className="engine-sr-only">{caption}</caption>
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((c) => {
            const sorted = sort?.field === c.field ? sort.direction : undefined;
            return (
              <th
                key={`${c.format ?? ''}:${c.field}`}
                scope="col"
                className={right.has(c.field) ? 'engine-num' : undefined}
                aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {c.sortable ? (
                  <button type="button" className="engine-sort" onClick={() => onSort(c.field)}>
                    {c.label}
                    {/* An unsorted column shows that it sorts; the order itself is told by aria-sort. */}
                    <Icon icon={sorted === 'asc' ? 'caret-up' : sorted === 'desc' ? 'caret-down' : 'double-caret-vertical'} size={12} className={sorted ? undefined : Classes.TEXT_MUTED} aria-hidden />
                  </button>
                ) : (
                  c.label
                )}
              </th>
            );
          })}
          {actions && (
            <th scope="col" className="engine-actions-cell">
              Actions
            </th>
          )}
        </tr>
      </thead>
      <tbody>{virtual ? <VirtualRows rows={rows} width={width} drawRow={drawRow} /> : rows.map((row, i) => drawRow(row, i))}</tbody>
    </HTMLTable>
  );
}
