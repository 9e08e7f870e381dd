/**
 * The decimal sign of the languages a browser of the site's editors most likely asks in: the five languages of the
 * site and their usual regions, as Intl answers them (tests/engine/decimal-separator.test.ts checks each against it).
 * Known here, a first form's number fields need not set up the browser's number formatting as they draw, some 15 ms
 * of a busy processor before a cold form's first paint.
 */
const COMMON: Record<string, string> = {
  en: '.', 'en-US': '.', 'en-GB': '.', 'en-IE': '.',
  de: ',', 'de-DE': ',', 'de-AT': ',', 'de-CH': '.',
  es: ',', 'es-ES': ',', 'es-MX': '.',
  fr: ',', 'fr-FR': ',', 'fr-BE': ',',
  nl: ',', 'nl-NL': ',', 'nl-BE': ',',
};

const known = new Map<string, string>();

/**
 * @rjsf/utils' getDecimalSeparator, remembered per locale list: it builds a new Intl.NumberFormat on every call, and
 * rjsf calls it as every number field draws, which cost a review editor's opening some 60 ms of a busy processor.
 * Same answer: the locale's decimal sign, "." where none can be told. A list whose first language is a common one
 * has that language's sign: Intl takes the first language of a list it supports, and it supports each of those.
 */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const first = typeof locales === 'string' ? locales : locales[0];
  if (first !== undefined && Object.hasOwn(COMMON, first)) return COMMON[first];
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

/** The languages whose decimal sign is known without asking the browser's number formatting. */
export const COMMON_DECIMAL_LANGUAGES = Object.keys(COMMON);
