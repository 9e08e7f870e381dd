import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/tool-items';

export function toolItemsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'tool_items', 'toolsItemId');
  return {
    ...crud,
    byLanguage: (languageId: number) => crud.list({ languageId }),
  };
}
