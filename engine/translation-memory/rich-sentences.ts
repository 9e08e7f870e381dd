import { sentenceSpans } from './sentences';

const BLOCK = 'p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,div';

interface Segment {
  node: Text;
  start: number;
  end: number;
}

/**
 * A rich text's words as one plain text, a block a line (so that a sentence never runs from one paragraph into the
 * next), with each text node's place in it: an offset in the text finds its node again.
 */
export interface TextMap {
  text: string;
  segments: Segment[];
}

export function textMap(root: Node): TextMap {
  const walker = root.ownerDocument!.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const segments: Segment[] = [];
  let text = '';
  let block: Element | null | undefined;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const own = node.parentElement?.closest(BLOCK);
    if (block !== undefined && own !== block && text) text += '\n';
    block = own;
    segments.push({ node, start: text.length, end: text.length + node.data.length });
    text += node.data;
  }
  return { text, segments };
}

/** How many sentences a rich text has, counted as the caret's sentence is. */
export function sentenceCount(html: string): number {
  return sentenceSpans(textMap(parse(html).content).text).length;
}

/** The text node and offset of a place in the map's text; the end of a node before the start of the next. */
function pointAt(map: TextMap, offset: number): [Text, number] | null {
  const segment = map.segments.find((s) => offset >= s.start && offset <= s.end);
  return segment ? [segment.node, offset - segment.start] : null;
}

/** A place in the map's text of a point of the document (a caret), or null when the point is outside its text. */
export function offsetOf(map: TextMap, node: Node, offset: number): number | null {
  if (node.nodeType === 3) {
    const segment = map.segments.find((s) => s.node === node);
    return segment ? segment.start + offset : null;
  }
  // A caret between elements (an empty line): the first text after it, else the end.
  const after = node.childNodes[offset] ?? null;
  const next = map.segments.find((s) => (after ? after === s.node || after.contains(s.node) || !!(after.compareDocumentPosition(s.node) & 4) : false));
  return next ? next.start : map.text.length;
}

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/**
 * A suggestion's translation as words to put inside a paragraph: its markup (bold, links) kept, a paragraph around it
 * unwrapped, several paragraphs joined by a space; plain text as text.
 */
function inline(fragmentHtml: string): DocumentFragment {
  const content = parse(fragmentHtml).content;
  const blocks = [...content.childNodes].filter((n): n is Element => n.nodeType === 1 && (n as Element).matches(BLOCK));
  if (!blocks.length) return content;
  const out = document.createDocumentFragment();
  blocks.forEach((block, i) => {
    if (i) out.append(' ');
    out.append(...block.childNodes);
  });
  return out;
}

/**
 * The rich text with its sentence at `index` (counted as sentenceSpans counts them, a block a line) replaced by a
 * suggestion, keeping the suggestion's markup and the paragraph around it; null when the text has no such sentence.
 */
export function replaceSentence(html: string, index: number, fragmentHtml: string): string | null {
  const template = parse(html);
  const map = textMap(template.content);
  const span = sentenceSpans(map.text)[index];
  if (!span) return null;
  const start = pointAt(map, span.start);
  const end = pointAt(map, span.end);
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  range.deleteContents();
  range.insertNode(inline(fragmentHtml));
  return template.innerHTML;
}

/**
 * The rich text with a suggestion put in at a place of its text (a caret; past the end, the end), a space before it
 * where it would touch the word before; a text with no words takes it as its paragraph.
 */
export function insertAt(html: string, offset: number | null, fragmentHtml: string): string {
  const template = parse(html);
  const map = textMap(template.content);
  const at = Math.min(offset ?? map.text.length, map.text.length);
  const point = map.text.trim() ? pointAt(map, at) : null;
  if (!point) return asParagraph(fragmentHtml);
  const range = document.createRange();
  range.setStart(...point);
  range.collapse(true);
  const words = inline(fragmentHtml);
  if (at > 0 && !/\s/.test(map.text[at - 1])) words.prepend(' ');
  range.insertNode(words);
  return template.innerHTML;
}

/** A translation as a rich text's value: a fragment of blocks as it is, words in a paragraph. */
export function asParagraph(fragmentHtml: string): string {
  const content = parse(fragmentHtml).content;
  if ([...content.childNodes].some((n) => n.nodeType === 1 && (n as Element).matches(BLOCK))) return fragmentHtml;
  const p = document.createElement('p');
  p.append(content);
  return p.outerHTML;
}

/** A plain text as HTML text (a plain translation going into rich text). */
export function escapeText(text: string): string {
  const span = document.createElement('span');
  span.textContent = text;
  return span.innerHTML;
}
