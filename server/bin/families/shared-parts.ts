import type { BinPart } from '../family';

/**
 * Parts several families own in the same way. A route's links to other routes and the external links
 * naming its url go with it (the database drops them with the url entry); news and tool items that pointed
 * at it lose the pointer, which a restore gives back.
 */
export function routeParts(match: Record<string, string>, where: Record<string, number> = {}): BinPart {
  return {
    table: 'url_tables',
    idColumn: 'urlTableId',
    what: 'route',
    match,
    where,
    unique: { columns: ['languageId', 'url'], what: 'url' },
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
