import type { Generated } from 'kysely';

/** The four highlights of a review (first document, section 3: ReviewAttribute). */
export interface ReviewAttributeTable {
  reviewAttributeId: Generated<number>;
  reviewId: number;
  index: number;
  value: string;
  dataTypeId: number;
}

declare module '../schema' {
  interface Database {
    review_attributes: ReviewAttributeTable;
  }
}
