import list from '../../schemas/reference/countries.json';

/** An entry of the built-in list the Add Country dropdown offers (a Global entry, countries and territories, regions). */
export interface BuiltInCountry {
  label: string;
  value: string;
  /** ISO 3166-1 alpha-2 for countries and territories; null for Global and the regions. */
  code: string | null;
  type: 'global' | 'local' | 'region';
}

export const BUILT_IN_COUNTRIES = list as BuiltInCountry[];

const labels = new Set(BUILT_IN_COUNTRIES.map((entry) => entry.label));

/** Only names of the built-in list may be saved as countries. */
export function isBuiltInCountry(name: string): boolean {
  return labels.has(name);
}
