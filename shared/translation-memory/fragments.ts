import { htmlTokens, isBlock, looksLikeHtml } from './html-text';
import { sentenceRanges } from './sentences';

/** One sentence of a text: its plain text and, for rich text, the HTML fragment that holds it with its inline markup. */
export interface Sentence {
  text: string;
  html: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The sentences of a field's value. For HTML, each sentence's fragment keeps the inline elements it lies in or holds
 * (bold, italics, links): those open where it starts are reopened, those still open where it ends are closed; block
 * elements (paragraphs, list items) are left out, since a sentence never crosses one.
 */
export function sentencesOf(value: string): Sentence[] {
  if (!looksLikeHtml(value) && !value.includes('&')) return sentenceRanges(value).map(([a, b]) => ({ text: value.slice(a, b), html: escapeText(value.slice(a, b)) }));
  const tokens = htmlTokens(value);
  let plain = '';
  for (const t of tokens) plain += t.kind === 'text' ? t.text : isBlock(t.name) ? '\n' : '';
  return sentenceRanges(plain).map(([a, b]) => ({ text: plain.slice(a, b).replace(/\s+/g, ' '), html: fragment(tokens, a, b) }));
}

function fragment(tokens: ReturnType<typeof htmlTokens>, a: number, b: number): string {
  const open: { name: string; raw: string }[] = [];
  let emitted: { name: string; raw: string }[] = [];
  let started = false;
  let out = '';
  let pos = 0;
  for (const t of tokens) {
    if (pos >= b && started) break;
    if (t.kind === 'text') {
      const end = pos + t.text.length;
      const from = Math.max(a, pos);
      const to = Math.min(b, end);
      if (to > from) {
        if (!started) {
          started = true;
          out += open.map((o) => o.raw).join('');
          emitted = [...open];
        }
        out += t.raw.length === t.text.length ? t.raw.slice(from - pos, to - pos) : t.raw;
      }
      pos = end;
    } else if (isBlock(t.name)) pos += 1;
    else if (t.kind === 'open') {
      open.push(t);
      if (started && pos < b) {
        out += t.raw;
        emitted.push(t);
      }
    } else if (t.kind === 'close') {
      const at = open.map((o) => o.name).lastIndexOf(t.name);
      if (at >= 0) open.splice(at, 1);
      const shown = emitted.map((o) => o.name).lastIndexOf(t.name);
      if (started && shown >= 0) {
        out += t.raw;
        emitted.splice(shown, 1);
      }
    } else if (started && pos < b) out += t.raw;
  }
  return out + emitted.reverse().map((o) => `</${o.name}>`).join('');
}
