/**
 * The form in which the memory compares texts (docs/translations.md, "Translation memory"): case, white space and
 * punctuation do not count (an apostrophe inside a word is dropped: "isn't" is "isnt"); words, names and numbers do. A decimal or thousands separator between digits stays a
 * separator ("12.5" and "12,5" are the same number, "125" is another). Symbols that carry meaning (%, €) stay.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(\d)[.,](?=\d)/g, '$1\u0001')
    .replace(/(\p{L})['’](?=\p{L})/gu, '$1')
    .replace(/[^\P{P}%‰]+/gu, ' ')
    .replace(/\u0001/g, '.')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a normalised text, for finding candidates (numbers included). */
export function wordsOf(normalised: string): string[] {
  return normalised ? normalised.split(' ') : [];
}
