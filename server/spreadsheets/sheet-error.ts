import { Errors } from '../errors';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS } from './sheet-limits';

/** Why a file cannot be read as a sheet, in words an editor acts on; every refusal of read-sheet.ts comes from here. */
export const sheetRefusals = {
  empty: () => new Errors.Invalid('The file is empty.'),
  headerOnly: () => new Errors.Invalid('The file has a header row and no rows under it.'),
  tooLarge: (bytes: number) =>
    new Errors.PayloadTooLarge(`The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; a file may be at most ${MAX_SHEET_BYTES / 1024 / 1024} MB.`),
  tooManyRows: (rows: number) =>
    new Errors.PayloadTooLarge(`The file has ${rows.toLocaleString('en')} rows; a file may have at most ${MAX_SHEET_ROWS.toLocaleString('en')}.`),
  notASheet: () => new Errors.UnsupportedMediaType('The file is neither a CSV text file nor an XLSX workbook.'),
  unreadable: (reason: string) => new Errors.Invalid(`The file cannot be read: ${reason}`),
  blankHeader: (column: number) => new Errors.Invalid(`Column ${column} has no header.`),
  repeatedHeader: (header: string) => new Errors.Invalid(`The column "${header}" appears twice in the header.`),
  /** A workbook of several sheets and no sheet named: the answer lists them so the editor can choose. */
  chooseSheet: (sheets: string[]) =>
    Object.assign(new Errors.SheetChoiceNeeded(`The workbook has ${sheets.length} sheets (${sheets.join(', ')}); choose the one to import.`), { sheets }),
  noSuchSheet: (name: string, sheets: string[]) => new Errors.Invalid(`The workbook has no sheet "${name}"; it has ${sheets.join(', ')}.`),
};
