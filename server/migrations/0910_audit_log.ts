import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/** Who changed which record, when, and how: one row per written record, kept with the data. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'), 'auditId')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('userId', 'integer')
    .addColumn('username', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('recordType', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('languageId', 'integer')
    .addColumn('dataType', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_record').on('audit_log').columns(['recordType', 'recordId', 'auditId']).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_user').on('audit_log').columns(['userId', 'auditId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
