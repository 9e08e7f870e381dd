import type { Column } from '../descriptor/types';
import { LANGUAGES } from '../../shared/languages';

/** Dates in lists read DD.MM.YYYY, 'Updated on' on forms DD/MM/YYYY (first document, section 9). */
export function formatDate(value: unknown, separator: '.' | '/' = '.'): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
}

/** A number with the column's fixed decimals (a rating of 4 reads 4.0); other values as they are. */
/** A language as its short tag (EN, DE…), empty for none. */
export const languageTag = (id: unknown): string => LANGUAGES.find((l) => l.languageId === id)?.folder ?? '';

export function formatNumber(value: unknown, decimals?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (Number.isNaN(number)) return String(value);
  return decimals === undefined ? String(number) : number.toFixed(decimals);
}

export function formatCell(value: unknown, format?: Column['format'], decimals?: number): string {
  if (format === 'date') return formatDate(value);
  if (format === 'number') return formatNumber(value, decimals);
  if (format === 'language') return LANGUAGES.find((l) => l.languageId === value)?.name ?? String(value ?? '');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Numbers and dates are right-aligned; a column without a format is numeric when its values are numbers. */
export function alignsRight(column: Column, rows: Record<string, unknown>[]): boolean {
  if (column.format === 'number' || column.format === 'date') return true;
  if (column.format) return false;
  const first = rows.find((r) => r[column.field] !== null && r[column.field] !== undefined);
  return typeof first?.[column.field] === 'number';
}

/** Compares two cell values for sorting: numbers as numbers, anything else as text in the reader's locale. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}
