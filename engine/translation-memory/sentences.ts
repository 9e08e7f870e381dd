import { sentenceRanges } from '../../shared/translation-memory/sentences';

/** A sentence of a text, by where it stands in it. */
export interface Span {
  start: number;
  end: number;
}

/** Where each sentence of a plain text stands, split as the memory splits the English (shared/translation-memory). */
export function sentenceSpans(text: string): Span[] {
  return sentenceRanges(text).map(([start, end]) => ({ start, end }));
}

/**
 * The sentence a position is in: the one it ends, or else the next one; past the last sentence's end (after a space
 * typed there) the sentence not written yet, one past the last.
 */
export function sentenceAt(spans: Span[], offset: number): number {
  const index = spans.findIndex((span) => offset <= span.end);
  return index === -1 ? spans.length : index;
}
