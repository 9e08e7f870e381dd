import { expect } from 'vitest';
import type { ApiClient } from '../support/client';

/** The rows a page may hold at most (server/translations/overview-schemas.ts). */
export const MOST_ROWS = 200;

/**
 * The translation overview with every row of every page the filters keep, read page by page: the answer of the
 * first page with the rows of all. Each page must tell the same number of rows and totals as the first.
 */
export async function wholeOverview(client: ApiClient, query = '') {
  const read = async (page: number) => {
    const answer = await client.get(`/api/Translations/Overview?${query.replace(/^\?/, '')}&pageSize=${MOST_ROWS}&page=${page}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const first = await read(1);
  const rows = [...first.rows];
  for (let page = 2; rows.length < first.total; page++) {
    const next = await read(page);
    expect(next.total).toBe(first.total);
    expect(next.totals).toEqual(first.totals);
    expect(next.rows.length).toBeGreaterThan(0);
    rows.push(...next.rows);
  }
  expect(rows).toHaveLength(first.total);
  return { ...first, rows };
}
