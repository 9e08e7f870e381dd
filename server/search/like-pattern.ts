import { searchFold } from '../../shared/search-families';

/** The escape character of the search's LIKE patterns: the same on SQLite and PostgreSQL. */
export const LIKE_ESCAPE = '!';

/**
 * The LIKE pattern that finds the typed text anywhere in a column read through lower(): the text folded to lower
 * case, its wildcards (% and _) and the escape character escaped so they match themselves, and every letter outside
 * ASCII a one-character wildcard, since lower() of either database may leave it as stored (SQLite folds ASCII only,
 * PostgreSQL as its locale says). So the pattern finds every title that holds the text and a few more; the caller
 * keeps those that `holdsText` confirms.
 */
export function containsPattern(typed: string): string {
  let pattern = '';
  for (const char of searchFold(typed)) {
    if (char === LIKE_ESCAPE || char === '%' || char === '_') pattern += LIKE_ESCAPE + char;
    else if (char.charCodeAt(0) > 0x7f) pattern += '_';
    else pattern += char;
  }
  return `%${pattern}%`;
}
