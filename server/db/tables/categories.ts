import type { Generated } from 'kysely';

export interface CategoryTable {
  categoryId: Generated<number>;
  languageId: number;
  categoryName: string;
  /** 43 for blog categories, 1 for review categories. */
  dataTypeId: number;
}

declare module '../schema' {
  interface Database {
    categories: CategoryTable;
  }
}
