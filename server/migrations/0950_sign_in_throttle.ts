import type { Kysely } from 'kysely';

/**
 * Failed sign-ins per account and address and per address, in the database: a restart does not
 * let an attacker start over, and every instance on one database counts the same failures.
 * Times are milliseconds since 1970 (compared as numbers, on both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('lastFailureAt', 'bigint', (c) => c.notNull())
    .addColumn('blockedUntil', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_throttle').execute();
}
