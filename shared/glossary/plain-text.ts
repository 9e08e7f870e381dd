/**
 * The text of a field as a reader sees it, for the glossary's check: a rich text's HTML loses its tags and its
 * character references are read, so positions count the characters of what is shown. Node-safe (no DOM): the
 * server checks stored records with it, the editor checks unsaved text with it, and both count the same characters.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Block ends and line breaks separate words as the page shows them, so two paragraphs never run into one word. */
const BREAKING = /<\/(p|div|h[1-6]|li|blockquote|pre|td|th|tr)\s*>|<br\s*\/?>/gi;

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Whether a value looks like HTML (a rich text field's), rather than plain text that may hold a "<". */
export const looksLikeHtml = (value: string) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(value);

/** The plain text of a field's value: HTML's text for rich text, the value itself otherwise. */
export function plainTextOf(value: string | null | undefined): string {
  if (!value) return '';
  if (!looksLikeHtml(value)) return value;
  return decode(value.replace(BREAKING, '\n').replace(/<[^>]*>/g, '')).replace(/\n+$/, '');
}
