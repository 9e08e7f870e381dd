/** Numbers typed as text (first document, section 5: availability and interest accept numbers only). */
export const NOT_A_NUMBER = 'Must be a number';

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number, or a text that reads as one ("7,5" with a decimal comma included). */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)\s*$/.test(value)) return undefined;
  return Number(value.trim().replace(',', '.'));
}

export function checkDecimal(value: unknown): string | undefined {
  return empty(value) || parseDecimal(value) !== undefined ? undefined : NOT_A_NUMBER;
}

/** How the box shows a value: with `decimals` places once it reads as a number, otherwise as typed. */
export function showDecimal(value: unknown, decimals: number): string {
  if (empty(value)) return '';
  const n = parseDecimal(value);
  return n === undefined ? String(value) : n.toFixed(decimals);
}

/** What the API receives: null when empty, the number rounded to `decimals` places. */
export function decimalToApi(value: unknown, decimals: number): unknown {
  if (empty(value)) return null;
  const n = parseDecimal(value);
  if (n === undefined) return value;
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}
