import type { Readable } from 'node:stream';
import type { Column } from '../../engine/node';
import { csvStream } from '../spreadsheets/write-csv';
import { xlsxStream } from '../spreadsheets/write-xlsx';
import type { SheetFormat } from '../spreadsheets/sheet-formats';

type Row = Record<string, unknown>;

/** How many rows are turned into text and written at a time. */
export const EXPORT_BATCH = 5000;

/**
 * The rows as a sheet in the format asked for: each batch's cells turned into their shown, escaped text only as the
 * download pulls it, so a large export holds one batch of text at a time.
 */
export function exportSheet(options: {
  format: SheetFormat;
  title: string;
  columns: Column[];
  rows: Row[];
  cellText(row: Row, column: Column): string;
}): Readable {
  const { format, title, columns, rows, cellText } = options;
  async function* batches() {
    for (let i = 0; i < rows.length; i += EXPORT_BATCH) {
      yield rows.slice(i, i + EXPORT_BATCH).map((row) => columns.map((column) => cellText(row, column)));
    }
  }
  const header = columns.map((c) => c.label);
  return format === 'csv' ? csvStream(header, batches()) : xlsxStream(title, header, batches());
}
