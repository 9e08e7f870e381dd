import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The history of bulk changes (docs/server.md, "Bulk changes"): one row per change applied to a list's records,
 * naming the family, who and when, what it did (`set` a field to a value, or `delete` into the bin), and each record
 * written with what it held before and its version after, or the bin entry holding it (`changes`, JSON), so the
 * change is undone as a whole. Each record's own write is in audit_log as
 * any save's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('bulk_changes'), 'bulkId')
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('dataType', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('username', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('written', 'integer', (c) => c.notNull())
    .addColumn('refused', 'integer', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('undoneAt', 'text')
    .addColumn('undoneBy', 'text')
    .execute();
  await db.schema.createIndex('bulk_changes_family').on('bulk_changes').columns(['family', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_changes').execute();
}
