import country from '../../../schemas/country.json';
import { body } from '../../lib/schemas';
import { countriesRepository, COUNTRY_INDICATORS } from '../../repositories/countries';
import { countrySaver, refuseIfCountryOfLenders, type CountryBody } from '../../reference-data/save-country';
import { countriesBin } from '../../bin/families/countries';
import { defineBulkFamily } from '../bulk-family';
import { COUNTRIES } from '../../writes/record-families';

/**
 * Countries: reference data without a language, deleted into the bin as their DELETE call deletes one, refusing a
 * country a lender still names. Their figures are each country's own, so no field is offered for many at once.
 */
export const countriesBulk = defineBulkFamily({
  ...COUNTRIES,
  nameColumn: 'countryName',
  schema: body(country, { require: ['countryID'] }),
  formFields: ['countryName', ...COUNTRY_INDICATORS],
  fields: {},
  remove: {
    binOf: () => countriesBin,
    refuse: (db, record) => refuseIfCountryOfLenders(db, record as { countryID: number; countryName: string }),
  },
  read: (db, id) => countriesRepository(db).findById(id),
  saver(db) {
    const save = countrySaver(db);
    return (req, record) => save(req, record as CountryBody);
  },
});
