import { expect, it } from 'vitest';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import country from '../../schemas/country.json';
import lender from '../../schemas/lender.json';
import seedCountries from '../../server/seed/modules/0500-countries';
import seedLenders from '../../server/seed/modules/0510-lenders';
import { isBuiltInCountry } from '../../server/reference-data/built-in-countries';
import { forEachDatabase } from '../support/harness';
import { makeReview } from './data-fixtures';

const ajv = addFormats(new Ajv({ allowUnionTypes: true, strict: false }));

forEachDatabase('Reference data demo content', (server) => {
  it('saves about 15 valid countries and about 10 lenders on English platforms with two years of figures', async () => {
    const platforms = [await makeReview(server, 1, 'Lendora'), await makeReview(server, 1, 'Fundwise')];
    const refs: Record<string, any> = { reviews: { 1: platforms } };
    await server.db.transaction().execute(async (db) => {
      await seedCountries({ db, app: server.app, refs });
      await seedLenders({ db, app: server.app, refs });
    });

    const countries = (await server.admin.get('/api/Country/GetCountryList')).body;
    expect(countries.length).toBeGreaterThanOrEqual(15);
    const validCountry = ajv.compile(country);
    for (const c of countries) {
      expect(isBuiltInCountry(c.countryName), c.countryName).toBe(true);
      expect(validCountry(c), `${c.countryName}: ${ajv.errorsText(validCountry.errors)}`).toBe(true);
      expect(Object.values(c).every((v) => v !== null), c.countryName).toBe(true);
    }

    const lenders = (await server.admin.get('/api/Lender/GetLenderList')).body;
    expect(lenders.length).toBeGreaterThanOrEqual(10);
    expect(refs.lenders).toHaveLength(lenders.length);
    const validLender = ajv.compile(lender);
    for (const l of lenders) {
      expect(validLender(l), `${l.lenderName}: ${ajv.errorsText(validLender.errors)}`).toBe(true);
      expect(platforms).toContain(l.reviewID);
      expect(l.countryName).toEqual(expect.any(String));
      expect(l.assets2y).toBe(l.equity2y + l.liabilities2y);
      expect(l.assets1y).toBe(l.equity1y + l.liabilities1y);
    }
  });
});
