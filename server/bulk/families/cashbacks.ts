import cashback from '../../../schemas/cashback.json';
import { body } from '../../lib/schemas';
import { cashbacksRepository, CASHBACK_FIELDS } from '../../repositories/cashbacks';
import { cashbackSaver, type Cashback } from '../../content/save-cashback';
import { cashbackBinOf } from '../../bin/families/cashbacks';
import { defineBulkFamily } from '../bulk-family';

/** Cashback offers and campaigns: exclusive or not, their platform, saved as their forms save one (PUT /CashBacks). */
export const cashbacksBulk = defineBulkFamily({
  name: 'cashbacks',
  what: 'cashback',
  whatPlural: 'cashbacks',
  dataType: 'Cashbacks',
  table: 'cashbacks',
  idColumn: 'cashBackId',
  // The call to action, as the translations name a cashback (the platform's name is another table's).
  nameColumn: 'cashBack_ca',
  languageColumn: 'languageId',
  translations: 'CashBacks',
  schema: body(cashback, { require: ['cashBackId'] }),
  formFields: CASHBACK_FIELDS,
  fields: {
    exclusive: { label: 'Exclusive', yesNo: true },
    // The platform is a review of the offer's own language: a German offer gets the German review of the one chosen.
    reviewId: { label: 'Platform', names: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' }, perLanguage: 'Review' },
  },
  // Deleted into the bin as its DELETE call deletes one, with what it owns.
  remove: { binOf: cashbackBinOf },
  read: (db, id) => cashbacksRepository(db).findById(id),
  saver(db) {
    const save = cashbackSaver(db);
    return (req, record) => save(req, record as Cashback);
  },
});
