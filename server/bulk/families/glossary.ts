import glossaryTerm from '../../../schemas/glossary-term.json';
import type { GlossaryTerm } from '../../../shared/glossary/terms';
import { invalidField } from '../../errors';
import { body } from '../../lib/schemas';
import { GLOSSARY_FIELDS, glossaryRepository } from '../../repositories/glossary';
import { glossaryTermSaver, type TermBody } from '../../glossary/save-term';
import { refuseDeletingTakenName } from '../../glossary/taken-names';
import { glossaryBin } from '../../bin/families/glossary';
import { defineBulkFamily } from '../bulk-family';

/**
 * Glossary terms: their kind, saved as the term form saves one (PUT /Glossary), so a kind's own checks refuse by row (a
 * fixed or forbidden term needs a translation, a name taken from the data keeps its kind, no duplicate of a language
 * and kind), and the breaches are checked again once the change has answered, as after any save of a term; deleted into
 * the bin unless taken from the data, as their DELETE call refuses.
 */
export const glossaryBulk = defineBulkFamily({
  name: 'glossary',
  what: 'glossary term',
  whatPlural: 'glossary terms',
  dataType: 'Settings',
  table: 'glossary_terms',
  idColumn: 'termId',
  nameColumn: 'source',
  languageColumn: 'languageId',
  schema: body(glossaryTerm as never, { require: ['termId'] }),
  formFields: GLOSSARY_FIELDS,
  fields: {
    kind: { label: 'Kind' },
  },
  remove: {
    binOf: () => glossaryBin,
    refuse: async (_db, record) => refuseDeletingTakenName(record as GlossaryTerm),
  },
  read: (db, id) => glossaryRepository(db).findById(id),
  saver(db) {
    const save = glossaryTermSaver(db);
    return (req, record) => {
      // A name never translated keeps no translation: the form shows it going, a bulk change would drop it unseen
      // and its Undo could not bring it back (the history keeps the kind only). Refused by row, the text kept.
      if (record.kind === 'neverTranslate' && record.target?.trim()) {
        throw invalidField('kind', `cannot become Never translate here: its translation “${record.target}” would be dropped. Change it in the term's form, which shows the translation going`);
      }
      return save(req, record as TermBody);
    };
  },
});
