import link from '../../../schemas/link.json';
import { body } from '../../lib/schemas';
import { pick } from '../../repositories/crud';
import { linksRepository, type LinkValues, type StoredLink } from '../../repositories/links';
import { urlTablesRepository } from '../../repositories/url-tables';
import { tableWriter } from '../../writes/table-writer';
import { defineImportFamily } from '../import-family';
import { LINKS } from '../../writes/record-families';

const FIELDS = ['key', 'category', 'languageId', 'urlTableName'] as const;
const valuesOf = (row: Record<string, unknown>) => pick(row, FIELDS) as unknown as LinkValues;

/** External links of the list's language, upserted by their key (company); a link's address is its url entry. */
export const linksImport = defineImportFamily({
  ...LINKS,
  schema: body(link),
  keys: ['key'],
  languageColumn: 'languageId',
  readStored: (db, languageId) => linksRepository(db).byLanguage(languageId!),
  writer(db) {
    const links = linksRepository(db);
    return async (values, existing) => {
      const linkId = existing ? (await links.update(existing as StoredLink, valuesOf(values)), existing.linkId) : await links.create(valuesOf(values));
      return (await links.findById(linkId))!;
    };
  },
  undo: {
    // The link, then its url entry: each through its table writer, so both deletes are logged.
    async create(db, linkId) {
      const stored = await linksRepository(db).findById(linkId);
      if (!stored) return;
      await tableWriter(db, 'links', 'linkId').remove(linkId);
      await urlTablesRepository(db).remove(stored.urlTableId);
    },
    async update(db, linkId, before) {
      const links = linksRepository(db);
      const stored = (await links.findById(linkId))!;
      await links.update(stored as StoredLink, valuesOf({ ...stored, ...before }));
    },
  },
});
