import { escapeFormula } from '../../shared/formula-escape';
import { csvStream } from './write-csv';
import { xlsxStream, type ColumnLayout } from './write-xlsx';
import type { SheetFormat } from './sheet-formats';

/**
 * A sheet of text cells as a file, held in memory (a sheet of one language's translations, not a streamed list),
 * written by the same writers as the list export: CSV in UTF-8 with a byte order mark, every cell a spreadsheet would
 * run as a formula escaped; or an XLSX workbook of one sheet, whose cells are typed as text and so never run.
 */
export async function writeSheet(format: SheetFormat, sheetName: string, headers: string[], rows: string[][], layout?: ColumnLayout[]): Promise<Buffer> {
  let given: string[][] | null = format === 'csv' ? rows.map((row) => row.map(escapeFormula)) : rows;
  const batches = async () => {
    const batch = given;
    given = null;
    return batch;
  };
  const stream = format === 'csv' ? csvStream(headers.map(escapeFormula), batches) : xlsxStream(sheetName, headers, batches, layout);
  return Buffer.concat((await stream.toArray()).map((chunk: Buffer | string) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)));
}
