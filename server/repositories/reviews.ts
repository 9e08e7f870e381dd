import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REVIEW_FLAGS, REVIEW_INTEGERS, REVIEW_NUMBERS, REVIEW_TEXT } from '../migrations/0010_content_core';
import { crudRepository, pick } from './crud';
import { preparedQuery } from '../db/prepared-query';
import '../db/tables/content-core';

/** Every platform field of a review: what a new review in another language copies from its English review. */
export const PLATFORM_FIELDS = [...REVIEW_TEXT, ...REVIEW_FLAGS, ...REVIEW_INTEGERS, ...REVIEW_NUMBERS] as const;

/** What the EDIT REVIEW tab saves; the content has a call of its own. */
export const REVIEW_FORM_FIELDS = ['name', 'isActive', 'serpId', 'subtitle', 'authorId', ...PLATFORM_FIELDS] as const;

/** The data type id of reviews, for routes (url entries) and SERPs. */
export const REVIEW_DATA_TYPE_ID = 1;

export function reviewsRepository(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;
  const crud = crudRepository(db, 'reviews', 'reviewId');

  /** The review's route, when one exists: the first url entry of data type 1 pointing at it. */
  const routeOf = (reviewId: number) =>
    q.selectFrom('url_tables').select(['url', 'urlTableId'])
      .where('dataTypeId', '=', REVIEW_DATA_TYPE_ID).where('tableId', '=', reviewId)
      .orderBy('urlTableId').executeTakeFirst();

  // The choice lists are read by many screens on every visit: compiled once (server/db/prepared-query.ts).
  const optionsOf = (includeInactive: boolean) =>
    preparedQuery(db, ['languageId'] as const, (slot) =>
      q.selectFrom('reviews')
        .select(['reviewId as value', 'name as label', 'ratingCalculated as rating'])
        .where('languageId', '=', slot('languageId'))
        .$if(!includeInactive, (query) => query.where('isActive', '=', true))
        .orderBy('ratingCalculated', 'desc').orderBy('name').orderBy('reviewId'),
    );
  const options = { active: optionsOf(false), all: optionsOf(true) };

  return {
    ...crud,

    findWithRoute: async (reviewId: number) => {
      const review = await crud.findById(reviewId);
      if (!review) return undefined;
      const route = await routeOf(reviewId);
      return { ...review, url: route?.url ?? null, urlTableId: route?.urlTableId ?? null };
    },

    /** The choice list of a language, best rated first; a page of it when asked (an export reads it so). */
    options: (languageId: number, includeInactive: boolean, page?: { limit: number; offset: number }) =>
      page
        ? q.selectFrom('reviews')
            .select(['reviewId as value', 'name as label', 'ratingCalculated as rating'])
            .where('languageId', '=', languageId)
            .$if(!includeInactive, (query) => query.where('isActive', '=', true))
            .orderBy('ratingCalculated', 'desc').orderBy('name').orderBy('reviewId')
            .limit(page.limit).offset(page.offset)
            .execute()
        : options[includeInactive ? 'all' : 'active']({ languageId }),

    countChildren: async (parentReviewId: number) => {
      const row = await q.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('parentReviewId', '=', parentReviewId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    childIn: (parentReviewId: number, languageId: number) =>
      q.selectFrom('reviews').select('reviewId').where('parentReviewId', '=', parentReviewId).where('languageId', '=', languageId).executeTakeFirst(),

    /** A review in another language of the English review `parent`, with every platform field copied from it. */
    createChild: (parent: Record<string, any>, child: { languageId: number; name: string; subtitle?: string | null }) =>
      crud.create({
        ...pick(parent, PLATFORM_FIELDS),
        ratingCalculated: parent.ratingCalculated,
        ...child,
        parentReviewId: parent.reviewId,
        isActive: true,
      }),
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
