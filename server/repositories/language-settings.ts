import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/settings';

/** The settings tables that hold one record per language. */
export type LanguageSettingsTable = 'about_settings' | 'home_settings' | 'navigation_settings' | 'footer_settings';

export function languageSettingsRepository(db: Kysely<Database>, table: LanguageSettingsTable, idColumn: string) {
  const crud = crudRepository(db, table, idColumn);
  return {
    ...crud,
    /** The record of the language, if it has been created. */
    byLanguage: async (languageId: number) => (await crud.list({ languageId }))[0],
  };
}
