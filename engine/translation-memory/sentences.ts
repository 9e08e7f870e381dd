/** A sentence of a text, by where it stands in it. */
export interface Span {
  start: number;
  end: number;
}

// A sentence ends at . ! ? (closing quotes and brackets kept with it) before a space and a capital, digit or quote, or
// at a line's end (a rich text's block). "1.5" or "e.g. a loan" stay whole: no space, or no capital follows.
const BOUNDARY = /([.!?…]["'”’)\]]*)\s+(?=["'“„(\[]?[\p{Lu}\d])|\n+/gu;

/** Where each sentence of a plain text stands (blank stretches are no sentence). */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (trimmed) spans.push({ start: start + lead, end: start + lead + trimmed.length });
  };
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index! + (match[1]?.length ?? 0);
    push(end);
    start = match.index! + match[0].length;
  }
  push(text.length);
  return spans;
}

/** The sentence that holds a position (the one just before it when it stands between two). */
export function sentenceAt(spans: Span[], offset: number): number {
  if (!spans.length) return -1;
  const index = spans.findIndex((span) => offset <= span.end);
  return index === -1 ? spans.length - 1 : index;
}
