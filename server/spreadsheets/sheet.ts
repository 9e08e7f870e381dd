/** A sheet as read from a file: its header and its rows as text, each row with its number in the file (the header is 1). */
export interface Sheet {
  headers: string[];
  rows: SheetRow[];
  /** How the file was read, to say so in a preview. */
  format: 'csv' | 'xlsx';
  encoding?: 'utf-8' | 'windows-1252';
  delimiter?: ',' | ';' | '\t';
  /** The workbook's sheet that was read, and all its sheets. */
  sheetName?: string;
  sheetNames?: string[];
}

export interface SheetRow {
  /** The row's number as a spreadsheet shows it: the header is row 1, the first row under it row 2. */
  line: number;
  cells: string[];
}
