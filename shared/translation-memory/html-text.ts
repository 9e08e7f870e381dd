/**
 * Rich text as the memory reads it (docs/translations.md, "Translation memory"): its text, with a map from each
 * character of the text back to where it stands in the HTML, so a sentence can be cut out of the HTML with its
 * markup. No DOM: the server and the browser read it alike.
 */

/** Elements that end a line of text: a sentence never runs across them. */
const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'br', 'tr', 'td', 'th', 'table', 'section', 'article', 'hr']);
/** Elements that have no closing tag. */
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'source']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', euro: '€', laquo: '«', raquo: '»', bdquo: '„', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’' };

function decodeEntity(entity: string): string {
  const name = entity.slice(1, -1);
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16) || 0xfffd);
  if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)) || 0xfffd);
  return ENTITIES[name.toLowerCase()] ?? entity;
}

export interface HtmlToken {
  kind: 'text' | 'open' | 'close' | 'void';
  /** The token as written in the HTML. */
  raw: string;
  /** For a tag, its lower-case name. */
  name: string;
  /** For text, the decoded characters. */
  text: string;
}

const TOKEN = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>|<!--[\s\S]*?-->|&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});|[^<&]+|[<&]/g;

/** The HTML as text runs and tags, entities decoded (comments dropped). */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  for (const match of html.matchAll(TOKEN)) {
    const raw = match[0];
    if (raw.startsWith('<!--')) continue;
    if (match[1]) {
      const name = match[1].toLowerCase();
      const kind = raw.startsWith('</') ? 'close' : VOID.has(name) || raw.endsWith('/>') ? 'void' : 'open';
      tokens.push({ kind, raw, name, text: '' });
    } else tokens.push({ kind: 'text', raw, name: '', text: raw.startsWith('&') && raw.length > 1 ? decodeEntity(raw) : raw });
  }
  return tokens;
}

export const isBlock = (name: string) => BLOCKS.has(name);

/** A text looks like HTML when it holds a tag. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-zA-Z][a-zA-Z0-9-]*\b[^>]*>/.test(text);
}

/** The text of an HTML text: tags dropped, entities decoded, a block's end a line break. Plain text passes as it is. */
export function plainText(html: string): string {
  if (!looksLikeHtml(html) && !html.includes('&')) return html;
  let out = '';
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') out += token.text;
    else if (isBlock(token.name)) out += '\n';
  }
  return out.replace(/[ \t\u00a0]*\n[ \t\u00a0\n]*/g, '\n').trim();
}
