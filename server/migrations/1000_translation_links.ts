import type { Kysely } from 'kysely';

/**
 * Explicit translation links: a record in another language names its English record, for types
 * whose records have no parent and no linked route (docs/translations.md). One link per record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('translation_links')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('englishId', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_links_pk', ['entity', 'recordId'])
    .execute();
  // The family of an English record, and at most one version per language in it.
  await db.schema.createIndex('translation_links_family').on('translation_links').columns(['entity', 'englishId', 'languageId']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_links').execute();
}
