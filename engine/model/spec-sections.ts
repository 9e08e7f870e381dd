/**
 * The specification's sections as a descriptor's `spec` names them: "1-foundations-and-content.md#2 Reviews" is the
 * document docs/spec/1-foundations-and-content.md and, in it, the heading "Reviews" under section 2. A numbered
 * section is named by its number and title ("2 Screens and routes"); a heading under one by that number and its own
 * text; the title of the document by its text. Node- and browser-safe: it reads markdown handed to it.
 */
export interface SpecHeading {
  /** What a reference names after the "#". */
  key: string;
  level: number;
  /** The heading's line (0-based) in the document. */
  line: number;
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const NUMBERED = /^(\d+)\.?\s+(.+)$/;

/** Every heading of a markdown document with the key a reference names it by. */
export function specHeadings(markdown: string): SpecHeading[] {
  const headings: SpecHeading[] = [];
  let section = '';
  let fenced = false;
  markdown.split('\n').forEach((text, line) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(text);
    if (!match) return;
    const level = match[1].length;
    const numbered = NUMBERED.exec(match[2]);
    if (level <= 2) section = numbered ? numbered[1] : '';
    const key = numbered ? `${numbered[1]} ${numbered[2]}` : level > 2 && section ? `${section} ${match[2]}` : match[2];
    headings.push({ key, level, line });
  });
  return headings;
}

/** A reference split into its document and heading: "doc.md#2 Reviews" → { document, heading }. */
export function splitReference(reference: string): { document: string; heading: string } {
  const hash = reference.indexOf('#');
  return hash < 0 ? { document: reference, heading: '' } : { document: reference.slice(0, hash), heading: reference.slice(hash + 1) };
}

/** The markdown of one section: its heading and what follows up to the next heading of its level or above. */
export function sectionText(markdown: string, key: string): string | undefined {
  const headings = specHeadings(markdown);
  const at = headings.findIndex((h) => h.key === key);
  if (at < 0) return undefined;
  const end = headings.slice(at + 1).find((h) => h.level <= headings[at].level);
  return markdown.split('\n').slice(headings[at].line, end?.line).join('\n').trim();
}
