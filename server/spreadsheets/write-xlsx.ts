import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RowBatches } from './sheet-formats';

/** A column's width in characters and whether its long texts wrap, where a sheet says so rather than its first rows. */
export interface ColumnLayout {
  width: number;
  wrap?: boolean;
}

/** Wide enough for a name, never wider than a screen: a column's width in characters, from its header and first rows. */
const widthOf = (texts: string[]) => Math.min(60, Math.max(8, ...texts.map((t) => t.length + 2)));

/**
 * An XLSX workbook of one sheet as a stream, written by exceljs's streaming writer: each row is committed as it
 * comes, so the sheet is never held whole; every cell is text, as the list shows it. A failure midway ends the stream
 * with that error (the download breaks rather than ending as a file cut short that looks whole).
 */
export function xlsxStream(sheetName: string, header: string[], batches: RowBatches, layout?: ColumnLayout[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet 1', { views: [{ state: 'frozen', ySplit: 1 }] });
  const writeHeader = (firstRows: string[][]) => {
    sheet.columns = header.map((h, i) => ({
      header: h,
      key: String(i),
      width: layout?.[i]?.width ?? widthOf([h, ...firstRows.slice(0, 50).map((r) => r[i] ?? '')]),
      ...(layout?.[i]?.wrap && { style: { alignment: { wrapText: true, vertical: 'top' as const } } }),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
  };
  let started = false;
  // A batch is written inside one call, so nothing of it is held while the zip drains to the download.
  const writeNext = async (): Promise<boolean> => {
    const rows = await batches();
    if (!rows) return false;
    if (!started) writeHeader(rows);
    started = true;
    for (const row of rows) sheet.addRow(row).commit();
    return true;
  };
  void (async () => {
    while (await writeNext()) if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    if (!started) writeHeader([]);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
