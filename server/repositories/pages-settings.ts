import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/settings';

/** Page settings: one record per language and page (dataTypeId). */
export function pagesSettingsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'pages_settings', 'pagesSettingsId');
  return {
    ...crud,
    find: async (languageId: number, dataTypeId: number) => (await crud.list({ languageId, dataTypeId }))[0],
  };
}
