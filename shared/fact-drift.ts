/** One fact of a translation that differs from its English record (GET /Translations/Drift/{entity}). */
export interface FactDifference {
  field: string;
  englishValue: unknown;
  value: unknown;
}

/** A translation whose facts differ from its English record's, as the drift report lists it. */
export interface DriftedRecord {
  englishId: number;
  englishName: string;
  id: number;
  languageId: number;
  name: string;
  differences: FactDifference[];
}
