/** Permission data types of the specification (section 6 of each document). */
export const DATA_TYPES = {
  Review: 1,
  Academy: 2,
  Cashbacks: 3,
  'Settings Links': 6,
  NewsFeed: 7,
  Pages: 9,
  'Settings Routes': 10,
  'Settings Footer': 13,
  'Settings Home': 14,
  'Settings About': 15,
  'Settings News': 19,
  'Settings Bonus': 20,
  'Settings Academy': 21,
  'Settings Reviews': 22,
  'Settings Navigation': 27,
  Blog: 43,
  'Settings Blog': 44,
  Settings: 45,
  Media: 46,
  'Settings Users': 47,
  'Settings Testimonials': 48,
} as const;

export type DataTypeName = keyof typeof DATA_TYPES;
export type DataTypeId = (typeof DATA_TYPES)[DataTypeName];

export const DATA_TYPE_NAMES: Record<number, DataTypeName> = Object.fromEntries(
  Object.entries(DATA_TYPES).map(([name, id]) => [id, name]),
) as Record<number, DataTypeName>;

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
