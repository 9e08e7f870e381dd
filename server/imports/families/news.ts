import newsFeed from '../../../schemas/news-feed.json';
import { body } from '../../lib/schemas';
import { newsFeedRepository } from '../../repositories/news-feed';
import { urlTablesRepository } from '../../repositories/url-tables';
import { saveNewsUrl } from '../../routes/tools/news-url';
import { newsValues, type NewsBody } from '../../routes/tools/news-values';
import { tableWriter } from '../../writes/table-writer';
import { defineImportFamily } from '../import-family';
import { NEWS } from '../../writes/record-families';

type Row = Record<string, any>;

/** A news item's body as its save call takes it, with the date a file gave as a day kept at its stored moment when that is the same day. */
function bodyOf(values: Row, existing: Row | undefined): NewsBody {
  const sameDay = existing?.createdDate && values.createdDate && String(existing.createdDate).slice(0, 10) === values.createdDate;
  return {
    languageId: values.languageId,
    reviewId: values.reviewId ?? null,
    url: values.url,
    newsText: values.newsText,
    createdDate: sameDay ? existing!.createdDate : (values.createdDate ?? null),
    market: values.market ?? false,
    redFlag: values.redFlag ?? false,
    tagLine: values.tagLine ?? null,
  };
}

/**
 * News items of the list's language, upserted by their address (the url entry a news item keeps: the one field
 * that tells two apart); the platform named as the list shows it, among the reviews of that language; the date as YYYY-MM-DD.
 */
export const newsImport = defineImportFamily({
  ...NEWS,
  // The address is the key, so every row has one; the date is a day, as the form's date picker gives it.
  schema: body(newsFeed, { require: ['url'], narrow: { url: { type: 'string', minLength: 1 }, createdDate: { format: 'date' } } }),
  keys: ['url'],
  languageColumn: 'languageId',
  lookups: {
    reviewId: {
      read: async (db, languageId) =>
        (await db.selectFrom('reviews').select(['reviewId as id', 'name']).where('languageId', '=', languageId!).execute()).map((r) => ({ id: Number(r.id), name: r.name })),
      message: 'Please select platform.',
    },
  },
  readStored: (db, languageId) => newsFeedRepository(db).byLanguage(languageId!),
  writer(db) {
    const news = newsFeedRepository(db);
    return async (values, existing) => {
      // The save calls' rules (a platform of the language, not with Market) and write: the item, then its url entry.
      const input = bodyOf(values, existing);
      const stored = await newsValues(db, input, !existing);
      const newsFeedId = existing ? (await news.update(existing.newsFeedId, stored), existing.newsFeedId as number) : await news.create(stored);
      await saveNewsUrl(db, { ...stored, newsFeedId, urlTableId: existing?.urlTableId ?? null }, input.url);
      return (await news.findById(newsFeedId))!;
    };
  },
  undo: {
    // The item, then its url entry: each through its table writer, so both deletes are logged.
    async create(db, newsFeedId) {
      const stored = await newsFeedRepository(db).findById(newsFeedId);
      if (!stored) return;
      await tableWriter(db, 'news_feed', 'newsFeedId').remove(newsFeedId);
      if (stored.urlTableId) await urlTablesRepository(db).remove(stored.urlTableId);
    },
    async update(db, newsFeedId, before) {
      const news = newsFeedRepository(db);
      const stored = (await news.findById(newsFeedId))!;
      const values = await newsValues(db, bodyOf({ ...stored, ...before }, undefined), false);
      await news.update(newsFeedId, values);
      await saveNewsUrl(db, { ...values, newsFeedId, urlTableId: stored.urlTableId }, 'url' in before ? before.url : stored.url);
    },
  },
});
