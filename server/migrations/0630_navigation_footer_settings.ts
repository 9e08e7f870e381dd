import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

const MENU = ['home', 'bonus', 'academy', 'news', 'reviews'] as const;
const SOCIAL = ['facebook', 'linkedIn', 'podcast', 'twitter', 'youtube'] as const;

/** Navigation and footer settings: one record per language; dropdown and footer links are settings attributes. */
export async function up(db: Kysely<any>): Promise<void> {
  let navigation = withId(db, db.schema.createTable('navigation_settings'), 'navigationSettingsId')
    .addColumn('languageId', 'integer', (c) => c.notNull().unique())
    .addColumn('moreAnchor', 'text');
  for (const item of MENU) navigation = navigation.addColumn(`${item}Anchor`, 'text').addColumn(`${item}Route`, 'integer');
  await navigation.execute();

  let footer = withId(db, db.schema.createTable('footer_settings'), 'footerSettingsId')
    .addColumn('languageId', 'integer', (c) => c.notNull().unique())
    .addColumn('copyrightNotice', 'text')
    .addColumn('footerNote', 'text');
  for (const network of SOCIAL) footer = footer.addColumn(`${network}Link`, 'text').addColumn(`${network}LinkUrl`, 'text');
  await footer.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['footer_settings', 'navigation_settings']) await db.schema.dropTable(table).execute();
}
