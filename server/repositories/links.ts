import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { urlTablesRepository } from './url-tables';
import { LINK_URL_TYPE } from './route-types';
import '../db/tables/versions';
import '../db/tables/links';

export interface LinkValues {
  key: string;
  category: string;
  languageId: number;
  urlTableName: string;
}

export interface StoredLink {
  linkId: number;
  urlTableId: number;
  urlTableName: string;
  version: number;
}

/** External links: the link row and its address, a url entry of data type 6 whose tableId is the link. */
export function linksRepository(db: Kysely<Database>) {
  const links = crudRepository(db, 'links', 'linkId');
  const urls = urlTablesRepository(db);
  const withAddress = () =>
    db
      .selectFrom('links')
      .innerJoin('url_tables', 'url_tables.urlTableId', 'links.urlTableId')
      .select(['links.linkId', 'links.urlTableId', 'links.key', 'links.category', 'links.languageId', 'url_tables.url as urlTableName', 'links.version']);

  return {
    findById: (linkId: number) => withAddress().where('links.linkId', '=', linkId).executeTakeFirst(),
    byLanguage: (languageId: number) => withAddress().where('links.languageId', '=', languageId).orderBy('links.linkId').execute(),
    create: async ({ key, category, languageId, urlTableName }: LinkValues) => {
      const urlTableId = await urls.create({ url: urlTableName, dataTypeId: LINK_URL_TYPE, languageId });
      const linkId = await links.create({ urlTableId, key, category, languageId });
      await urls.update(urlTableId, { tableId: linkId });
      return linkId;
    },
    /** `stored` is the link as read before the save (findById): its address and version. */
    update: async (stored: StoredLink, { key, category, languageId, urlTableName }: LinkValues) => {
      const updated = await links.updateRow(stored.linkId, { key, category, languageId });
      await urls.update(stored.urlTableId, { url: urlTableName, languageId });
      // The address is the link's too: a save that changes only it raises the link's version all the same.
      if (updated && updated.version === stored.version && urlTableName !== stored.urlTableName) await links.raiseVersion(stored.linkId);
    },
  };
}
