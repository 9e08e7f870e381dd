import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/exposures';
import '../db/tables/content-core';

/** Exposures belong to the English portfolio page, the only one that shows them (third document, section 9). */
export const EXPOSURE_LANGUAGE = 1;

/** Exposures, answered with the name of their platform (an English review). */
export function exposuresRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'exposures', 'exposureID');
  const withPlatformName = () =>
    db
      .selectFrom('exposures')
      .leftJoin('reviews', 'reviews.reviewId', 'exposures.platform')
      .selectAll('exposures')
      .select('reviews.name as platformName');
  return {
    ...crud,
    findById: (exposureID: number) => withPlatformName().where('exposureID', '=', exposureID).executeTakeFirst(),
    all: () => withPlatformName().orderBy('exposureID').execute(),
  };
}
