import type { Kysely } from 'kysely';

/**
 * Attempts whose password is being checked, per key: parallel attempts wait for them instead of
 * being refused or counted as failures. `pendingAt` (milliseconds since 1970) is the latest one's
 * start; reservations older than a password check can take are left by a stopped instance and ignored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_throttle').addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('sign_in_throttle').addColumn('pendingAt', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sign_in_throttle').dropColumn('pendingAt').execute();
  await db.schema.alterTable('sign_in_throttle').dropColumn('pending').execute();
}
