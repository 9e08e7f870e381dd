import type { Kysely } from 'kysely';

/**
 * What a restore brought back (issue 28): an entry written by a save that restored an earlier version of its record,
 * or undid one change, names that entry ({ kind, auditId, at }, JSON), so the history can say "Restored the version of …".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('restores', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('restores').execute();
}
