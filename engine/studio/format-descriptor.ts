/**
 * A descriptor as the files in screens/ are written: two-space indents, the top level one property a line, and
 * any value below it on one line (`{ "a": 1 }`, `["x"]`) while that line stays within the width, else broken
 * one entry a line. An unchanged screen exported this way gives back its file.
 */
export const FILE_WIDTH = 160;

const inline = (value: unknown): string => {
  if (Array.isArray(value)) return value.length ? `[${value.map(inline).join(', ')}]` : '[]';
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
};

const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * What the files keep one entry a line however short: a list of several objects (parts, columns, tabs), and a
 * screen's notices and delete, so that each notice reads on a line of its own.
 */
function alwaysBroken(value: unknown, lead: string): boolean {
  if (Array.isArray(value)) return value.filter(isObject).length > 1;
  return /^  "(notices|delete)": $/.test(lead) && isObject(value);
}

/** One value whose line starts with `lead` (the indent and the key) and ends with `tail` (a comma or nothing). */
function block(value: unknown, indent: string, lead: string, tail: string, top: boolean): string {
  const flat = inline(value);
  const composite = value !== null && typeof value === 'object';
  const fits = !top && !alwaysBroken(value, lead) && lead.length + flat.length + tail.length <= FILE_WIDTH;
  if (!composite || fits) return `${lead}${flat}${tail}`;
  const inner = `${indent}  `;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v) => ['', v]) : Object.entries(value as object);
  if (entries.length === 0) return `${lead}${flat}${tail}`;
  const lines = entries.map(([key, v], i) => block(v, inner, `${inner}${Array.isArray(value) ? '' : `${JSON.stringify(key)}: `}`, i < entries.length - 1 ? ',' : '', false));
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${lead}${open}\n${lines.join('\n')}\n${indent}${close}${tail}`;
}

/** The text of a descriptor file, with the final line break files end with. */
export function formatDescriptor(descriptor: unknown): string {
  return `${block(descriptor, '', '', '', true)}\n`;
}
