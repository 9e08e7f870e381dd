import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('tool_items'), 'toolsItemId')
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('itemTitle', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('featuredImage', 'text')
    // A route may be deleted by its own screen; the tile then simply has no link.
    .addColumn('urlTableId', 'integer', (c) => c.references('url_tables.urlTableId').onDelete('set null'))
    .execute();
  await db.schema.createIndex('tool_items_language').on('tool_items').column('languageId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tool_items').execute();
}
