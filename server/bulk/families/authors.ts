import author from '../../../schemas/author.json';
import { body } from '../../lib/schemas';
import { AUTHOR_FIELDS, authorsRepository } from '../../repositories/authors';
import { authorSaver, type AuthorBody } from '../../content/save-author';
import { refuseIfUsed } from '../../routes/reviews/delete-unless-used';
import { authorsBin } from '../../bin/families/authors';
import { defineBulkFamily } from '../bulk-family';
import { AUTHORS } from '../../writes/record-families';

/**
 * Authors: their image (one photo for an author's versions in every language at once), saved as the author form saves
 * one (PUT /Authors); deleted into the bin unless content still names them, as their DELETE call refuses.
 */
export const authorsBulk = defineBulkFamily({
  ...AUTHORS,
  nameColumn: 'authorName',
  languageColumn: 'languageId',
  translations: 'Authors',
  schema: body(author, { require: ['authorID'] }),
  formFields: AUTHOR_FIELDS,
  fields: {
    image: { label: 'Image' },
  },
  remove: {
    binOf: () => authorsBin,
    refuse: (db, record) => refuseIfUsed(authorsRepository(db), record.authorID, 'Author'),
  },
  read: (db, id) => authorsRepository(db).findById(id),
  saver(db) {
    const save = authorSaver(db);
    return (req, record) => save(req, record as AuthorBody);
  },
});
