import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The translation memory (docs/translations.md, "Translation memory"), derived from the records and kept current by
 * server/translation-memory/. Its texts are stored once (`translation_memory_texts`: an English text under the digest
 * of its normalised form, the key of the exact lookup; a translation under the digest of itself), so the shared
 * phrasing of thousands of records costs one row each; `translation_memory` holds one row per pair of a version: where
 * it comes from (entity, record, its English record, field, language, whole field or sentence, when it was saved) and
 * its two texts. `translation_memory_builds` says which version of the builder filled it, so a server whose builder
 * changed builds it again at start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('translation_memory_texts'), 'textId')
    .addColumn('textKey', 'text', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('translation_memory'), 'pairId')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('englishId', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sourceId', 'integer', (c) => c.notNull())
    .addColumn('targetId', 'integer', (c) => c.notNull())
    .addColumn('savedAt', 'bigint')
    .execute();
  // A suggestion reads the distinct translations of a text from this index alone, then each one's newest pair.
  await db.schema.createIndex('translation_memory_source').on('translation_memory').columns(['sourceId', 'languageId', 'targetId', 'savedAt']).execute();
  // By id alone (the entity is checked on the row): an index without the entity's name is half the size.
  await db.schema.createIndex('translation_memory_family').on('translation_memory').column('englishId').execute();
  await db.schema.createIndex('translation_memory_record').on('translation_memory').column('recordId').execute();
  await db.schema
    .createTable('translation_memory_builds')
    .addColumn('builder', 'integer', (c) => c.notNull())
    .addColumn('builtAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_memory_builds').execute();
  await db.schema.dropTable('translation_memory').execute();
  await db.schema.dropTable('translation_memory_texts').execute();
}
