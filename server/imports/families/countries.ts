import country from '../../../schemas/country.json';
import { invalidField } from '../../errors';
import { body } from '../../lib/schemas';
import { pick } from '../../repositories/crud';
import { countriesRepository, COUNTRY_INDICATORS } from '../../repositories/countries';
import { isBuiltInCountry } from '../../reference-data/built-in-countries';
import { defineImportFamily } from '../import-family';
import { COUNTRIES } from '../../writes/record-families';

/** Countries' figures, upserted by the country's name; a new country must be one of the built-in list, as Add Country offers. */
export const countriesImport = defineImportFamily({
  ...COUNTRIES,
  schema: body(country),
  keys: ['countryName'],
  independentRows: true,
  writer(db) {
    const countries = countriesRepository(db);
    return async (values, existing) => {
      // The save calls' rules: the name of a saved country stays; a new one is a built-in country.
      if (existing) return (await countries.updateRow(existing.countryID, pick(values, COUNTRY_INDICATORS)))!;
      if (!isBuiltInCountry(String(values.countryName))) throw invalidField('countryName', 'must be a name of the built-in country list');
      return countries.createRow({ ...pick(values, COUNTRY_INDICATORS), countryName: values.countryName });
    };
  },
});
