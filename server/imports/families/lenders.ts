import lender from '../../../schemas/lender.json';
import { body } from '../../lib/schemas';
import { countriesRepository } from '../../repositories/countries';
import { lendersRepository } from '../../repositories/lenders';
import { checkLender, FILLED_IN, lenderValues } from '../../reference-data/lender-checks';
import { defineImportFamily } from '../import-family';
import { LENDERS } from '../../writes/record-families';
import { memo } from '../memo';

/** Lenders of the Data lists, upserted by name; the country and the platform named as the lists show them. */
export const lendersImport = defineImportFamily({
  ...LENDERS,
  schema: body(lender, { narrow: FILLED_IN }),
  keys: ['lenderName'],
  independentRows: true,
  lookups: {
    countryID: { table: 'countries', idColumn: 'countryID', nameColumn: 'countryName', message: 'Please select country.' },
    reviewID: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name', where: { languageId: 1 }, message: 'Please select platform.' },
  },
  writer(db) {
    const lenders = lendersRepository(db);
    const countries = countriesRepository(db);
    // The save's own checks, their reads kept for the import: its rows name the same few countries and platforms,
    // which nothing changes while the import's transaction runs.
    const country = memo((id: number) => countries.findById(id));
    const reviewLanguage = memo((id: number) => lenders.reviewLanguage(id));
    const checked = { ...lenders, reviewLanguage };
    return async (values, existing) => {
      await checkLender(values, { ...countries, findById: country }, checked);
      const stored = existing ? await lenders.updateRow(existing.lenderID, lenderValues(values)) : await lenders.createRow(lenderValues(values));
      return stored!;
    };
  },
});
