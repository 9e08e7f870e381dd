/** How dates are shown and typed. */
export const DATE_DISPLAY_FORMAT = 'dd.MM.yyyy';

/** A descriptor's dateFormat (DD.MM.YYYY, DD/MM/YYYY) as the date library writes it; the usual one when none is given. */
export function datePattern(dateFormat: unknown): string {
  return typeof dateFormat === 'string' ? dateFormat.replace('DD', 'dd').replace('YYYY', 'yyyy') : DATE_DISPLAY_FORMAT;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The calendar day of an ISO value ("2024-03-05T00:00:00" → "2024-03-05"), so no timezone can shift it. */
export function isoDay(value: unknown): string | null {
  return typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 10) : null;
}

/** An ISO day written as the field shows it ("2024-03-05", DD/MM/YYYY → "05/03/2024"), without the date library. */
export function shownDay(day: string, dateFormat: unknown): string {
  const [year, month, date] = day.split('-');
  return datePattern(dateFormat).replace('yyyy', year).replace('MM', month).replace('dd', date);
}
