import link from '../../../schemas/link.json';
import { body } from '../../lib/schemas';
import { linksRepository } from '../../repositories/links';
import { linkSaver, type LinkBody } from '../../content/save-link';
import { linksBin } from '../../bin/families/links';
import { defineBulkFamily } from '../bulk-family';
import { LINKS } from '../../writes/record-families';

/**
 * External links: their category, saved as the link form saves one (PUT /Links); deleted into the bin with their
 * address, as their DELETE call deletes one. A bulk change reads the link's own row, which holds no address: the
 * address is left out of the record saved (the save keeps it), so the form's schema takes it as optional here.
 */
export const linksBulk = defineBulkFamily({
  ...LINKS,
  nameColumn: 'key',
  languageColumn: 'languageId',
  schema: body(link, { require: ['linkId'], optional: ['urlTableName'] }),
  formFields: ['key', 'category', 'languageId'],
  fields: {
    category: { label: 'Category' },
  },
  remove: { binOf: () => linksBin },
  read: (db, id) => linksRepository(db).findById(id),
  saver(db) {
    const save = linkSaver(db);
    return (req, record) => save(req, record as LinkBody);
  },
});
