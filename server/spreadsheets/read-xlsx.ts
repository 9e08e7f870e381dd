import ExcelJS from 'exceljs';
import type { Sheet } from './sheet';
import { sheetRefusals } from './sheet-error';

/**
 * An XLSX workbook's sheet as text: the one named, or its only sheet (a workbook of several asks which). Cells read
 * as the editor sees them: a formula as its result, a date as YYYY-MM-DD (with the time when it has one), rich text as
 * its plain text, a number as JavaScript writes it (never with a thousands separator).
 */
export async function readXlsx(bytes: Uint8Array, sheetName?: string): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw sheetRefusals.unreadable((error as Error).message);
  }
  const sheets = workbook.worksheets.filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden');
  const sheetNames = sheets.map((sheet) => sheet.name);
  if (sheets.length === 0) throw sheetRefusals.empty();
  const sheet = sheetName === undefined ? (sheets.length === 1 ? sheets[0] : undefined) : sheets.find((s) => s.name === sheetName);
  if (!sheet) throw sheetName === undefined ? sheetRefusals.chooseSheet(sheetNames) : sheetRefusals.noSuchSheet(sheetName, sheetNames);
  const width = sheet.columnCount;
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    if (cells.some((cell) => cell.trim() !== '')) lines.push({ line, cells });
  });
  if (lines.length === 0) throw sheetRefusals.empty();
  const [header, ...rows] = lines;
  let lastHeader = header.cells.length;
  while (lastHeader > 0 && header.cells[lastHeader - 1].trim() === '') lastHeader--;
  return {
    headers: header.cells.slice(0, lastHeader).map((cell) => cell.trim()),
    rows: rows.map(({ line, cells }) => ({ line, cells })),
    format: 'xlsx',
    sheetName: sheet.name,
    sheetNames,
  };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace(/\.000Z$/, 'Z');
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('hyperlink' in value) return String((value as ExcelJS.CellHyperlinkValue).text ?? '');
    if ('error' in value) return String((value as ExcelJS.CellErrorValue).error);
    return '';
  }
  return String(value);
}
