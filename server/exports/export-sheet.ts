import type { Readable } from 'node:stream';
import type { Column } from '../screens/list-export';
import { csvStream } from '../spreadsheets/write-csv';
import { xlsxStream } from '../spreadsheets/write-xlsx';
import type { SheetFormat } from '../spreadsheets/sheet-formats';

type Row = Record<string, unknown>;

/** Batches of cells pulled one at a time, null once there are no more. */
export type CellBatches = () => Promise<string[][] | null>;

/**
 * The rows as a sheet in the format asked for, a batch of cells pulled only as the download takes the last: nothing
 * of a batch outlives its turn, so a large export holds one batch at a time.
 */
export function exportSheet(options: { format: SheetFormat; title: string; columns: Column[]; cells: CellBatches }): Readable {
  const { format, title, columns, cells } = options;
  const header = columns.map((c) => c.label);
  return format === 'csv' ? csvStream(header, cells) : xlsxStream(title, header, cells);
}

/** The cells of rows: each column's text as the list shows it. */
export const cellsOf = (rows: Row[], columns: Column[], cellText: (row: Row, column: Column) => string): string[][] =>
  rows.map((row) => columns.map((column) => cellText(row, column)));
