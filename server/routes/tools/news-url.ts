import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NEWS_URL_DATA_TYPE, newsFeedRepository } from '../../repositories/news-feed';
import { urlTablesRepository } from '../../repositories/url-tables';
import { slugify } from './slug';

interface NewsItem {
  newsFeedId: number;
  languageId: number;
  urlTableId: number | null;
  tagLine: string | null;
  newsText: string;
}

/** The url of a news item without one: a slug of its tagline (or text), made unique with its id. */
async function derivedUrl(db: Kysely<Database>, news: NewsItem) {
  const slug = slugify(news.tagLine) || slugify(news.newsText);
  if (!slug) return `news-${news.newsFeedId}`;
  return (await newsFeedRepository(db).urlTaken(news.languageId, slug)) ? `${slug}-${news.newsFeedId}` : slug;
}

/**
 * Creates or updates the url entry of a news item (dataTypeId 12, tableId =
 * newsFeedId) inside the caller's transaction. A url sent by the client wins;
 * without one an existing entry keeps its url, so published links stay valid.
 */
export async function saveNewsUrl(trx: Kysely<Database>, news: NewsItem, url: string | null | undefined) {
  const urlTables = urlTablesRepository(trx);
  const sent = url?.trim() || null;
  const existing = news.urlTableId ? await urlTables.findById(news.urlTableId) : undefined;
  if (existing) {
    await urlTables.update(existing.urlTableId, { url: sent ?? existing.url, languageId: news.languageId, dataTypeId: NEWS_URL_DATA_TYPE, tableId: news.newsFeedId });
    return existing.urlTableId as number;
  }
  const urlTableId = await urlTables.create({ url: sent ?? (await derivedUrl(trx, news)), dataTypeId: NEWS_URL_DATA_TYPE, tableId: news.newsFeedId, languageId: news.languageId });
  await newsFeedRepository(trx).update(news.newsFeedId, { urlTableId });
  return urlTableId;
}
