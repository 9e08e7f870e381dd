import type { MemorySuggestionsAnswer } from '../../shared/translation-memory/answers';
import type { DataProvider } from './provider';

/** What the editor asks the memory about one field: its English text in the language being written, from where. */
export interface SuggestionsQuery {
  languageId: number;
  /** Plain text, at most MEMORY_TEXT_LIMIT characters. */
  text: string;
  /** The record's type as its calls name it (Review) and the field: matches from the same place rank first. */
  entity?: string;
  field?: string;
  /** The record being edited: its own stored text is no suggestion. */
  exclude?: number;
  limit?: number;
}

/** The longest text the suggestions call takes (server/translation-memory). */
export const MEMORY_TEXT_LIMIT = 4000;

const PATH = '/TranslationMemory/suggestions';

/**
 * GET /TranslationMemory/suggestions: the remembered translations of a text and, for several sentences, of each. The
 * memory takes as a context only the record types it pairs (the translation families); a record of another type (a
 * route, a per-language settings record) is refused as one (400), and is then asked about without its place: its
 * text still finds the memory's matches, ranked without a context.
 */
export async function memorySuggestions(provider: DataProvider, query: SuggestionsQuery): Promise<MemorySuggestionsAnswer> {
  try {
    return await provider.get<MemorySuggestionsAnswer>(PATH, { ...query });
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status !== 400) throw error;
    const { entity: _entity, field: _field, exclude: _exclude, ...withoutPlace } = query;
    return provider.get<MemorySuggestionsAnswer>(PATH, withoutPlace);
  }
}
