import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('links'), 'linkId')
    .addColumn('urlTableId', 'integer', (c) => c.notNull().references('url_tables.urlTableId').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('links_language').on('links').column('languageId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('links').execute();
}
