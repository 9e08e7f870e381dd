import { createContext, useContext } from 'react';
import type { DataProvider } from '../data/provider';

/**
 * What a form of a record in another language than English gives its fields' translation-memory suggestions
 * (issue 33 item 2): where the record stands, its English values, and inserting a suggestion as an ordinary change of
 * the form. Everything else (the calls, the diffs, the panel) lives with the lazily loaded suggestions.
 */
export interface SuggestionsHost {
  provider: DataProvider;
  /** The language being written. */
  languageId: number;
  /** The record's type as its calls name it (Review), and its id (null for a per-language settings record). */
  entity: string;
  recordId: number | null;
  /** The English values shown beside the fields while "Compare with English" is on, else null. */
  comparing: Record<string, unknown> | null;
  /** The English record's values, read when first asked, once for the record (null when it has no English version). */
  english(): Promise<Record<string, unknown> | null>;
  /** The form's value of a field now. */
  valueOf(name: string): unknown;
  /** Why a suggestion cannot go into a field (a reader; a computed, hidden or read-only field); null when it can. */
  whyNot(name: string): string | null;
  /**
   * Puts a value into a field as typing would, as "Copy from English" does: keys typed and still held go in first
   * (they would otherwise land after the suggestion and overwrite it), then the form's change, the editor's own: the
   * leave guard and "Unsaved changes" know, and Save sends it.
   */
  insert(name: string, value: string): void;
  /** The answers per field and text, kept for the record: a field asks once for a text. */
  kept: Map<string, Promise<unknown>>;
}

export const MemorySuggestionsHost = createContext<SuggestionsHost | null>(null);

export const useSuggestionsHost = () => useContext(MemorySuggestionsHost);
