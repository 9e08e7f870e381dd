import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { escapeFormula } from './formula-escape';

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_MEDIA_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A sheet of text cells as a file, held in memory (a sheet of one language's translations, not a streamed list):
 * CSV in UTF-8 with a byte order mark, so a spreadsheet opens umlauts right, every cell a spreadsheet would run
 * as a formula escaped; or an XLSX workbook of one sheet, whose cells are typed as text and so never run.
 */
export async function writeSheet(format: SheetFormat, sheetName: string, headers: string[], rows: string[][]): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(stringify([headers, ...rows].map((row) => row.map(escapeFormula)), { bom: true, record_delimiter: '\r\n' }), 'utf8');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column, i) => {
    column.width = i < 2 ? 30 : i < 4 ? 60 : 12;
    if (i >= 2 && i < 4) column.alignment = { wrapText: true, vertical: 'top' };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
