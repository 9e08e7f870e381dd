import { readCsv } from './read-csv';
import { readXlsx } from './read-xlsx';
import type { Sheet } from './sheet';
import { sheetRefusals } from './sheet-error';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from './sheet-limits';

/** An XLSX file is a ZIP archive: it starts with "PK\x03\x04", whatever its name says. */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * An uploaded file as a sheet, told apart by its bytes (not its name: a binary file renamed .csv is refused), within
 * the limits (sheet-limits.ts), with a header of distinct, non-blank names and at least one row under it. Every
 * refusal is a catalogue error with the reason in an editor's words (sheet-error.ts).
 */
export async function readSheet(bytes: Uint8Array, options: { sheetName?: string } = {}): Promise<Sheet> {
  if (bytes.length === 0) throw sheetRefusals.empty();
  if (bytes.length > MAX_SHEET_BYTES) throw sheetRefusals.tooLarge(bytes.length);
  const sheet = isZip(bytes) ? await readXlsx(bytes, options.sheetName) : readCsv(bytes);
  const seen = new Set<string>();
  sheet.headers.forEach((header, i) => {
    if (header === '') throw sheetRefusals.blankHeader(i + 1);
    const key = header.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) throw sheetRefusals.repeatedHeader(header);
    seen.add(key);
  });
  if (sheet.rows.length === 0) throw sheetRefusals.headerOnly();
  if (sheet.rows.length > MAX_SHEET_ROWS) throw sheetRefusals.tooManyRows(sheet.rows.length);
  return sheet;
}
