import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/content-core';

export interface UrlEntry {
  url: string;
  dataTypeId: number;
  tableId?: number;
  languageId: number;
}

/** Url entries: the routes of the public site, link addresses and news urls all live here. */
export function urlTablesRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'url_tables', 'urlTableId');
  return {
    ...crud,
    create: (entry: UrlEntry) => crud.create({ tableId: 0, ...entry }),
    byLanguage: (languageId: number, dataTypeId?: number) =>
      crud.list(dataTypeId === undefined ? { languageId } : { languageId, dataTypeId }),
  };
}
