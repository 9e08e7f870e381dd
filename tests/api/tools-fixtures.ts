import type { TestServer } from '../support/harness';

/**
 * Records of other families that tools and news records point at, written
 * straight into the database so these tests do not depend on those families' calls.
 */
export async function addReview(server: TestServer, languageId: number, name: string, parentReviewId: number | null = null): Promise<number> {
  const row = await server.db.insertInto('reviews').values({ languageId, name, parentReviewId } as any).returning('reviewId').executeTakeFirstOrThrow();
  return Number(row.reviewId);
}

/** A url entry; dataTypeId 16 (a general page) makes it a route, 6 a link address, 12 a news url. */
export async function addUrlEntry(server: TestServer, languageId: number, url: string, dataTypeId = 16): Promise<number> {
  const row = await server.db.insertInto('url_tables').values({ languageId, url, dataTypeId, tableId: 0 }).returning('urlTableId').executeTakeFirstOrThrow();
  return Number(row.urlTableId);
}

export async function addSerp(server: TestServer, tableId: number, dataTypeId = 51): Promise<number> {
  const row = await server.db
    .insertInto('serps')
    .values({ dataTypeId, tableId, serpTitle: 'Portfolio – SERP title', serpDescription: 'SERP description', subtitle: null })
    .returning('serpId')
    .executeTakeFirstOrThrow();
  return Number(row.serpId);
}

let counter = 0;
/** A url no other test used, so tests can run in any order against one database. */
export const uniqueUrl = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
