import type { Generated } from 'kysely';

export interface UrlTableTable {
  urlTableId: Generated<number>;
  url: string;
  dataTypeId: number;
  tableId: Generated<number>;
  languageId: number;
}

export interface SerpTable {
  serpId: Generated<number>;
  dataTypeId: number;
  serpTitle: string | null;
  serpDescription: string | null;
  subtitle: string | null;
  tableId: number | null;
}

/** The review columns every family may rely on; the platform fields are listed in migration 0010. */
export interface ReviewTable {
  reviewId: Generated<number>;
  languageId: number;
  parentReviewId: number | null;
  name: string;
  isActive: Generated<boolean>;
  serpId: number | null;
  subtitle: string | null;
  authorId: number | null;
  reviewContent: string | null;
  updatedDate: string | null;
  ratingCalculated: Generated<number>;
  [platformField: string]: unknown;
}

declare module '../schema' {
  interface Database {
    url_tables: UrlTableTable;
    serps: SerpTable;
    reviews: ReviewTable;
  }
}
