/** The languages of the specification (first document, sections 1 and 9); there is no language id 5. */
export const LANGUAGES = [
  { languageId: 1, code: 'en', folder: 'EN', name: 'English' },
  { languageId: 2, code: 'de', folder: 'DE', name: 'German' },
  { languageId: 3, code: 'es', folder: 'ES', name: 'Spanish' },
  { languageId: 4, code: 'fr', folder: 'FR', name: 'French' },
  { languageId: 6, code: 'nl', folder: 'NL', name: 'Dutch' },
] as const;

export const LANGUAGE_IDS = LANGUAGES.map((l) => l.languageId) as number[];

export function isLanguageId(value: unknown): value is number {
  return typeof value === 'number' && LANGUAGE_IDS.includes(value);
}
