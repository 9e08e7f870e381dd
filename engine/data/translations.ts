import type { DataProvider } from './provider';

/** One language's version of a record (docs/translations.md). */
export interface FamilyVersion {
  languageId: number;
  id: number;
  name: string;
  updatedDate: string | null;
}

/** A record's family: its English record and its versions in the languages the reader may read. */
export interface Family {
  /** The API path segment of the record's own calls, e.g. Review. */
  entity: string;
  /** null for a record in another language that is linked to no English record. */
  englishId: number | null;
  versions: FamilyVersion[];
}

/**
 * GET /Translations/Family/{entity}/{id}. The provider comes first, as in every call of engine/data:
 * it carries the session's token.
 */
export function loadFamily(provider: DataProvider, entity: string, id: number): Promise<Family> {
  return provider.get<Family>(`/Translations/Family/${encodeURIComponent(entity)}/${id}`);
}

/** PUT /Translations/Link/{entity}/{id}: "This is the German version of…" an English record. */
export async function linkToEnglish(provider: DataProvider, entity: string, id: number, englishId: number): Promise<Family> {
  return (await provider.send<Family>({ method: 'PUT', path: `/Translations/Link/${encodeURIComponent(entity)}/${id}`, body: { englishId } })).data;
}

/** DELETE /Translations/Link/{entity}/{id}: the record is no longer a version of an English record. */
export async function unlinkFromEnglish(provider: DataProvider, entity: string, id: number): Promise<Family> {
  return (await provider.send<Family>({ method: 'DELETE', path: `/Translations/Link/${encodeURIComponent(entity)}/${id}` })).data;
}
