import type { Conversion } from '../descriptor/types';
import { entriesFromGrid, gridFromEntries } from './permissions-grid';

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** From the form to the API, in the order the descriptor lists them. */
const TO_API: Record<Conversion, (value: unknown) => unknown> = {
  number: (v) => (empty(v) ? v : Number(v)),
  emptyToNull: (v) => (empty(v) ? null : v),
  emptyToZero: (v) => (empty(v) ? 0 : v),
  emptyToEmptyString: (v) => (empty(v) ? '' : v),
  twoDecimals: (v) => (empty(v) ? v : Math.round(Number(v) * 100) / 100),
  bracketedList: (v) => `[${((v as unknown[]) ?? []).join(',')}]`,
  jsonList: (v) => JSON.stringify((v as unknown[]) ?? []),
  permissionGrid: (v) => entriesFromGrid(v),
};

/** From the API to the form: the list conversions turn stored text back into a list. */
function parseList(text: unknown): unknown[] {
  if (Array.isArray(text)) return text;
  if (typeof text !== 'string' || text.trim() === '') return [];
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)) : [];
  } catch {
    return text.replace(/^\[|\]$/g, '').split(',').map((s) => s.trim()).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  }
}

export function toApi(value: unknown, conversions: Conversion[] = []): unknown {
  return conversions.reduce((v, c) => TO_API[c](v), value);
}

export function fromApi(value: unknown, conversions: Conversion[] = []): unknown {
  if (conversions.includes('bracketedList') || conversions.includes('jsonList')) return parseList(value);
  if (conversions.includes('permissionGrid')) return gridFromEntries(value);
  if (conversions.includes('twoDecimals') && typeof value === 'number') return Number(value.toFixed(2));
  return value ?? undefined;
}
