import author from '../../../schemas/author.json';
import { body } from '../../lib/schemas';
import { pick } from '../../repositories/crud';
import { authorsRepository, AUTHOR_FIELDS } from '../../repositories/authors';
import { defineImportFamily } from '../import-family';
import { AUTHORS } from '../../writes/record-families';

/** Authors of the list's language, upserted by name. */
export const authorsImport = defineImportFamily({
  ...AUTHORS,
  schema: body(author),
  keys: ['authorName'],
  independentRows: true,
  languageColumn: 'languageId',
  writer(db) {
    const authors = authorsRepository(db);
    return async (values, existing) =>
      (existing ? await authors.updateRow(existing.authorID, pick(values, AUTHOR_FIELDS)) : await authors.createRow(pick(values, AUTHOR_FIELDS)))!;
  },
});
