import { NEWS_URL_DATA_TYPE } from '../../repositories/news-feed';
import type { BinFamily, BinPart } from '../family';

const newsUrl: Omit<BinPart, 'match'> = { table: 'url_tables', idColumn: 'urlTableId', what: 'news url', unique: { columns: ['languageId', 'url'], what: 'url' } };

/** A news item takes its url entries with it: the one it names (urlTableId) and those of type 12 naming it. */
export const newsBin: BinFamily = {
  family: 'news_feed',
  what: 'news item',
  table: 'news_feed',
  idColumn: 'newsFeedId',
  nameColumn: 'newsText',
  dataType: 'NewsFeed',
  parts: [
    { ...newsUrl, match: { urlTableId: 'urlTableId' }, pointedAt: true },
    { ...newsUrl, match: { tableId: 'newsFeedId' }, where: { dataTypeId: NEWS_URL_DATA_TYPE } },
  ],
};
