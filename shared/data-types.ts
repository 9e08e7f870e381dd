/** Permission data types of the specification (section 6 of each document), shared by the server and the engine. */
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
  /** The screen studio (issue 20): read sees /studio, write publishes and reverts. Not in the specification (docs/deviations.md). */
  'Settings Screens': 50,
} as const;

export type DataTypeName = keyof typeof DATA_TYPES;
export type DataTypeId = (typeof DATA_TYPES)[DataTypeName];

export const DATA_TYPE_NAMES: Record<number, DataTypeName> = Object.fromEntries(
  Object.entries(DATA_TYPES).map(([name, id]) => [id, name]),
) as Record<number, DataTypeName>;
