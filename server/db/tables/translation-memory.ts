import type { Generated } from 'kysely';

/** One pair of the translation memory (migration 1500): an English text and its translation in a version of the record. */
export interface TranslationMemoryTable {
  pairId: Generated<number>;
  /** The entity as the API names it (Review, Academy…; server/translations/entities.ts). */
  entity: string;
  /** The translated record (the version in languageId) and its English record. */
  recordId: number;
  englishId: number;
  field: string;
  /** The translation's language (never 1, English). */
  languageId: number;
  /** `whole`: the field's whole text (a short one); `sentence`: one sentence of it. */
  kind: 'whole' | 'sentence';
  /** The English text and the translation (translation_memory_texts). */
  sourceId: number;
  targetId: number;
  /** When the translated record was last saved (milliseconds since 1970: a number is a third of an ISO text's size), if known. */
  savedAt: number | null;
}

/**
 * A text of the memory, stored once however many pairs hold it. An English text's key is the digest of its
 * normalised form (the exact lookup), a translation's the digest of itself (server/translation-memory/pairs.ts).
 */
export interface TranslationMemoryTextTable {
  textId: Generated<number>;
  textKey: string;
  /** An English text as first written (plain), or a translation as stored (plain, or an HTML fragment). */
  text: string;
}

/** Which version of the builder filled the memory (server/translation-memory/builder.ts). */
export interface TranslationMemoryBuildTable {
  builder: number;
  builtAt: string;
}

declare module '../schema' {
  interface Database {
    translation_memory: TranslationMemoryTable;
    translation_memory_texts: TranslationMemoryTextTable;
    translation_memory_builds: TranslationMemoryBuildTable;
  }
}
