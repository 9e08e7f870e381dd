/** The formats a sheet is written in, each with the type and the ending its file is given. */
export const SHEET_FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

export type SheetFormat = keyof typeof SHEET_FORMATS;

/** Rows come in batches, so that a large sheet is written a batch at a time and never held whole. */
export type RowBatches = AsyncIterable<string[][]>;
