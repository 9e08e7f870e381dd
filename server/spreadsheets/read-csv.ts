import { parse } from 'csv-parse/sync';
import { decodeText } from './decode-text';
import { detectDelimiter } from './detect-delimiter';
import type { Sheet } from './sheet';
import { sheetRefusals } from './sheet-error';

/** A CSV file as a sheet: its encoding and delimiter recognised, every cell kept as the text it holds. */
export function readCsv(bytes: Uint8Array): Sheet {
  const decoded = decodeText(bytes);
  if (!decoded) throw sheetRefusals.notASheet();
  const text = decoded.text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, info: true, trim: false }) as unknown as typeof records;
  } catch (error) {
    throw sheetRefusals.unreadable((error as Error).message);
  }
  const filled = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw sheetRefusals.empty();
  const [header, ...rows] = filled;
  // A spreadsheet saving a trailing empty column writes a trailing delimiter: that column is no column.
  let width = header.record.length;
  while (width > 0 && header.record[width - 1].trim() === '') width--;
  return {
    headers: header.record.slice(0, width).map((cell) => cell.trim()),
    rows: rows.map(({ record, info }) => ({ line: info.lines, cells: record })),
    format: 'csv',
    encoding: decoded.encoding,
    delimiter,
  };
}
