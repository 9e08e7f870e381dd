import { LANGUAGES } from '../../shared/languages';

/**
 * The content types a route can point at (url_tables.dataTypeId), named by the
 * Key the Routes screens show and filter by. The four calculators share one Key.
 */
export const ROUTE_TYPE_NAMES: Record<number, string> = {
  1: 'Review',
  2: 'Academy',
  16: 'General',
  17: 'Cashback-bonus',
  18: 'About',
  43: 'Blog',
  50: 'Comparison',
  54: 'Calculators',
  55: 'Calculators',
  56: 'Calculators',
  57: 'Calculators',
  75: 'Country Data',
  76: 'Lender Data',
};

export const ROUTE_TYPE_IDS = Object.keys(ROUTE_TYPE_NAMES).map(Number);
export const CALCULATOR_TYPE_IDS = [54, 55, 56, 57];
export { LINK_URL_TYPE, NEWS_URL_TYPE } from '../../shared/url-types';

export function isRouteType(dataTypeId: number): boolean {
  return ROUTE_TYPE_IDS.includes(dataTypeId);
}

export function languageName(languageId: number): string {
  return LANGUAGES.find((l) => l.languageId === languageId)?.name ?? String(languageId);
}

/** Keys of the Assign content dropdown, compared without case, spaces or hyphens ("Country Data", "country-data"). */
const DROPDOWN_KEYS: Record<string, number> = {
  review: 1,
  academy: 2,
  general: 16,
  cashbackbonus: 17,
  cashbacks: 17,
  about: 18,
  blog: 43,
  comparison: 50,
  calculators: 54,
  calculator: 54,
  countrydata: 75,
  lenderdata: 76,
};

/** The keys of the Assign content dropdown, as the API document lists them. */
export const DROPDOWN_KEY_NAMES = Object.keys(DROPDOWN_KEYS);

const normalize = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The route type a dropdown key asks for; useCase=Calculators stands for every calculator whatever the key. */
export function routeTypeOfKey(key: string, useCase?: string): number | undefined {
  if (useCase && normalize(useCase) === 'calculators') return CALCULATOR_TYPE_IDS[0];
  const normalized = normalize(key);
  // Own keys only: a name such as "constructor" is not a key of the dropdown.
  return Object.hasOwn(DROPDOWN_KEYS, normalized) ? DROPDOWN_KEYS[normalized] : undefined;
}
