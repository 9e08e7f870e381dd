/** A record in another language and the English record it translates (migration 1000). */
export interface TranslationLinkTable {
  /** The API path segment of the record's own calls: Academy, CashBacks, NewsFeed… */
  entity: string;
  recordId: number;
  languageId: number;
  englishId: number;
}

declare module '../schema' {
  interface Database {
    translation_links: TranslationLinkTable;
  }
}
