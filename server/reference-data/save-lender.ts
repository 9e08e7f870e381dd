import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { countriesRepository } from '../repositories/countries';
import { lendersRepository } from '../repositories/lenders';
import { checkLender, lenderValues, type LenderBody } from './lender-checks';

/**
 * The save of the lender form, one saved lender, with the form's checks (a name, an existing country, an English
 * platform). PUT /Lender runs it, and a bulk change of lenders (server/bulk/families/lenders.ts) for the field it sets.
 */
export function lenderSaver(db: Kysely<Database>) {
  const lenders = lendersRepository(db);
  const countries = countriesRepository(db);
  return async (req: FastifyRequest, lender: LenderBody) => {
    const lenderID = lender.lenderID!;
    await loadForUpdate(req, lenders, lenderID, 'Lender');
    await checkLender(lender, countries, lenders);
    await lenders.update(lenderID, lenderValues(lender));
    return (await lenders.findById(lenderID))!;
  };
}
