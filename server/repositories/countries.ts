import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { COUNTRY_CHOICES, COUNTRY_NUMBERS } from '../migrations/0800_countries';
import { sortByName } from '../reference-data/sort';
import { isUniqueViolation } from '../reference-data/unique-violation';
import { crudRepository } from './crud';
import '../db/tables/reference-data';

/** What the Country edit screen changes; the name is fixed once the country is saved. */
export const COUNTRY_INDICATORS = [...COUNTRY_NUMBERS, ...COUNTRY_CHOICES] as const;

export function countriesRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'countries', 'countryID');
  return {
    ...crud,
    list: async () => sortByName(await crud.list(), 'countryName'),
    findByName: (countryName: string) => db.selectFrom('countries').selectAll().where('countryName', '=', countryName).executeTakeFirst(),
    /** The new id, or null when the name is already saved (also when another request saved it a moment ago). */
    createOnce: async (values: Record<string, unknown>): Promise<number | null> => {
      try {
        return await crud.create(values);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    lenderCount: async (countryID: number) => {
      const row = await db.selectFrom('lenders').select((eb) => eb.fn.countAll<number>().as('count')).where('countryID', '=', countryID).executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
