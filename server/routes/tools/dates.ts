import { invalidField } from '../../errors';

/** A date sent by a date picker, as ISO-8601 text; empty means now. */
export function isoDateOrNow(field: string, value: string | null | undefined, now = new Date()): string {
  if (!value) return now.toISOString();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw invalidField(field, 'is not a date');
  return date.toISOString();
}

/**
 * The day of a date picker's value at 05:00 UTC (third document, section 5):
 * the hour keeps the day the same when the date is shown in European time zones.
 */
export function dayAtFive(field: string, value: string | null | undefined, now = new Date()): string {
  const date = new Date(isoDateOrNow(field, value, now));
  date.setUTCHours(5, 0, 0, 0);
  return date.toISOString();
}

/**
 * A date a save may send for isoDateOrNow: an ISO date, with or without its time, or empty for now (as the
 * API document states it).
 */
export const DATE_OR_EMPTY = {
  pattern: '^$|^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])([T ]([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
  description: 'An ISO date (2024-05-01 or 2024-05-01T10:00:00Z); empty or null for now.',
} as const;
