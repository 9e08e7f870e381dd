/**
 * Sentence splitting of the memory (docs/translations.md, "Translation memory"). A sentence ends at a line break, or
 * at ".", "!", "?" or "…" followed by a space and then a capital letter, a digit or an opening quote or bracket. A
 * full stop does not end a sentence after a known abbreviation ("e.g.", "z.B.", "Dr.", "ca."), after a single letter
 * (an initial) or inside a number ("12.5%", "1.000"), so numbers stay whole.
 */

/** Abbreviations of the site's languages, lower case, without their last full stop. */
const ABBREVIATIONS = new Set([
  // English
  'e.g', 'i.e', 'etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'prof', 'st', 'no', 'nos', 'approx', 'incl', 'excl', 'min', 'max', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'inc', 'ltd', 'co', 'corp', 'p.a', 'a.m', 'p.m', 'cf', 'fig', 'resp', 'esp',
  // German
  'z.b', 'd.h', 'u.a', 'usw', 'bzw', 'ca', 'inkl', 'zzgl', 'ggf', 'evtl', 'nr', 'bspw', 'vgl', 'sog', 'u.u', 'z.t', 'mio', 'mrd', 'str', 'abs',
  // Spanish, French, Dutch
  'p.ej', 'sr', 'sra', 'núm', 'pág', 'env', 'cf', 'mme', 'mlle', 'j.-c', 'bv', 'o.a', 'i.p.v', 'bijv', 'm.a.w', 'enz', 'nl',
]);

/** What follows a day's number in a German or Dutch date ("1. Januar"), or a lower-case word ("3. und"). */
const ORDINAL_FOLLOWERS = /^(?:\p{Ll}|(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|Quartal|Jahrhundert)\b)/u;

/** The word ending at a full stop, with any inner full stops ("z.B"), lower case. */
function wordBefore(text: string, stop: number): string {
  let start = stop;
  while (start > 0 && /[\p{L}\p{N}.\-]/u.test(text[start - 1])) start--;
  return text.slice(start, stop).replace(/^\.+/, '').toLowerCase();
}

function endsSentence(text: string, stop: number, next: number): boolean {
  const mark = text[stop];
  if (mark !== '.') return true;
  const word = wordBefore(text, stop);
  if (!word) return true;
  if (ABBREVIATIONS.has(word)) return false;
  // An initial ("J. Smith") or an ordinal date in German ("1. Januar") is not a sentence's end.
  if (/^\p{L}$/u.test(word)) return false;
  if (/^\d{1,2}$/.test(word) && ORDINAL_FOLLOWERS.test(text.slice(next))) return false;
  return true;
}

/** The [start, end) ranges of the sentences of a plain text, each trimmed; empty ones left out. */
export function sentenceRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  const push = (end: number) => {
    let a = start;
    let b = end;
    while (a < b && /\s/.test(text[a])) a++;
    while (b > a && /\s/.test(text[b - 1])) b--;
    if (b > a) ranges.push([a, b]);
  };
  // A run of end marks, closing quotes or brackets, then white space and the start of the next sentence.
  const boundary = /([.!?…]+)(["'”’»)\]]*)(\s+)(?=["'“‘„«(\[¿¡]?[\p{Lu}\p{N}])|\n/gu;
  for (const match of text.matchAll(boundary)) {
    const at = match.index!;
    if (match[0] === '\n') {
      push(at);
      start = at + 1;
      continue;
    }
    const stop = at + match[1].length - 1;
    const next = at + match[0].length;
    if (!endsSentence(text, stop, next)) continue;
    push(at + match[1].length + match[2].length);
    start = next;
  }
  push(text.length);
  return ranges;
}

/** The sentences of a plain text. */
export function splitSentences(text: string): string[] {
  return sentenceRanges(text).map(([a, b]) => text.slice(a, b));
}
