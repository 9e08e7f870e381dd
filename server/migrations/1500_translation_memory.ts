import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The translation memory (docs/translations.md, "Translation memory"): one row per pair of an English text (a whole
 * short field, or one sentence) and its translation in a version of the record, derived from the records and kept
 * current by server/translation-memory/. `sourceKey` is a short digest of the normalised English: the exact lookup
 * reads a small index instead of one over whole sentences. `translation_memory_builds` says which version of the
 * builder filled it, so a server whose builder changed rebuilds it at start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('translation_memory'), 'pairId')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('englishId', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('normalised', 'text', (c) => c.notNull())
    .addColumn('sourceKey', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('savedAt', 'text')
    .execute();
  await db.schema.createIndex('translation_memory_exact').on('translation_memory').columns(['sourceKey', 'languageId']).execute();
  await db.schema.createIndex('translation_memory_family').on('translation_memory').columns(['entity', 'englishId']).execute();
  await db.schema.createIndex('translation_memory_record').on('translation_memory').columns(['entity', 'recordId']).execute();
  await db.schema
    .createTable('translation_memory_builds')
    .addColumn('builder', 'integer', (c) => c.notNull())
    .addColumn('builtAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_memory_builds').execute();
  await db.schema.dropTable('translation_memory').execute();
}
