import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { updateAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { CATEGORY_FIELDS, categoriesRepository } from '../repositories/categories';

export type CategoryBody = { categoryId?: number; languageId: number; categoryName: string; dataTypeId?: number };

/**
 * The save of the category form, one category, in a language the editor may write. PUT /Categories runs it, and a bulk
 * change of categories (server/bulk/) would for a field it sets.
 */
export function categorySaver(db: Kysely<Database>) {
  const categories = categoriesRepository(db);
  return (req: FastifyRequest, category: CategoryBody) => updateAuthorized(req, categories, category.categoryId!, 'Category', pick(category, CATEGORY_FIELDS));
}
