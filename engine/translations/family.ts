import type { DataProvider } from '../data/provider';

/** One language's version of a record (GET /Translations/Family/{entity}/{id}, docs/translations.md). */
export interface FamilyVersion {
  languageId: number;
  id: number;
  name?: string | null;
  updatedDate?: string | null;
}

/** A record's family: the English record and its versions in every language the reader may read. */
export interface Family {
  entity: string;
  englishId: number | null;
  versions: FamilyVersion[];
}

/** The family of one record; rejects as the call does (404 for a record type that has no family). */
export function familyOf(provider: DataProvider, entity: string, id: string | number): Promise<Family> {
  return provider.get<Family>(`/Translations/Family/${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`);
}

/** The families of many records of one type in one call, by record id (GET /Translations/Families/{entity}?ids=…). */
export async function familiesOf(provider: DataProvider, entity: string, ids: (string | number)[]): Promise<Record<string, Family>> {
  if (ids.length === 0) return {};
  const answer = await provider.get<{ families?: Record<string, Family> }>(`/Translations/Families/${encodeURIComponent(entity)}`, { ids: ids.join(',') });
  return answer?.families ?? {};
}
