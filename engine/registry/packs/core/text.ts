import { LANGUAGES } from '../../../../shared/languages';

// Values as text: the core display formats (./display-formats.ts) are made of these, and a list's plain cells use them.

/** The tokens a date pattern may use; anything else in it (".", "/", " ", ":") is kept as it is. */
export const DATE_PATTERN = '^(DD|MM|YYYY|HH|mm|[./: -])+$';
export const LIST_DATE = 'DD.MM.YYYY';
export const HEADER_DATE = 'DD/MM/YYYY';

const pad = (n: number) => String(n).padStart(2, '0');
const STORED = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

/** The parts of a date as the editor reads them: a stored day keeps its calendar day; a moment with an offset is local time. */
function partsOf(value: unknown): { YYYY: string; MM: string; DD: string; HH: string; mm: string } | null {
  const text = typeof value === 'string' ? value.trim() : '';
  const stored = STORED.exec(text);
  if (stored && !WITH_OFFSET.test(text)) return { YYYY: stored[1], MM: stored[2], DD: stored[3], HH: stored[4] ?? '00', mm: stored[5] ?? '00' };
  const date = value instanceof Date ? value : new Date(typeof value === 'number' ? value : text);
  if (Number.isNaN(date.getTime())) return null;
  return { YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()), HH: pad(date.getHours()), mm: pad(date.getMinutes()) };
}

/**
 * A date by a pattern of DD, MM, YYYY, HH and mm: lists read DD.MM.YYYY, 'Updated on' on forms DD/MM/YYYY (first
 * document, section 9). A bare "." or "/" stands for DD.MM.YYYY or DD/MM/YYYY. Empty gives ''; what is no date, itself.
 */
export function formatDate(value: unknown, pattern: string = LIST_DATE): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = partsOf(value);
  if (!parts) return String(value);
  const layout = pattern === '.' || pattern === '/' ? `DD${pattern}MM${pattern}YYYY` : pattern;
  return layout.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token as keyof typeof parts]);
}

/** A language as its short tag (EN, DE…), empty for none. */
export const languageTag = (id: unknown): string => LANGUAGES.find((l) => l.languageId === Number(id))?.folder ?? '';

/** A number with fixed decimals when given (a rating of 4 reads 4.00); other values as they are. */
export function formatNumber(value: unknown, decimals?: number): string {
  if (value === null || value === undefined || value === '') return '';
  const number = Number(value);
  if (Number.isNaN(number)) return String(value);
  return decimals === undefined ? String(number) : number.toFixed(decimals);
}

/** Any value as plain text (an object as JSON). */
export const plainText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
