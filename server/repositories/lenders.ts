import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LENDER_FIGURES } from '../migrations/0801_lenders';
import { sortByName } from '../reference-data/sort';
import { crudRepository } from './crud';
import '../db/tables/content-core';
import '../db/tables/reference-data';

export const LENDER_FIELDS = ['lenderName', 'countryID', 'reviewID', ...LENDER_FIGURES, 'sourceLink', 'audit'] as const;

/** Lenders with the names of their country and platform, as both the list and the edit form read them. */
export function lendersRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'lenders', 'lenderID');
  const detailed = () =>
    db
      .selectFrom('lenders')
      .leftJoin('countries', 'countries.countryID', 'lenders.countryID')
      .leftJoin('reviews', 'reviews.reviewId', 'lenders.reviewID')
      .selectAll('lenders')
      .select(['countries.countryName', 'reviews.name as reviewName']);
  return {
    ...crud,
    findById: (lenderID: number): Promise<Record<string, any> | undefined> => detailed().where('lenders.lenderID', '=', lenderID).executeTakeFirst(),
    list: async (): Promise<Record<string, any>[]> => sortByName(await detailed().execute(), 'lenderName'),
    /** The language of a review, to check that a platform is an English review; undefined when it does not exist. */
    reviewLanguage: async (reviewId: number) =>
      (await db.selectFrom('reviews').select('languageId').where('reviewId', '=', reviewId).executeTakeFirst())?.languageId,
  };
}
