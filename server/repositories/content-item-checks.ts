import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';

/** A table content records point at by id, with the name used in refusals. */
interface Target {
  table: string;
  idColumn: string;
  what: string;
}

export const REVIEW: Target = { table: 'reviews', idColumn: 'reviewId', what: 'review' };
export const URL_ENTRY: Target = { table: 'url_tables', idColumn: 'urlTableId', what: 'url entry' };
export const CATEGORY: Target = { table: 'categories', idColumn: 'categoryId', what: 'category' };
export const AUTHOR: Target = { table: 'authors', idColumn: 'authorID', what: 'author' };
export const SERP: Target = { table: 'serps', idColumn: 'serpId', what: 'SERP' };
export const BLOG: Target = { table: 'blogs', idColumn: 'blogId', what: 'blog post' };

/**
 * Checks of the ids a content record (cashback, guide, page, blog post) refers
 * to, so that a wrong id is a 400 naming the field instead of a broken link or
 * a database error.
 */
export function contentItemChecks(db: Kysely<Database>) {
  const q = db as unknown as Kysely<any>;

  /** id → languageId (null when the language is not asked for) of the ids that exist. */
  async function found(target: Target, ids: number[], withLanguage: boolean): Promise<Map<number, number | null>> {
    if (ids.length === 0) return new Map();
    const columns = withLanguage ? [target.idColumn, 'languageId'] : [target.idColumn];
    const rows = await q.selectFrom(target.table).select(columns).where(target.idColumn, 'in', ids).execute();
    return new Map(rows.map((r) => [Number(r[target.idColumn]), withLanguage ? Number(r.languageId) : null]));
  }

  const doesNotExist = (target: Target, field: string, id: number) => invalidField(field, `refers to ${target.what} ${id}, which does not exist`);

  return {
    /** Every id must exist. */
    async exist(target: Target, field: string, ids: number[]) {
      const rows = await found(target, ids, false);
      const missing = ids.find((id) => !rows.has(id));
      if (missing !== undefined) throw doesNotExist(target, field, missing);
    },
    /** Every id must exist and belong to the record's own language. */
    async inLanguage(target: Target, field: string, ids: number[], languageId: number) {
      const rows = await found(target, ids, true);
      for (const id of ids) {
        if (!rows.has(id)) throw doesNotExist(target, field, id);
        if (rows.get(id) !== languageId) throw invalidField(field, `must be a ${target.what} in language ${languageId}; ${target.what} ${id} is in language ${rows.get(id)}`);
      }
    },
  };
}

export type ContentItemChecks = ReturnType<typeof contentItemChecks>;
