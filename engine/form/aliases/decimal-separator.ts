const known = new Map<string, string>();

/**
 * @rjsf/utils' getDecimalSeparator, remembered per locale list: it builds a new Intl.NumberFormat on every call, and
 * rjsf calls it as every number field draws, which cost a review editor's opening some 60 ms of a busy processor.
 * Same answer: the locale's decimal sign, "." where none can be told.
 */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = typeof locales === 'string' ? locales : locales.join(',');
  let separator = known.get(key);
  if (separator === undefined) {
    try {
      separator = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1).find((part) => part.type === 'decimal')?.value || '.';
    } catch {
      separator = '.';
    }
    known.set(key, separator);
  }
  return separator;
}
