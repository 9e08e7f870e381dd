import type { TestServer } from '../support/harness';
import '../../server/db/tables/content-core';
import '../../server/db/tables/authors';
import '../../server/db/tables/categories';

/**
 * Records the content families refer to (reviews, url entries, SERPs,
 * categories, authors), written straight into the database so that these
 * tests do not depend on the other families' calls.
 */
export function contentFixtures(server: TestServer) {
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    review: async (languageId: number, ratingCalculated = 4.5) =>
      (await server.db.insertInto('reviews').values({ languageId, name: unique('Lendora'), ratingCalculated }).returning('reviewId').executeTakeFirstOrThrow()).reviewId,
    urlEntry: async (languageId: number, dataTypeId = 2, tableId = 0, url = `/${unique('guide')}`) =>
      (await server.db.insertInto('url_tables').values({ languageId, dataTypeId, tableId, url }).returning('urlTableId').executeTakeFirstOrThrow()).urlTableId,
    serp: async (serpTitle = 'SERP title', serpDescription = 'SERP description') =>
      (await server.db.insertInto('serps').values({ dataTypeId: 9, serpTitle, serpDescription, subtitle: null, tableId: null }).returning('serpId').executeTakeFirstOrThrow()).serpId,
    category: async (languageId: number, categoryName = unique('Strategy')) =>
      (await server.db.insertInto('categories').values({ languageId, categoryName, dataTypeId: 43 }).returning('categoryId').executeTakeFirstOrThrow()).categoryId,
    author: async (languageId: number, authorName = unique('Mira Holt')) =>
      (await server.db.insertInto('authors').values({ languageId, authorName }).returning('authorID').executeTakeFirstOrThrow()).authorID,
  };
}
