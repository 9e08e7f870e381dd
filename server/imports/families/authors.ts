import author from '../../../schemas/author.json';
import { body } from '../../lib/schemas';
import { pick } from '../../repositories/crud';
import { authorsRepository, AUTHOR_FIELDS } from '../../repositories/authors';
import { defineImportFamily } from '../import-family';

/** Authors of the list's language, upserted by name. */
export const authorsImport = defineImportFamily({
  name: 'authors',
  what: 'author',
  whatPlural: 'authors',
  dataType: 'Settings Testimonials',
  table: 'authors',
  idColumn: 'authorID',
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
