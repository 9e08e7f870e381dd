import type { TestServer } from '../support/harness';

let counter = 0;
/** A url no other test has used: routes are unique per language. */
export const uniqueUrl = (prefix = 'test') => `${prefix}/item-${Date.now().toString(36)}-${++counter}`;

export type ContentKind = 'review' | 'academy' | 'blog' | 'page' | 'portfolio';

/**
 * Content items written straight into the shared tables, so these tests do not
 * depend on the families that own the content screens.
 */
export async function makeContent(server: TestServer, kind: ContentKind, languageId: number, template = 16): Promise<number> {
  const db = server.db as any;
  const now = new Date().toISOString();
  const name = `Item ${++counter}`;
  const [table, id, values] = {
    review: ['reviews', 'reviewId', { languageId, name }],
    academy: ['academy', 'academyId', { languageId, title: name, createdDate: now }],
    blog: ['blogs', 'blogId', { languageId, pageTitle: name, createdDate: now }],
    page: ['pages', 'pageId', { languageId, pageTitle: name, dataTypeId: template }],
    portfolio: ['portfolio_settings', 'portfolioId', { languageId, pageTitle: name }],
  }[kind] as [string, string, Record<string, unknown>];
  const row = await db.insertInto(table).values(values).returning(id).executeTakeFirstOrThrow();
  return Number(row[id]);
}

/** A url entry that is not a route (6 link address, 12 news url), written directly. */
export async function makeUrlEntry(server: TestServer, dataTypeId: number, languageId: number, url = uniqueUrl('entry')): Promise<number> {
  const row = await (server.db as any).insertInto('url_tables').values({ url, dataTypeId, languageId, tableId: 0 }).returning('urlTableId').executeTakeFirstOrThrow();
  return Number(row.urlTableId);
}
