import type { Generated } from 'kysely';

/** A news item; its url is the url entry urlTableId (dataTypeId 12, tableId = newsFeedId). */
export interface NewsFeedTable {
  newsFeedId: Generated<number>;
  languageId: number;
  reviewId: number | null;
  urlTableId: number | null;
  newsText: string;
  createdDate: string;
  market: Generated<boolean>;
  redFlag: Generated<boolean>;
  tagLine: string | null;
}

declare module '../schema' {
  interface Database {
    news_feed: NewsFeedTable;
  }
}
