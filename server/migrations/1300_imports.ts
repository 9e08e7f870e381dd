import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The history of imports (docs/server.md, "Imports"): one row per file written, naming the family, who and when,
 * what it did, and each record it created or changed with what it held before (`changes`, JSON), so the import is
 * undone as a whole. Each record's own writes are in audit_log as any save's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('imports'), 'importId')
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('dataType', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('username', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('updated', 'integer', (c) => c.notNull())
    .addColumn('unchanged', 'integer', (c) => c.notNull())
    .addColumn('leftOut', 'integer', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('undoneAt', 'text')
    .addColumn('undoneBy', 'text')
    .execute();
  await db.schema.createIndex('imports_family').on('imports').columns(['family', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('imports').execute();
}
