import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

const TEXT = [
  'serpTitle', 'serpDescription', 'title', 'subtitle', 'platform', 'pageSettingsSubtitle', 'ratingMethodology', 'editorialNote',
] as const;

/** Page settings of the academy, bonus, news, reviews, blog and tools pages: one per language and dataTypeId. */
export async function up(db: Kysely<any>): Promise<void> {
  let table = withId(db, db.schema.createTable('pages_settings'), 'pagesSettingsId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('dataTypeId', 'integer', (c) => c.notNull())
    .addColumn('serpId', 'integer');
  for (const column of TEXT) table = table.addColumn(column, 'text');
  await table.execute();
  await db.schema.createIndex('pages_settings_slot').on('pages_settings').columns(['languageId', 'dataTypeId']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pages_settings').execute();
}
