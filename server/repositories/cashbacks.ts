import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/versions';
import '../db/tables/cashbacks';
import '../db/tables/content-core';

export const CASHBACK_FIELDS = ['languageId', 'reviewId', 'cashBack_ca', 'cashBack_terms', 'valid_Until', 'exclusive', 'isCampaign'] as const;

/** Cashbacks answer with their platform's name and rating, as both tables of the screen show them. */
export function cashbacksRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'cashbacks', 'cashBackId');
  const withPlatform = () =>
    db
      .selectFrom('cashbacks as c')
      .innerJoin('reviews as r', 'r.reviewId', 'c.reviewId')
      .select(['c.cashBackId', 'c.languageId', 'c.reviewId', 'c.cashBack_ca', 'c.cashBack_terms', 'c.valid_Until', 'c.exclusive', 'c.isCampaign', 'c.version', 'r.name', 'r.ratingCalculated']);
  return {
    ...crud,
    findById: (cashBackId: number): Promise<Record<string, any> | undefined> => withPlatform().where('c.cashBackId', '=', cashBackId).executeTakeFirst(),
    /** Offers or campaigns of a language, best rated platform first. */
    list: (languageId: number, isCampaign: boolean) =>
      withPlatform()
        .where('c.languageId', '=', languageId)
        .where('c.isCampaign', '=', isCampaign)
        .orderBy('r.ratingCalculated', 'desc')
        .orderBy('c.cashBackId')
        .execute(),
  };
}
