/**
 * A list call that can also be read a page at a time (`offset`, `limit`), in the same order as whole: what a large
 * export reads in batches so the server never holds the whole list (server/exports/). Its route states
 * `config: { pagedRead: true }` and takes these two parameters.
 */
export const PAGE_LIMIT = 5000;

export const pageParams = {
  offset: { type: 'integer', minimum: 0, maximum: 2147483647, title: 'Rows to skip, for a read in pages (with limit); every row when both are absent' },
  limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT, title: 'Rows in the page, for a read in pages (with offset)' },
} as const;
export const PAGE_PARAMS = Object.keys(pageParams);

/** A page asked for; none (every row) unless a limit is given. */
export interface PageAsked {
  offset?: number;
  limit?: number;
}

/** The page of a query, as Kysely's `limit` and `offset` take it; undefined for every row. */
export const pageOf = (asked: PageAsked): { limit: number; offset: number } | undefined => (asked.limit === undefined ? undefined : { limit: asked.limit, offset: asked.offset ?? 0 });

/**
 * A list call that can also answer only the rows whose key field is one of `keys` (comma-separated ids): what an
 * export's join asks for, the keys of the page it joins, so the joined list is never held whole. Its route states
 * `config: { keyedRead: '<the field the keys match>' }` and takes this parameter.
 */
export const keysParam = {
  keys: { type: 'string', pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$', maxLength: PAGE_LIMIT * 11, title: 'Only the rows whose key is one of these ids (comma-separated, at most one page of them)' },
} as const;

/** The ids of a `keys` parameter; undefined when absent (every row). */
export const keysOf = (keys: string | undefined): number[] | undefined => (keys === undefined ? undefined : keys.split(',').map(Number));
