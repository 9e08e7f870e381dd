export type Delimiter = ',' | ';' | '\t';
const DELIMITERS: Delimiter[] = [',', ';', '\t'];

/**
 * The delimiter of a CSV text, from its header line: the one of `,` `;` and tab that occurs most often outside quotes
 * (a German spreadsheet saves with `;`, since `,` is its decimal sign). A header of one column has none: `,`.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as Delimiter)) counts.set(char as Delimiter, counts.get(char as Delimiter)! + 1);
  }
  let best: Delimiter = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}
