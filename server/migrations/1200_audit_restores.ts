import type { Kysely } from 'kysely';

/**
 * What a restore brought back (issue 28): an entry written by a save that restored the version before a change,
 * or undid one change, names the entry of that change ({ kind, auditId, at }, JSON), so the history can say "Restored the version of …".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('restores', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('restores').execute();
}
