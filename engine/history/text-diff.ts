import { runDiff, type DiffPart } from './run-diff';

export type { DiffPart } from './run-diff';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Rich text as the words a reader sees: tags gone, blocks and line breaks as spaces, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|h[1-6]|li|ul|ol|div|br|hr|tr|td|th|table|blockquote|section|figure|img)\b[^>]*>/gi, ' ')
    // Inline tags (bold, links) sit inside words and sentences: "<strong>2016</strong>." reads "2016."
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const number = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(number) ? String.fromCodePoint(number) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a value reads as HTML (a rich-text field's value), so that its change is shown as a text diff. */
export const looksLikeHtml = (value: unknown): boolean => typeof value === 'string' && /<\/?(p|h[1-6]|strong|em|b|i|a|ul|ol|li|br|div|span)\b[^>]*>/i.test(value);

/** Beyond this many changed words on each side a diff is shown as the old words removed and the new added. */
const MIDDLE_LIMIT = 600;

const words = (text: string) => (text ? text.split(' ') : []);

/** Adjacent words of one kind joined into one part. */
function joined(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  for (const part of parts) {
    const last = result[result.length - 1];
    if (last && last.op === part.op) last.text = `${last.text} ${part.text}`;
    else result.push({ ...part });
  }
  return result;
}

/** The middle of two texts compared word by word, unless it is too long to be worth it. */
function middleDiff(a: string[], b: string[]): DiffPart[] {
  if (a.length > MIDDLE_LIMIT || b.length > MIDDLE_LIMIT) return [...a.map((text) => ({ op: 'removed' as const, text })), ...b.map((text) => ({ op: 'added' as const, text }))];
  return runDiff(a, b);
}

/** A word diff of two plain texts: the common beginning and end kept, the middle compared word by word. */
export function wordDiff(oldText: string, newText: string): DiffPart[] {
  const [a, b] = [words(oldText), words(newText)];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const parts: DiffPart[] = [
    ...a.slice(0, start).map((text) => ({ op: 'same' as const, text })),
    ...middleDiff(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...a.slice(a.length - end).map((text) => ({ op: 'same' as const, text })),
  ];
  return joined(parts);
}

/** Unchanged words kept around each change; longer unchanged runs are cut to "…". */
const CONTEXT_WORDS = 8;

/** A diff with long unchanged runs shortened to their ends, so that the change reads in a line or two. */
export function shortenedDiff(parts: DiffPart[]): DiffPart[] {
  return parts.map((part, index) => {
    if (part.op !== 'same') return part;
    const list = words(part.text);
    const [first, last] = [index === 0, index === parts.length - 1];
    if (list.length <= CONTEXT_WORDS * (first || last ? 1 : 2)) return part;
    if (first) return { op: 'same', text: `… ${list.slice(-CONTEXT_WORDS).join(' ')}` };
    if (last) return { op: 'same', text: `${list.slice(0, CONTEXT_WORDS).join(' ')} …` };
    return { op: 'same', text: `${list.slice(0, CONTEXT_WORDS).join(' ')} … ${list.slice(-CONTEXT_WORDS).join(' ')}` };
  });
}
