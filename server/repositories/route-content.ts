import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CALCULATOR_TYPE_IDS } from './route-types';
import '../db/tables/content-items';
import '../db/tables/content-core';

interface ContentSource {
  table: 'reviews' | 'academy' | 'blogs' | 'pages';
  idColumn: string;
  nameColumn: string;
  /** For pages: the templates (pages.dataTypeId) that belong to the route type. */
  templates?: number[];
}

/** Where the content items of a route type live: reviews, academy guides, blog posts, or pages of a template. */
export function contentSourceOf(dataTypeId: number): ContentSource {
  if (dataTypeId === 1) return { table: 'reviews', idColumn: 'reviewId', nameColumn: 'name' };
  if (dataTypeId === 2) return { table: 'academy', idColumn: 'academyId', nameColumn: 'title' };
  if (dataTypeId === 43) return { table: 'blogs', idColumn: 'blogId', nameColumn: 'pageTitle' };
  const templates = CALCULATOR_TYPE_IDS.includes(dataTypeId) ? CALCULATOR_TYPE_IDS : [dataTypeId];
  return { table: 'pages', idColumn: 'pageId', nameColumn: 'pageTitle', templates };
}

/** The content items a route of some type and language may be assigned to. */
export function routeContentRepository(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;
  const itemsOf = (dataTypeId: number, languageId: number) => {
    const source = contentSourceOf(dataTypeId);
    let query = q.selectFrom(source.table).where('languageId', '=', languageId);
    if (source.templates) query = query.where('dataTypeId', 'in', source.templates);
    return { query, source };
  };
  return {
    options: async (dataTypeId: number, languageId: number): Promise<{ value: number; name: string }[]> => {
      const { query, source } = itemsOf(dataTypeId, languageId);
      return query
        .select([`${source.idColumn} as value`, `${source.nameColumn} as name`])
        .orderBy(source.nameColumn)
        .orderBy(source.idColumn)
        .execute();
    },
    exists: async (dataTypeId: number, tableId: number, languageId: number): Promise<boolean> => {
      const { query, source } = itemsOf(dataTypeId, languageId);
      return !!(await query.select(source.idColumn).where(source.idColumn, '=', tableId).executeTakeFirst());
    },
  };
}
