import type { Column, HeaderEntry } from '../model/descriptor';
import { registry, type DisplayFormatDefinition, type Shown } from '../registry/index';
import { plainText } from '../registry/packs/core/text';

export { DATE_PATTERN, HEADER_DATE, LIST_DATE, formatDate, formatNumber, languageTag, plainText } from '../registry/packs/core/text';

/** A registered display format, or undefined (a descriptor is checked when it loads, so that is an unchecked one). */
export const displayFormat = (name: string | undefined): DisplayFormatDefinition | undefined => (name ? (registry.displayFormats as Record<string, DisplayFormatDefinition>)[name] : undefined);

/** A value shown by its format with the place's defaults under the descriptor's own properties; plain text without one. */
export function show(value: unknown, spec: Column | HeaderEntry | { format?: string; [param: string]: unknown }, place: 'list' | 'header', language: number): Shown {
  const format = displayFormat(spec.format);
  if (!format) return { text: plainText(value) };
  return format.show(value, { ...(format.defaults?.[place] ?? {}), ...spec }, { language });
}

/** A cell of a list's column. */
export const formatCell = (value: unknown, format?: string, decimals?: number, language = 1): string =>
  show(value, { format, ...(decimals !== undefined && { decimals }) }, 'list', language).text;

/** Numbers and dates are right-aligned; a column without a format is numeric when its values are numbers. */
export function alignsRight(column: Column, rows: Record<string, unknown>[]): boolean {
  if (column.format) return !!displayFormat(column.format)?.alignRight;
  const first = rows.find((r) => r[column.field] !== null && r[column.field] !== undefined);
  return typeof first?.[column.field] === 'number';
}

/** A column whose format keeps its values whole on one line (a kind), never cut with an ellipsis. */
export const keepsWhole = (column: Column): boolean => !!displayFormat(column.format)?.whole;

/** Compares two cell values for sorting: numbers as numbers, anything else as text in the reader's locale. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}
