const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,

/** What a JSON text exceeds, read without parsing it: too deep a nesting, or too long an array. */
export type JsonShapeProblem = { kind: 'depth' } | { kind: 'items' };

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, or holds an array of more than
 * `maxItems` elements, read in one pass without parsing it: brackets and commas inside strings (escaped
 * quotes included) do not count. Every step after parsing (the NUL check, validation, the table writer)
 * walks a body, so its depth and its arrays' lengths are bounded before any of them, and before the parse.
 */
export function jsonShapeProblem(text: string, maxDepth: number, maxItems = Infinity): JsonShapeProblem | null {
  let depth = 0;
  let inString = false;
  // Per open level: the commas seen so far in it when it is an array, -1 when it is an object.
  const commas = new Float64Array(maxDepth + 1);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return { kind: 'depth' };
      commas[depth] = c === OPEN_ARRAY ? 0 : -1;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
    else if (c === COMMA && depth > 0 && commas[depth] >= 0 && ++commas[depth] >= maxItems) return { kind: 'items' };
  }
  return null;
}

/** Whether JSON text nests arrays and objects deeper than `limit` (see jsonShapeProblem). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  return jsonShapeProblem(text, limit)?.kind === 'depth';
}
