import type { Kysely } from 'kysely';

/**
 * Published versions of the screens (docs/server.md, "Screen versions"): each publish or revert of a screen is a
 * row, never changed afterwards. `descriptor` is the change as published (null: back to the shipped file) and
 * `shippedThen` the shipped file it was made over, so a newer release's file can be merged beneath it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screen_versions')
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('revertedTo', 'integer')
    .addColumn('descriptor', 'text')
    .addColumn('shippedThen', 'text')
    .addColumn('userId', 'integer')
    .addColumn('userName', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  // Two publishes over one version: the second to commit finds its version taken.
  await db.schema.createIndex('screen_versions_screen_version').on('screen_versions').columns(['screen', 'version']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('screen_versions').execute();
}
