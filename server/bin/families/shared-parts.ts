import type { BinOwner, BinPart, BinUnique } from '../family';

/** A url is unique in its language: a restore is refused while another url entry holds it. */
export const URL_UNIQUE: BinUnique = { columns: ['languageId', 'url'], what: 'url' };

/**
 * What a route owns, as a record of its own (the routes screen) or as a part of another (a review's route). Its
 * links to other routes and the external links naming its url go with it (the database drops them with the url
 * entry); news and tool items that pointed at it lose the pointer, which a restore gives back.
 */
export const ROUTE_OWNS: BinOwner = {
  parts: [
    { table: 'route_links', idColumn: null, what: 'route link', match: { routesId: 'urlTableId' } },
    { table: 'route_links', idColumn: null, what: 'route link', match: { linkedRoutesId: 'urlTableId' } },
    { table: 'links', idColumn: 'linkId', what: 'link', match: { urlTableId: 'urlTableId' } },
  ],
  references: [
    { table: 'news_feed', idColumn: 'newsFeedId', column: 'urlTableId', ownerColumn: 'urlTableId' },
    { table: 'tool_items', idColumn: 'toolsItemId', column: 'urlTableId', ownerColumn: 'urlTableId' },
  ],
};

/** The route of a record (found by `match` and `where` on url_tables), with everything a route owns. */
export function routeParts(match: Record<string, string>, where: Record<string, number> = {}): BinPart {
  return { table: 'url_tables', idColumn: 'urlTableId', what: 'route', match, where, unique: URL_UNIQUE, ...ROUTE_OWNS };
}

/** The url entry a record names in its urlTableId (a news item's, a link's address): put back before the record. */
export function ownUrlEntry(what: string): BinPart {
  return { table: 'url_tables', idColumn: 'urlTableId', what, match: { urlTableId: 'urlTableId' }, pointedAt: true };
}

/** A FAQ title owned through `ownerColumn`, with its entries. */
export function faqParts(ownerColumn: string, ownerIdColumn: string): BinPart {
  return {
    table: 'faq_titles',
    idColumn: 'faqTitleId',
    what: 'FAQ',
    match: { [ownerColumn]: ownerIdColumn },
    parts: [{ table: 'faq_lists', idColumn: 'faqListId', what: 'FAQ entry', match: { faqTitleId: 'faqTitleId' } }],
  };
}

/** The record's own SERP, unless another record of the family still uses it. */
export function serpPart(table: string, idColumn: string, serpDataTypeId: number): BinPart {
  return {
    table: 'serps',
    idColumn: 'serpId',
    what: 'SERP',
    match: { serpId: 'serpId' },
    where: { dataTypeId: serpDataTypeId },
    keepWhileUsedBy: { table, column: 'serpId', idColumn },
  };
}
