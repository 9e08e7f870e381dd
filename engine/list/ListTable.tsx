import { Checkbox, Classes, HTMLTable, Icon } from '@blueprintjs/core';
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
  /** A list with bulk changes: a checkbox per row (Shift-click for a range) and one in the header for the page. */
  select?: RowSelection;
}

export interface RowSelection {
  isChosen(row: Row): boolean;
  toggle(row: Row, shift: boolean): void;
  pageState: 'all' | 'some' | 'none';
  togglePage(): void;
  /** A row's name for its checkbox's label. */
  nameOf(row: Row): string;
}

/** A real <table>: sticky header, sortable columns as buttons, numbers right-aligned, long text cut with its whole text on hover. */
export function ListTable({ caption, columns, rows, rowKey, sort, onSort, actions, language = 1, linkTo, select }: ListTableProps) {
  const right = new Set(columns.filter((c) => alignsRight(c, rows)).map((c) => c.field));
  const width = columns.length + (actions ? 1 : 0);
  // A list with bulk changes draws each row's box in its first cell, before the record's name, and the page's box in
  // the first header: the columns stay as the descriptor names them.
  const chosenBox = (row: Row) =>
    select && (
      // A click carries Shift (a range); the change itself is the click's, so Space on the box works too.
      <Checkbox inline className="engine-select-box" checked={select.isChosen(row)} aria-label={`Choose ${select.nameOf(row)}`} onClick={(event) => select.toggle(row, event.shiftKey)} onChange={() => undefined} />
    );
  const withBox = (row: Row, column: number, content: ReactNode) =>
    select && column === 0 ? (
      <div className="engine-select-first">
        {chosenBox(row)}
        {content}
      </div>
    ) : (
      content
    );
  const drawRow = (row: Row, index: number) => (
    <tr
      key={String(row[rowKey])}
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={select ? select.isChosen(row) : undefined}
      className={[index % 2 ? 'engine-row-odd' : '', select?.isChosen(row) ? 'engine-row-chosen' : ''].filter(Boolean).join(' ') || undefined}
    >
      {columns.map((c, column) => {
        const Cell = cellOf(c.format);
        if (Cell) {
          return (
            <td key={`${c.format ?? ''}:${c.field}`} className="engine-cell-drawn">
              {withBox(row, column, <Cell row={row} column={c} language={language} />)}
            </td>
          );
        }
        const { text } = show(row[c.field], c, 'list', language);
        const to = column === 0 && text ? linkTo?.(row) : undefined;
        if (right.has(c.field)) {
          return (
            <td key={`${c.format ?? ''}:${c.field}`} className="engine-num">
              {withBox(row, column, text)}
            </td>
          );
        }
        // One line, cut with an ellipsis where the column is narrower than the text; the whole text on hover.
        return (
          <td key={`${c.format ?? ''}:${c.field}`} className={keepsWhole(c) ? 'engine-text engine-whole' : 'engine-text'} title={text.length > 30 ? text : undefined}>
            {withBox(row, column, <span className="engine-cell-text">{to ? <RecordLink to={to}>{text}</RecordLink> : text}</span>)}
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
          {columns.map((c, column) => {
            const sorted = sort?.field === c.field ? sort.direction : undefined;
            return (
              <th
                key={`${c.format ?? ''}:${c.field}`}
                scope="col"
                className={right.has(c.field) ? 'engine-num' : undefined}
                aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {select && column === 0 && (
                  <Checkbox
                    inline
                    className="engine-select-box"
                    checked={select.pageState === 'all'}
                    indeterminate={select.pageState === 'some'}
                    aria-label={select.pageState === 'all' ? 'Clear the rows of this page' : 'Choose every row of this page'}
                    onChange={select.togglePage}
                  />
                )}
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
