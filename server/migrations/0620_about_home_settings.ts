import type { Kysely } from 'kysely';
import { DOUBLE, withId } from '../db/columns';

const ABOUT_TEXT = [
  'title', 'serpTitle', 'serpDescription', 'paragraph', 'teamH2', 'videoCode', 'videoDescription',
  'section1H2', 'section1H3', 'section2H2', 'section2Paragraph', 'testimonialH2',
] as const;
const HOME_TEXT = [
  'title', 'subtitle', 'serpTitle', 'serpDescription', 'testimonialH2', 'featuredH2', 'platform',
  'newsUrlLink', 'reviewUrlLink', 'academyUrlLink', 'bonusUrlLink',
] as const;
const HOME_NUMBERS = ['platforms', 'investment', 'returned'] as const;

/** About and home page settings: one record per language; their repeated values are settings attributes. */
export async function up(db: Kysely<any>): Promise<void> {
  let about = withId(db, db.schema.createTable('about_settings'), 'aboutSettingsId')
    .addColumn('languageId', 'integer', (c) => c.notNull().unique())
    .addColumn('serpId', 'integer');
  for (const column of ABOUT_TEXT) about = about.addColumn(column, 'text');
  await about.execute();

  let home = withId(db, db.schema.createTable('home_settings'), 'homeSettingsId').addColumn('languageId', 'integer', (c) => c.notNull().unique());
  for (const column of HOME_TEXT) home = home.addColumn(column, 'text');
  for (const column of HOME_NUMBERS) home = home.addColumn(column, DOUBLE);
  await home.execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['home_settings', 'about_settings']) await db.schema.dropTable(table).execute();
}
