import type { Kysely } from 'kysely';

/**
 * The fields a translation memory filled in a new version and nobody has edited or confirmed since ("from memory:
 * check", docs/translations.md "Pre-filling"): one row per record and field, with the value the memory put there, so
 * a save that changes it ends the check and readiness warns while it lasts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('memory_checks')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('memory_checks_pk', ['entity', 'recordId', 'field'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('memory_checks').execute();
}
