import type { MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import type { DataProvider } from './provider';

/** What the editor asks the memory about one field: its English text in the language being written, from where. */
export interface SuggestionsQuery {
  languageId: number;
  /** Plain text, at most MEMORY_TEXT_LIMIT characters. */
  text: string;
  /** The record's type as its calls name it (Review) and the field: matches from the same place rank first. */
  entity: string;
  field: string;
  /** The record being edited: its own stored text is no suggestion. */
  exclude?: number;
  limit?: number;
}

/** The longest text the suggestions call takes (server/translation-memory). */
export const MEMORY_TEXT_LIMIT = 4000;

/** GET /TranslationMemory/suggestions: the remembered translations of a text and, for several sentences, of each. */
export function memorySuggestions(provider: DataProvider, query: SuggestionsQuery): Promise<MemorySuggestionsAnswer> {
  return provider.get<MemorySuggestionsAnswer>('/TranslationMemory/suggestions', { ...query });
}
