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

/** The sentence that holds a position (the one just before it when it stands between two). */
export function sentenceAt(spans: Span[], offset: number): number {
  if (!spans.length) return -1;
  const index = spans.findIndex((span) => offset <= span.end);
  return index === -1 ? spans.length - 1 : index;
}
