import { createContext, useContext } from 'react';
import type { MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import type { DataProvider } from '../data/provider';

/**
 * What a form in another language than English gives its fields' translation-memory suggestions (issue 33 item 2):
 * where the record stands, its English values (read when first asked, or the comparison's when it is on), and
 * inserting a suggestion as an ordinary change of the form. Everything else lives in the lazily loaded panel.
 */
export interface SuggestionsHost {
  provider: DataProvider;
  /** The language being written. */
  languageId: number;
  /** The record's type as its calls name it, and its id (null for a per-language settings record). */
  entity: string;
  recordId: number | null;
  /** The English values shown beside the fields while "Compare with English" is on, else null. */
  comparing: Record<string, unknown> | null;
  /** The English record's values, read once when a field first asks (null when there is no English version). */
  english(): Promise<Record<string, unknown> | null>;
  /** The form's value of a field now. */
  valueOf(name: string): unknown;
  /** Why a suggestion cannot be put into a field (a reader, a read-only field); null when it can. */
  whyNot(name: string): string | null;
  /** Puts a value into a field as typing would: held keys first, then the form's change (guarded, unsaved until saved). */
  insert(name: string, value: string): void;
  /** Answers per field and English text, for the form's life: a field asks once for a text. */
  answers: Map<string, Promise<MemorySuggestionsAnswer>>;
}

export const MemorySuggestionsHost = createContext<SuggestionsHost | null>(null);

export const useSuggestionsHost = () => useContext(MemorySuggestionsHost);
