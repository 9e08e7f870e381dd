import lender from '../../../schemas/lender.json';
import { body } from '../../lib/schemas';
import { LENDER_FIELDS, lendersRepository } from '../../repositories/lenders';
import { FILLED_IN, type LenderBody } from '../../reference-data/lender-checks';
import { lenderSaver } from '../../reference-data/save-lender';
import { lendersBin } from '../../bin/families/lenders';
import { defineBulkFamily } from '../bulk-family';
import { LENDERS } from '../../writes/record-families';

/**
 * Lenders: reference data without a language, given a country or a platform (an English review, as the lender form
 * offers) through the lender form's save (PUT /Lender), and deleted into the bin as their DELETE call deletes one.
 */
export const lendersBulk = defineBulkFamily({
  ...LENDERS,
  nameColumn: 'lenderName',
  schema: body(lender, { require: ['lenderID'], narrow: FILLED_IN }),
  formFields: LENDER_FIELDS,
  fields: {
    countryID: { label: 'Country', names: { table: 'countries', idColumn: 'countryID', nameColumn: 'countryName' } },
    reviewID: { label: 'Platform', names: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' } },
  },
  remove: { binOf: () => lendersBin },
  read: (db, id) => lendersRepository(db).findById(id),
  saver(db) {
    const save = lenderSaver(db);
    return (req, record) => save(req, record as LenderBody);
  },
});
