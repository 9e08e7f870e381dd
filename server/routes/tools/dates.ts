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
