import type { Generated } from 'kysely';

/** Exactly one owner: reviewId, pageId, blogId, or dataTypeId 51 with tableId (portfolio settings). */
export interface FaqTitleTable {
  faqTitleId: Generated<number>;
  title: string;
  reviewId: number | null;
  pageId: number | null;
  blogId: number | null;
  dataTypeId: number | null;
  tableId: number | null;
}

export interface FaqListTable {
  faqListId: Generated<number>;
  faqTitleId: number;
  question: string;
  answer: string;
  position: number;
}

declare module '../schema' {
  interface Database {
    faq_titles: FaqTitleTable;
    faq_lists: FaqListTable;
  }
}
