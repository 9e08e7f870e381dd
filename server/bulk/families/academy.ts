import academy from '../../../schemas/academy.json';
import { body } from '../../lib/schemas';
import { academyRepository, ACADEMY_FIELDS } from '../../repositories/academy';
import { guideSaver, type Guide } from '../../content/save-academy';
import { academyBin } from '../../bin/families/academy';
import { defineBulkFamily } from '../bulk-family';

/** Academy guides: their tag, saved as the guide form saves a guide (PUT /Academy). */
export const academyBulk = defineBulkFamily({
  name: 'academy',
  what: 'academy guide',
  whatPlural: 'academy guides',
  dataType: 'Academy',
  table: 'academy',
  idColumn: 'academyId',
  nameColumn: 'title',
  languageColumn: 'languageId',
  translations: 'Academy',
  schema: body(academy, { require: ['academyId'] }),
  formFields: ACADEMY_FIELDS,
  fields: { tag: { label: 'Tag' }, featuredImage: { label: 'Featured image' } },
  // Deleted into the bin as its DELETE call deletes one, with what it owns.
  remove: { binOf: () => academyBin },
  read: (db, id) => academyRepository(db).findById(id),
  saver(db) {
    const save = guideSaver(db);
    return (req, record) => save(req, record as Guide);
  },
});
