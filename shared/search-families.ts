import type { DataTypeName } from './data-types';
import { LINK_URL_TYPE, NEWS_URL_TYPE } from './url-types';

/** A value a family's rows must hold in a column, or the values they must not hold. */
export type SearchWhere = Record<string, string | number | boolean | { notIn: number[] }>;

/**
 * Where a family's titles are read. A translatable entity (server/translations/entities.ts) brings its table, id,
 * name column and permission data type; a family that is not one names its own table, id column and data type.
 */
export type SearchSource = { entity: string } | { table: string; idColumn: string; dataType: DataTypeName };

/**
 * The record families the back office's global search finds (Ctrl+K), each declared once: what a person calls one
 * of its records, where its titles are, the column values that select its records where one table holds two
 * families (cashback offers and campaigns), how its records have a language, and the screen that opens one (`{id}`
 * its id). The server searches these and nothing else, by this declaration alone; the dialog names and opens a
 * hit by the same entry.
 */
export interface SearchFamily {
  /** The family's key in the search's answer. */
  family: string;
  /** One record of it, as the dialog names it. */
  label: string;
  source: SearchSource;
  /** The columns that make the title, joined by a space; the entity's name column when omitted. */
  title?: string[];
  /** A column searched too and shown beside the title (a user's e-mail address). */
  detail?: string;
  where?: SearchWhere;
  /**
   * Records without a language column: 'any' when a role in any language reads them (users, countries, lenders),
   * a language id when the role in that language does (exposures belong to the English portfolio page). Such a
   * hit has no language and opens in the current one. Omitted: the rows' `languageId` says, and each language is
   * searched only where the caller may read the family.
   */
  withoutLanguage?: 'any' | number;
  /** The record's screen. */
  open: string;
}

export const SEARCH_FAMILIES: readonly SearchFamily[] = [
  { family: 'reviews', label: 'Review', source: { entity: 'Review' }, open: '/review/{id}' },
  { family: 'pages', label: 'Page', source: { entity: 'Pages' }, open: '/pages/edit/{id}' },
  { family: 'academy', label: 'Academy guide', source: { entity: 'Academy' }, open: '/academy-details/{id}' },
  { family: 'blog', label: 'Blog post', source: { entity: 'Blogs' }, open: '/blog/edit/{id}' },
  { family: 'cashbackOffers', label: 'Cashback offer', source: { entity: 'CashBacks' }, where: { isCampaign: false }, open: '/cashback/editoffer/{id}' },
  { family: 'cashbackCampaigns', label: 'Cashback campaign', source: { entity: 'CashBacks' }, where: { isCampaign: true }, open: '/cashback/editcampaign/{id}' },
  { family: 'news', label: 'News', source: { entity: 'NewsFeed' }, open: '/news/edit/{id}' },
  { family: 'authors', label: 'Author', source: { entity: 'Authors' }, open: '/authors/edit/{id}' },
  { family: 'testimonials', label: 'Testimonial', source: { entity: 'Testimonials' }, open: '/testimonials/edit/{id}' },
  // The url entries of links and news items are not routes: the Routes screens never show them.
  {
    family: 'routes',
    label: 'Route',
    source: { table: 'url_tables', idColumn: 'urlTableId', dataType: 'Settings Routes' },
    title: ['url'],
    where: { dataTypeId: { notIn: [LINK_URL_TYPE, NEWS_URL_TYPE] } },
    open: '/settingsroutes/edit/{id}',
  },
  { family: 'links', label: 'External link', source: { table: 'links', idColumn: 'linkId', dataType: 'Settings Links' }, title: ['key'], open: '/settingslink/edit/{id}' },
  { family: 'toolItems', label: 'Tool item', source: { table: 'tool_items', idColumn: 'toolsItemId', dataType: 'Settings Bonus' }, title: ['itemTitle'], open: '/tools/settings/edit/{id}' },
  {
    family: 'exposures',
    label: 'Portfolio exposure',
    source: { table: 'exposures', idColumn: 'exposureID', dataType: 'Settings Bonus' },
    title: ['name'],
    withoutLanguage: 1,
    open: '/tools/portfolio/edit-exposure/{id}',
  },
  // Countries and lenders are the Data lists' reference data, read under the Academy role in any language.
  {
    family: 'lenders',
    label: 'Lender',
    source: { table: 'lenders', idColumn: 'lenderID', dataType: 'Academy' },
    title: ['lenderName'],
    withoutLanguage: 'any',
    open: '/data/edit/lender-edit/{id}',
  },
  {
    family: 'countries',
    label: 'Country',
    source: { table: 'countries', idColumn: 'countryID', dataType: 'Academy' },
    title: ['countryName'],
    withoutLanguage: 'any',
    open: '/data/edit/country-edit/{id}',
  },
  {
    family: 'users',
    label: 'User',
    source: { table: 'users', idColumn: 'userId', dataType: 'Settings Users' },
    title: ['firstName', 'lastName'],
    detail: 'username',
    withoutLanguage: 'any',
    open: '/users/edit/{id}',
  },
];

/** The most hits one search answers. */
export const SEARCH_LIMIT_MAX = 50;
/** The hits one search answers when the caller names no limit. */
export const SEARCH_LIMIT_DEFAULT = 20;
/** The longest text searched for. */
export const SEARCH_TEXT_MAX = 100;

/**
 * Text as a search compares it: lower case in every script (Ü as ü), so the typed text and a record's title meet
 * whatever their case. The list screens and the server both match by this.
 */
export const searchFold = (text: string): string => text.normalize('NFC').toLocaleLowerCase('und');

/** Whether a text holds the typed text, case aside. */
export const holdsText = (text: string, typed: string): boolean => searchFold(text).includes(searchFold(typed));
