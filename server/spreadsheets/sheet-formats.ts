/** The formats a sheet is written in, each with the type and the ending its file is given. */
export const SHEET_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

export type SheetFormat = keyof typeof SHEET_FORMATS;

/**
 * Rows come in batches, pulled one at a time (null: no more), so that a large sheet is written a batch at a time and
 * never held whole: nothing of a batch is kept once it is written.
 */
export type RowBatches = () => Promise<string[][] | null>;
