import type { Sheet } from '../spreadsheets/sheet';
import { headerKey } from './match-columns';
import { startsLikeFormula, unescapeFormula } from '../../shared/formula-escape';

/** A property of an entity schema, as far as reading a cell into it needs. */
export interface CellProperty {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
}

/** A cell read into a field's value, or the reason it cannot be, in words that name what is wrong. */
export type CellReading = { value: unknown } | { refused: string };


/** "1234.5", "-3", "1,234.50" (thousands in groups of three): numbers as an English file or a workbook writes them. */
const POINT_NUMBER = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
/** "1234,5", "1.234,50": numbers as a German file, saved with ';', writes them. */
const COMMA_NUMBER = /^[+-]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;
/** "1.234" or "12.345.678": in a German file a thousands separator, elsewhere a decimal point; said, never guessed. */
const DOTTED_THOUSANDS = /^[+-]?\d{1,3}(\.\d{3})+$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const YES = new Set(['yes', 'true', '1', 'x', 'ja', 'oui', 'sí', 'si', 'ja.']);
const NO = new Set(['no', 'false', '0', 'nein', 'non']);

const types = (property: CellProperty) => (Array.isArray(property.type) ? property.type : [property.type ?? 'string']);

/**
 * A file's number: with a decimal comma when the file is ';'-separated (a German spreadsheet's CSV), with a decimal
 * point otherwise (',' or tab CSV, XLSX). A number in the other notation is refused by name, never read as another
 * number: "1.234,50" in a ',' file is not 1.234.
 */
export function readNumber(text: string, sheet: Pick<Sheet, 'format' | 'delimiter'>): number | string {
  const german = sheet.format === 'csv' && sheet.delimiter === ';';
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (german) {
    if (DOTTED_THOUSANDS.test(compact)) return `"${text}" could be read two ways in a ';'-separated file: write ${compact.replace(/\./g, '')} for the whole number or use a decimal comma`;
    if (COMMA_NUMBER.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
    if (POINT_NUMBER.test(compact) && !compact.includes(',')) return Number(compact);
    return `"${text}" is not a number (this ';'-separated file writes 1.234,50)`;
  }
  if (POINT_NUMBER.test(compact)) return Number(compact.replace(/,/g, ''));
  if (COMMA_NUMBER.test(compact)) return `"${text}" has a decimal comma, which this ${sheet.format === 'xlsx' ? 'workbook' : `'${sheet.delimiter}'-separated file`} does not use: write ${compact.replace(/\./g, '').replace(',', '.')}`;
  return `"${text}" is not a number`;
}

/**
 * One cell of a file as the value of its field: empty is null (false for a yes/no field), a number by the file's
 * notation, a date only as YYYY-MM-DD, yes/no in the usual words; text as it is, unless a spreadsheet would run it
 * (escaped by an export or not).
 */
export function readCell(cell: string, property: CellProperty, sheet: Pick<Sheet, 'format' | 'delimiter'>): CellReading {
  // A CSV the back office exported wrote a cell a spreadsheet would run with a quote in front ("'+49 30 1234"): read as
  // the cell it was, as the translation sheet reads it, not stored with the quote (a workbook's cells are typed as text).
  const text = sheet.format === 'csv' ? unescapeFormula(cell) : cell;
  const trimmed = text.trim();
  const kinds = types(property);
  if (trimmed === '') return { value: kinds.includes('boolean') && !kinds.includes('null') ? false : kinds.includes('null') ? null : kinds.includes('string') ? '' : null };
  if (kinds.includes('integer') || kinds.includes('number')) {
    const number = readNumber(trimmed, sheet);
    if (typeof number === 'string') return { refused: number };
    if (kinds.includes('integer') && !kinds.includes('number') && !Number.isInteger(number)) return { refused: `"${text}" is not a whole number` };
    return { value: number };
  }
  if (kinds.includes('boolean')) {
    const word = trimmed.toLowerCase();
    if (YES.has(word)) return { value: true };
    if (NO.has(word)) return { value: false };
    return { refused: `"${text}" is neither yes nor no` };
  }
  // A choice as the form shows it ("Strictly regulated") or as stored ("strictly_regulated"); any other is left to the schema's check.
  if (property.enum) {
    const choice = property.enum.find((value) => typeof value === 'string' && headerKey(value) === headerKey(trimmed));
    if (choice !== undefined) return { value: choice };
  }
  // Refused, never stored as text: it would run again in the next editor's spreadsheet when the list is exported.
  if (startsLikeFormula(text)) return { refused: `"${text}" starts like a spreadsheet formula (=, +, -, @); formulas are not imported` };
  if (property.format === 'date' && !(ISO_DATE.test(trimmed) && validDate(trimmed))) return { refused: `"${text}" is not a date written YYYY-MM-DD` };
  if (property.format === 'date-time' && !(ISO_DATE_TIME.test(trimmed) && validDate(trimmed.slice(0, 10)))) {
    return { refused: `"${text}" is not a date and time written YYYY-MM-DD HH:MM` };
  }
  return { value: property.format === 'date-time' ? trimmed.replace(' ', 'T') : text };
}

/** 2024-02-30 has the shape and is no date. */
function validDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
