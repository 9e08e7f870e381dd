import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../server/spreadsheets/read-sheet';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from '../../../server/spreadsheets/sheet-limits';

const utf8 = (text: string) => new TextEncoder().encode(text);
const windows1252 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

async function workbook(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('reading an uploaded sheet', () => {
  it('reads UTF-8 with a byte order mark and commas, quoted cells kept whole', async () => {
    const sheet = await readSheet(utf8('\uFEFFName,Country\n"Bondora, AS",Estonia\nMintos,Latvia\n'));
    expect(sheet).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',', headers: ['Name', 'Country'] });
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Bondora, AS', 'Estonia'] },
      { line: 3, cells: ['Mintos', 'Latvia'] },
    ]);
  });

  it('reads a German spreadsheet: Windows-1252 and semicolons, umlauts right', async () => {
    const sheet = await readSheet(windows1252('Name;Stadt\r\nKreditgeber Müller;München\r\n'));
    expect(sheet).toMatchObject({ encoding: 'windows-1252', delimiter: ';', headers: ['Name', 'Stadt'] });
    expect(sheet.rows).toEqual([{ line: 2, cells: ['Kreditgeber Müller', 'München'] }]);
  });

  it('reads tab-separated text and numbers rows as a spreadsheet does, blank lines skipped', async () => {
    const sheet = await readSheet(utf8('a\tb\n1\t2\n\n3\t4\n'));
    expect(sheet.delimiter).toBe('\t');
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['1', '2'] },
      { line: 4, cells: ['3', '4'] },
    ]);
  });

  it('drops a trailing empty column a spreadsheet wrote', async () => {
    expect((await readSheet(utf8('a,b,\n1,2,\n'))).headers).toEqual(['a', 'b']);
  });

  it('refuses an empty file, a header alone, a binary file renamed, and repeated or blank headers', async () => {
    await expect(readSheet(new Uint8Array())).rejects.toMatchObject({ code: 'VALIDATION', message: 'The file is empty.' });
    await expect(readSheet(utf8('\n\n'))).rejects.toMatchObject({ message: 'The file is empty.' });
    await expect(readSheet(utf8('Name,Country\n'))).rejects.toMatchObject({ message: 'The file has a header row and no rows under it.' });
    await expect(readSheet(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      statusCode: 415,
    });
    await expect(readSheet(utf8('Name, name \n1,2\n'))).rejects.toMatchObject({ message: 'The column "name" appears twice in the header.' });
    await expect(readSheet(utf8('Name,,Country\n1,2,3\n'))).rejects.toMatchObject({ message: 'Column 2 has no header.' });
  });

  it('refuses a file over the size or row limit, saying the limit', async () => {
    await expect(readSheet(new Uint8Array(MAX_SHEET_BYTES + 1).fill(0x61))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is 5.0 MB; a file may be at most 5 MB.',
    });
    const rows = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => `r${i}`).join('\n');
    await expect(readSheet(utf8(`Name\n${rows}\n`))).rejects.toMatchObject({
      message: 'The file has 20,001 rows; a file may have at most 20,000.',
    });
  });

  it('reads an XLSX workbook: dates as dates, numbers without separators, formulas as their result', async () => {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('Lenders');
    ws.addRow(['Name', 'Founded', 'Loans']);
    ws.addRow(['Mintos', new Date(Date.UTC(2015, 0, 31)), 1234.5]);
    ws.addRow(['Bondora', new Date(Date.UTC(2008, 5, 1)), { formula: 'C2*2', result: 2469 }]);
    const sheet = await readSheet(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(sheet).toMatchObject({ format: 'xlsx', sheetName: 'Lenders', headers: ['Name', 'Founded', 'Loans'] });
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Mintos', '2015-01-31', '1234.5'] },
      { line: 3, cells: ['Bondora', '2008-06-01', '2469'] },
    ]);
  });

  it('asks which sheet of a workbook of several, and reads the one named', async () => {
    const bytes = await workbook({ Lenders: [['Name'], ['Mintos']], Notes: [['Text'], ['x']] });
    await expect(readSheet(bytes)).rejects.toMatchObject({ code: 'SHEET_CHOICE_NEEDED', sheets: ['Lenders', 'Notes'] });
    expect((await readSheet(bytes, { sheetName: 'Notes' })).rows).toEqual([{ line: 2, cells: ['x'] }]);
    await expect(readSheet(bytes, { sheetName: 'Other' })).rejects.toMatchObject({ message: 'The workbook has no sheet "Other"; it has Lenders, Notes.' });
  });
});
