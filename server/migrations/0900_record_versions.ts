import type { Kysely } from 'kysely';

/**
 * Every table an editor changes through a save gets a version, raised by each
 * update: a save states the version it was based on, and a stale one is refused.
 * Link tables (route_links), sessions and bookkeeping tables have no version.
 */
export const VERSIONED_TABLES = [
  'users', 'permissions', 'url_tables', 'serps', 'reviews', 'academy', 'pages', 'blogs', 'portfolio_settings',
  'review_attributes', 'authors', 'categories', 'testimonials', 'links', 'faq_titles', 'faq_lists', 'cashbacks',
  'image_infos', 'settings_attributes', 'pages_settings', 'about_settings', 'home_settings', 'navigation_settings',
  'footer_settings', 'home_settings2', 'compound_interest_calculators', 'inflation_calculators', 'interest_calculators',
  'percentage_calculators', 'settings_comparison', 'tool_items', 'exposures', 'news_feed', 'countries', 'lenders',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
