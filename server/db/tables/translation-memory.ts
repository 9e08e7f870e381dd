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
  /** The English text as written (plain), its normalised form and that form's digest (the exact lookup's key). */
  source: string;
  normalised: string;
  sourceKey: string;
  /** The translation: plain text, or an HTML fragment where the field is rich text and its sentences line up. A whole pair holds the field's value as stored. */
  target: string;
  /** When the translated record was last saved (ISO), if known. */
  savedAt: string | null;
}

/** Which version of the builder filled the memory (server/translation-memory/builder.ts). */
export interface TranslationMemoryBuildTable {
  builder: number;
  builtAt: string;
}

declare module '../schema' {
  interface Database {
    translation_memory: TranslationMemoryTable;
    translation_memory_builds: TranslationMemoryBuildTable;
  }
}
