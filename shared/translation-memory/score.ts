import { distance } from 'fastest-levenshtein';
import type { MemorySuggestion } from './answers';

/** The lowest fuzzy score the memory offers (Weblate's threshold). */
export const FUZZY_THRESHOLD = 75;
/** The highest score a match that is not exact can have: 100 means the same text. */
const BEST_FUZZY = 99;

/**
 * How alike two normalised texts are, 0–100 (docs/translations.md, "Translation memory"): 100 when they are equal,
 * else 100 × (1 − Levenshtein distance ÷ the longer text's length), rounded down and at most 99.
 */
export function score(a: string, b: string): number {
  if (a === b) return 100;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 100;
  return Math.min(BEST_FUZZY, Math.floor(100 * (1 - distance(a, b) / longer)));
}

/**
 * Whether two texts of these lengths can score at least `threshold` at all: the distance is at least the
 * difference of their lengths, so a longer text more than a quarter longer cannot reach 75.
 */
export function lengthsCanMatch(a: number, b: number, threshold = FUZZY_THRESHOLD): boolean {
  const longer = Math.max(a, b);
  return longer === 0 || Math.abs(a - b) <= Math.floor((longer * (100 - threshold)) / 100);
}

/** The order of suggestions: exact first, then by score, the same entity and field above another, newer above older. */
export function compareSuggestions(a: MemorySuggestion, b: MemorySuggestion): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    b.score - a.score ||
    Number(b.sameContext) - Number(a.sameContext) ||
    (b.savedAt ?? '').localeCompare(a.savedAt ?? '') ||
    a.recordId - b.recordId
  );
}
