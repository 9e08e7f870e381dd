import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { preparedQuery } from '../db/prepared-query';
import '../db/tables/news-feed';
import '../db/tables/content-core';

/** News urls are url entries of this data type, with tableId = newsFeedId. */
export const NEWS_URL_DATA_TYPE = 12;

/** News items, answered with their platform's name and their url. */
export function newsFeedRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'news_feed', 'newsFeedId');
  const joined = () =>
    db
      .selectFrom('news_feed')
      .leftJoin('reviews', 'reviews.reviewId', 'news_feed.reviewId')
      .leftJoin('url_tables', 'url_tables.urlTableId', 'news_feed.urlTableId')
      .selectAll('news_feed')
      .select(['reviews.name as reviewName', 'url_tables.url as url']);
  // The list is read on every visit of the news screens: compiled once (server/db/prepared-query.ts).
  const byLanguage = preparedQuery(db, ['languageId'] as const, (slot) =>
    joined().where('news_feed.languageId', '=', slot('languageId')).orderBy('news_feed.createdDate', 'desc').orderBy('news_feed.newsFeedId', 'desc'),
  );
  return {
    ...crud,
    findById: (newsFeedId: number) => joined().where('news_feed.newsFeedId', '=', newsFeedId).executeTakeFirst(),
    /** Newest first; items of the same moment in the order they were added, newest first too. */
    byLanguage: (languageId: number) => byLanguage({ languageId }),
    /** Every url entry of a news item: the one it names and any other left with its tableId. */
    urlTaken: async (languageId: number, url: string) =>
      !!(await db.selectFrom('url_tables').select('urlTableId').where('languageId', '=', languageId).where('url', '=', url).executeTakeFirst()),
  };
}
