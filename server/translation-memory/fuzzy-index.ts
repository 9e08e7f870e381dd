import { lengthsCanMatch, normalise, score, wordsOf, FUZZY_THRESHOLD } from '../../shared/translation-memory';
import type { RememberedText } from '../repositories/translation-memory';

/** A word held by more texts than this only ranks candidates other words found (a stop word finds too many). */
const COMMON_WORD = 2000;
/** How many candidates, by shared words, are scored. */
const SCORED = 80;
/** Longer texts are only matched exactly: comparing them character by character costs more than a suggestion may. */
export const FUZZY_LENGTH_LIMIT = 1000;

interface LanguageTexts {
  /** How many pairs hold each normalised English text. */
  counts: Map<string, number>;
  /** The texts holding each word. */
  byWord: Map<string, Set<string>>;
}

/**
 * The remembered English texts of each language in the server's memory, to find fuzzy candidates without reading
 * the table: texts sharing words with the one asked about, within the length a 75 score allows, scored with
 * Levenshtein (docs/translations.md, "Translation memory"). Kept in step with the table by the memory's writes.
 */
export class FuzzyIndex {
  private readonly languages = new Map<number, LanguageTexts>();

  private language(languageId: number): LanguageTexts {
    let found = this.languages.get(languageId);
    if (!found) this.languages.set(languageId, (found = { counts: new Map(), byWord: new Map() }));
    return found;
  }

  clear(): void {
    this.languages.clear();
  }

  /** Adds texts as stored (normalised here) or normalised already, each held by `count` pairs. */
  add(texts: (RememberedText | { languageId: number; normalised: string; count?: number })[]): void {
    for (const text of texts) {
      const normalised = 'normalised' in text ? text.normalised : normalise(text.text);
      const language = this.language(text.languageId);
      const count = language.counts.get(normalised) ?? 0;
      language.counts.set(normalised, count + (text.count ?? 1));
      if (count > 0) continue;
      for (const word of new Set(wordsOf(normalised))) {
        let holders = language.byWord.get(word);
        if (!holders) language.byWord.set(word, (holders = new Set()));
        holders.add(normalised);
      }
    }
  }

  remove(texts: RememberedText[]): void {
    for (const text of texts) {
      const normalised = normalise(text.text);
      const language = this.languages.get(text.languageId);
      const count = language?.counts.get(normalised);
      if (!language || !count) continue;
      if (count > text.count) {
        language.counts.set(normalised, count - text.count);
        continue;
      }
      language.counts.delete(normalised);
      for (const word of new Set(wordsOf(normalised))) {
        const holders = language.byWord.get(word);
        holders?.delete(normalised);
        if (holders && !holders.size) language.byWord.delete(word);
      }
    }
  }

  /** How many distinct texts the index holds (all languages). */
  get size(): number {
    let size = 0;
    for (const language of this.languages.values()) size += language.counts.size;
    return size;
  }

  /** The remembered texts of a language that score at least the threshold against this one (not itself), best first. */
  fuzzy(languageId: number, normalised: string, limit: number): { normalised: string; score: number }[] {
    const language = this.languages.get(languageId);
    if (!language || !normalised || normalised.length > FUZZY_LENGTH_LIMIT) return [];
    const words = [...new Set(wordsOf(normalised))]
      .map((word) => ({ word, holders: language.byWord.get(word) }))
      .filter((w): w is { word: string; holders: Set<string> } => !!w.holders)
      .sort((a, b) => a.holders.size - b.holders.size);
    const shared = new Map<string, number>();
    for (const { holders } of words) {
      if (holders.size > COMMON_WORD && shared.size) {
        for (const text of shared.keys()) if (holders.has(text)) shared.set(text, shared.get(text)! + 1);
        continue;
      }
      for (const text of holders) if (text !== normalised && lengthsCanMatch(text.length, normalised.length)) shared.set(text, (shared.get(text) ?? 0) + 1);
    }
    const candidates = [...shared].sort((a, b) => b[1] - a[1]).slice(0, SCORED);
    return candidates
      .map(([text]) => ({ normalised: text, score: score(text, normalised) }))
      .filter((c) => c.score >= FUZZY_THRESHOLD)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
