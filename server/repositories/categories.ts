import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countReferences } from './content-references';
import { crudRepository } from './crud';
import '../db/tables/categories';
import '../db/tables/content-items';

export const CATEGORY_FIELDS = ['languageId', 'categoryName', 'dataTypeId'] as const;

/** Category kinds: blog categories (43) and review categories (1). */
export const CATEGORY_DATA_TYPES = { blog: 43, review: 1 } as const;

export function categoriesRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'categories', 'categoryId');
  return {
    ...crud,
    byLanguage: (languageId: number, dataTypeId?: number) =>
      crud.list(dataTypeId === undefined ? { languageId } : { languageId, dataTypeId }),
    usage: (categoryId: number) => countReferences(db, [{ table: 'blogs', column: 'categoryId', what: 'blog post' }], categoryId),
  };
}
