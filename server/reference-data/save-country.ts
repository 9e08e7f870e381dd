import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors, invalidField } from '../errors';
import { loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { countriesRepository, COUNTRY_INDICATORS } from '../repositories/countries';

export type CountryBody = { countryID?: number; countryName: string; [indicator: string]: unknown };

/**
 * The save of the country form, one saved country: its figures change, its name stays. PUT /Country runs it, and a
 * bulk change of countries (server/bulk/families/countries.ts) would for a field it sets.
 */
export function countrySaver(db: Kysely<Database>) {
  const countries = countriesRepository(db);
  return async (req: FastifyRequest, country: CountryBody) => {
    const countryID = country.countryID!;
    const existing = await loadForUpdate(req, countries, countryID, 'Country');
    if (country.countryName !== existing.countryName) throw invalidField('countryName', `cannot change (it is ${existing.countryName})`);
    await countries.update(countryID, pick(country, COUNTRY_INDICATORS));
    return (await countries.findById(countryID))!;
  };
}

/** A country still named by a lender is not deleted, by its DELETE call or in bulk: its lenders would lose it. */
export async function refuseIfCountryOfLenders(db: Kysely<Database>, country: { countryID: number; countryName: string }) {
  const used = await countriesRepository(db).lenderCount(country.countryID);
  if (used > 0) throw new Errors.Conflict(`${country.countryName} is the country of ${used} lender(s); change or delete them first`);
}
