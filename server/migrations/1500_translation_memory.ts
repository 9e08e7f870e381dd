import type { Kysely } from 'kysely';
import { withId } from '../db/columns';

/**
 * The translation memory (docs/translations.md, "Translation memory"), derived from the records and kept current by
 * server/translation-memory/. Its texts are stored once (`translation_memory_texts`: an English text under the digest
 * of its normalised form, the key of the exact lookup; a translation under the digest of itself), so the shared
 * phrasing of thousands of records costs one row each; `translation_memory_places` names each entity, field and kind
 * (whole field or sentence) once; `translation_memory` holds one row per pair of a version: its place, record, English
 * record, language, its two texts and when the version was saved. `translation_memory_builds` says which version of the builder filled it, so a server whose builder
 * changed builds it again at start.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('translation_memory_texts'), 'textId')
    .addColumn('textKey', 'text', (c) => c.notNull().unique())
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('translation_memory_places'), 'placeId')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addUniqueConstraint('translation_memory_places_unique', ['entity', 'field', 'kind'])
    .execute();
  await withId(db, db.schema.createTable('translation_memory'), 'pairId')
    .addColumn('placeId', 'integer', (c) => c.notNull())
    .addColumn('recordId', 'integer', (c) => c.notNull())
    .addColumn('englishId', 'integer', (c) => c.notNull())
    .addColumn('languageId', 'integer', (c) => c.notNull())
    .addColumn('sourceId', 'integer', (c) => c.notNull())
    .addColumn('targetId', 'integer', (c) => c.notNull())
    .addColumn('savedAt', 'bigint')
    .execute();
  // A suggestion reads the distinct translations of a text from this index alone, then each one's newest pair.
  await db.schema.createIndex('translation_memory_source').on('translation_memory').columns(['sourceId', 'languageId', 'targetId', 'savedAt']).execute();
  // A family's pairs by its English record (the entity is checked on the row). Where a version was before it moved
  // is kept in the server's memory (server/translation-memory/record-families.ts), not in a second index.
  await db.schema.createIndex('translation_memory_family').on('translation_memory').column('englishId').execute();
  // A review's family by its parent: the memory builds one family again after each save.
  await db.schema.createIndex('reviews_parent').on('reviews').column('parentReviewId').execute();
  await db.schema
    .createTable('translation_memory_builds')
    .addColumn('builder', 'integer', (c) => c.notNull())
    .addColumn('builtAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translation_memory_builds').execute();
  await db.schema.dropIndex('reviews_parent').execute();
  await db.schema.dropTable('translation_memory').execute();
  await db.schema.dropTable('translation_memory_texts').execute();
  await db.schema.dropTable('translation_memory_places').execute();
}
