import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { newsFeedRepository } from '../repositories/news-feed';
import { saveNewsUrl } from '../routes/tools/news-url';
import { newsValues, type NewsBody } from '../routes/tools/news-values';

/** The fields the news form sends and the save writes (its url lives in a url entry: sent apart, kept when left out). */
export const NEWS_FORM_FIELDS = ['reviewId', 'languageId', 'newsText', 'createdDate', 'market', 'redFlag', 'tagLine'] as const;

/**
 * The save of the news form, one item: the checks of its language, the form's rules (a platform or Market, not both;
 * a platform of the item's language), then the item and its url entry written together. PUT /NewsFeed and a bulk
 * change of news (server/bulk/) both run it, so a rule added here holds for both.
 */
export function newsSaver(db: Kysely<Database>) {
  const news = newsFeedRepository(db);
  return async (req: FastifyRequest, item: NewsBody) => {
    const newsFeedId = item.newsFeedId!;
    const existing = await loadForUpdate(req, news, newsFeedId, 'News item', item.languageId);
    const values = await newsValues(db, item, false);
    const write = async (trx: Kysely<Database>) => {
      await newsFeedRepository(trx).update(newsFeedId, values);
      await saveNewsUrl(trx, { ...values, newsFeedId, urlTableId: existing.urlTableId }, item.url);
    };
    // A bulk change already runs in a transaction, which this write joins.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    return (await news.findById(newsFeedId))!;
  };
}
