import { NEWS_URL_DATA_TYPE } from '../../repositories/news-feed';
import type { BinFamily } from '../family';
import { ownUrlEntry, URL_UNIQUE } from './shared-parts';

/** A news item takes its url entries with it: the one it names (urlTableId) and those of type 12 naming it. */
export const newsBin: BinFamily = {
  family: 'news_feed',
  what: 'news item',
  table: 'news_feed',
  idColumn: 'newsFeedId',
  nameColumn: 'newsText',
  dataType: 'NewsFeed',
  parts: [
    { ...ownUrlEntry('news url'), unique: URL_UNIQUE },
    { table: 'url_tables', idColumn: 'urlTableId', what: 'news url', match: { tableId: 'newsFeedId' }, where: { dataTypeId: NEWS_URL_DATA_TYPE }, unique: URL_UNIQUE },
  ],
};
