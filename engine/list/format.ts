import { LANGUAGES } from '../descriptor/data-types';

/** Dates in lists read DD.MM.YYYY (first document, section 9). */
export function formatDate(value: unknown): string {
  if (!value) return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

export function formatCell(value: unknown, format?: 'date' | 'text' | 'language'): string {
  if (format === 'date') return formatDate(value);
  if (format === 'language') return LANGUAGES.find((l) => l.languageId === value)?.name ?? String(value ?? '');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
