/**
 * What the translation memory's calls answer (server/translation-memory/, docs/translations.md "Translation memory"):
 * the shapes the editor's suggestions, the Add dialog's pre-filling and readiness share with the server.
 */

/** One remembered pair that matches a text: its English, its translation, how well it matches and where it comes from. */
export interface MemorySuggestion {
  /** The remembered English text (a sentence, or a whole short field). */
  source: string;
  /** Its translation as stored: plain text, or an HTML fragment where the field is rich text and the sentence's markup could be kept. */
  target: string;
  /** 100 for an exact match (the same text once normalised), else the fuzzy score, at least 75. */
  score: number;
  exact: boolean;
  /** Where the pair comes from: the translated record (its entity, as /api/{entity}/…, id, name and language), its field, when it was saved. */
  entity: string;
  recordId: number;
  recordName: string;
  languageId: number;
  field: string;
  savedAt: string | null;
  /** The same entity and field as the text asked about: ranked above a match from another context at equal score. */
  sameContext: boolean;
}

/** GET /api/TranslationMemory/suggestions: the matches of the whole text and, for a text of several sentences, of each sentence. */
export interface MemorySuggestionsAnswer {
  matches: MemorySuggestion[];
  sentences: { text: string; matches: MemorySuggestion[] }[];
}

/** GET /api/TranslationMemory/prefill: the fields of a new version whose English text the memory knows exactly. */
export interface MemoryPrefillAnswer {
  fields: Record<string, { value: string; from: Pick<MemorySuggestion, 'entity' | 'recordId' | 'recordName' | 'field'> }>;
}

/** A field filled from the memory and not yet edited or confirmed ("from memory: check"): readiness warns about it. */
export interface MemoryCheck {
  entity: string;
  recordId: number;
  field: string;
  /** The value the memory put there: an edit that changes it ends the check. */
  value: string;
  at: string;
}
