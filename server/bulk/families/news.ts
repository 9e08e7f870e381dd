import newsFeed from '../../../schemas/news-feed.json';
import { body } from '../../lib/schemas';
import { newsFeedRepository } from '../../repositories/news-feed';
import { NEWS_FORM_FIELDS, newsSaver } from '../../content/save-news';
import type { NewsBody } from '../../routes/tools/news-values';
import { newsBin } from '../../bin/families/news';
import { defineBulkFamily } from '../bulk-family';
import { NEWS } from '../../writes/record-families';

/** News items: their platform in each item's language and their Red Flag, saved as the news form saves one (PUT /NewsFeed); deleted into the bin. */
export const newsBulk = defineBulkFamily({
  ...NEWS,
  nameColumn: 'newsText',
  languageColumn: 'languageId',
  translations: 'NewsFeed',
  schema: body(newsFeed, { require: ['newsFeedId'] }),
  formFields: NEWS_FORM_FIELDS,
  fields: {
    // The platform is a review of the item's own language: a German item gets the German review of the one chosen.
    // An item about the market is refused by row, in the form's words: it has a platform or Market, not both.
    reviewId: { label: 'Platform', names: { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' }, perLanguage: 'Review' },
    redFlag: { label: 'Red Flag', yesNo: true },
  },
  // Deleted into the bin as its DELETE call deletes one, with its url entries.
  remove: { binOf: () => newsBin },
  read: (db, id) => newsFeedRepository(db).findById(id),
  saver(db) {
    const save = newsSaver(db);
    return (req, record) => save(req, record as NewsBody);
  },
});
