/**
 * Spaces in rich text. Quill 2.0.3's getSemanticHTML writes every ordinary space of the text as `&nbsp;`
 * (core/editor.js convertHTML; upstream slab/quill#4509), so published text would not wrap. It leaves a
 * non-breaking space the editor typed (U+00A0) as the character itself, so the two can be told apart:
 * ordinary spaces are stored as spaces and a typed one as `&nbsp;`. A run of spaces keeps every other one
 * as `&nbsp;` (and one opening a block), as browsers do, so that it neither collapses when shown nor when
 * loaded again. Quill reads every non-breaking space of loaded HTML as an ordinary space (its clipboard's
 * matchText), so stored HTML is read the same way: content written by the older editor, all `&nbsp;`, is
 * stored with ordinary spaces when it is next saved, edited or not. Text inside <pre> is left as it is.
 * Pure functions over the HTML text: the field kind and the editor both use them.
 */

type Space = 'space' | 'nbsp';
interface State {
  /** The last character written is a collapsible space, or a block has just begun. */
  afterSpace: boolean;
}

// A tag, quoted attribute values included (Quill's outerHTML of an image may hold ">" in its alt text).
const TAG = /(<(?:[^>"']|"[^"]*"|'[^']*')*>)/;
const BLOCKS = new Set(
  ['address', 'article', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr']
    .concat(['iframe', 'li', 'ol', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'video']),
);
/** Inline elements that are content themselves: a space after one is an ordinary space. */
const EMBEDS = new Set(['img']);

/** Writes a run of spaces: a typed non-breaking one as `&nbsp;`; an ordinary one as a space unless it would collapse. */
function writeRun(run: Space[], state: State): string {
  let out = '';
  for (const space of run) {
    const breaking = space === 'space' && !state.afterSpace;
    out += breaking ? ' ' : '&nbsp;';
    state.afterSpace = breaking;
  }
  return out;
}

/** Rewrites the text between tags, outside <pre>, keeping track of where blocks begin. */
function eachText(html: string, rewrite: (text: string, state: State) => string): string {
  const state: State = { afterSpace: true };
  let pre = 0;
  return html
    .split(TAG)
    .map((part, i) => {
      if (i % 2 === 1) {
        const [, close, name = ''] = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part) ?? [];
        const tag = name.toLowerCase();
        if (tag === 'pre') pre = Math.max(0, pre + (close ? -1 : 1));
        if (BLOCKS.has(tag)) state.afterSpace = true;
        else if (EMBEDS.has(tag)) state.afterSpace = false;
        return part;
      }
      if (pre > 0 || part === '') return part;
      return rewrite(part, state);
    })
    .join('');
}

const QUILL_RUN = /((?:&nbsp;|\u00a0)+)/;
const STORED_RUN = /((?:&nbsp;|&#160;|&#xa0;|\u00a0|[ \t\n\r\f])+)/i;
const NBSP = /&nbsp;|&#160;|&#xa0;|\u00a0/i;

/** Quill's HTML as it is stored: `&nbsp;` (an ordinary space to Quill) a space, a typed U+00A0 `&nbsp;`. */
export function quillToStored(html: string): string {
  return eachText(html, (text, state) =>
    text
      .split(QUILL_RUN)
      .map((part, i) => {
        if (i % 2 === 1) return writeRun(part.match(/&nbsp;|\u00a0/g)!.map((s): Space => (s === '&nbsp;' ? 'space' : 'nbsp')), state);
        if (part) state.afterSpace = false;
        return part;
      })
      .join(''),
  );
}

/**
 * Stored HTML as the editor reads it: each non-breaking space an ordinary space (and ordinary whitespace next
 * to one a single space), written as quillToStored writes spaces. Runs of ordinary whitespace alone are kept.
 */
export function storedToEditor(html: string): string {
  if (!NBSP.test(html)) return html;
  return eachText(html, (text, state) =>
    text
      .split(STORED_RUN)
      .map((part, i) => {
        if (i % 2 === 0) {
          if (part) state.afterSpace = false;
          return part;
        }
        if (!NBSP.test(part)) {
          state.afterSpace = true;
          return part;
        }
        return writeRun(part.match(/&nbsp;|&#160;|&#xa0;|\u00a0|[ \t\n\r\f]+/gi)!.map((): Space => 'space'), state);
      })
      .join(''),
  );
}
