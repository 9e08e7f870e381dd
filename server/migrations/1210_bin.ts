import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The bin (docs/server.md, "The bin"): one row per deleted record, holding the record and every row of its
 * family that went with it as they were (`snapshot`, JSON), so that a restore brings back exactly what was
 * deleted, with the same ids. A row leaves the bin when it is restored, deleted for good or 30 days old.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('bin_entries'), 'binEntryId')
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('languageId', 'integer')
    .addColumn('dataType', 'text', (c) => c.notNull())
    .addColumn('deletedBy', 'integer')
    .addColumn('deletedByName', 'text')
    .addColumn('deletedAt', 'text', (c) => c.notNull())
    .addColumn('childrenCount', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bin_entries_deleted').on('bin_entries').column('deletedAt').execute();
  await db.schema.createIndex('bin_entries_record').on('bin_entries').columns(['family', 'recordId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bin_entries').execute();
}
