/**
 * The record families the back office's global search finds (Ctrl+K), each declared once: what a person calls one
 * of its records, the translatable entity whose name column is its title (server/translations/entities.ts: its
 * table, id, name column and permission data type), the column values that select its records where one table
 * holds two families (cashback offers and campaigns), and the screen that opens one (`{id}` its id). The server
 * searches these and nothing else; the dialog names and opens a hit by the same entry.
 */
export interface SearchFamily {
  /** The family's key in the search's answer. */
  family: string;
  /** One record of it, as the dialog names it. */
  label: string;
  /** The translatable entity (server/translations/entities.ts) whose name column is searched. */
  entity: string;
  where?: Record<string, string | number | boolean>;
  /** The record's screen. */
  open: string;
}

export const SEARCH_FAMILIES: readonly SearchFamily[] = [
  { family: 'reviews', label: 'Review', entity: 'Review', open: '/review/{id}' },
  { family: 'pages', label: 'Page', entity: 'Pages', open: '/pages/edit/{id}' },
  { family: 'academy', label: 'Academy guide', entity: 'Academy', open: '/academy-details/{id}' },
  { family: 'blog', label: 'Blog post', entity: 'Blogs', open: '/blog/edit/{id}' },
  { family: 'cashbackOffers', label: 'Cashback offer', entity: 'CashBacks', where: { isCampaign: false }, open: '/cashback/editoffer/{id}' },
  { family: 'cashbackCampaigns', label: 'Cashback campaign', entity: 'CashBacks', where: { isCampaign: true }, open: '/cashback/editcampaign/{id}' },
  { family: 'news', label: 'News', entity: 'NewsFeed', open: '/news/edit/{id}' },
  { family: 'authors', label: 'Author', entity: 'Authors', open: '/authors/edit/{id}' },
  { family: 'testimonials', label: 'Testimonial', entity: 'Testimonials', open: '/testimonials/edit/{id}' },
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
