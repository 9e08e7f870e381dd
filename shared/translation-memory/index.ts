/** The translation memory's text rules, shared by the server and the editor (docs/translations.md, "Translation memory"). */
export type { MemorySuggestion, MemorySuggestionsAnswer, MemoryPrefillAnswer, MemoryCheck } from './answers';
export { plainText, looksLikeHtml } from './html-text';
export { splitSentences, sentenceRanges } from './sentences';
export { sentencesOf, type Sentence } from './fragments';
export { normalise, wordsOf } from './normalise';
export { score, lengthsCanMatch, compareSuggestions, FUZZY_THRESHOLD } from './score';
