/**
 * How large one audit entry may grow (docs/api.md, The record of changes). The same rules run in
 * JavaScript here and in PostgreSQL (`audit_bounded`, migration 0915), counted in characters
 * (code points) on both, so both databases store the same entry.
 */
export const AUDIT_BOUNDS = {
  /** A text field changed from and to text this long or longer is stored as its changed middle only. */
  compactFrom: 2000,
  /** Characters of unchanged text kept on each side of a changed middle, so the change reads in context. */
  context: 40,
  /** Characters of text values one entry keeps in all: each value may use its share, ceiling / (2 × fields). */
  ceiling: 64000,
} as const;

type Change = Record<string, unknown>;

/** A string as its characters: itself when it has no surrogate pairs (the common case), else its code points. */
const chars = (text: string): string | string[] => (/[\uD800-\uDFFF]/.test(text) ? Array.from(text) : text);
const joined = (part: string | string[]) => (typeof part === 'string' ? part : part.join(''));
const slice = (text: string | string[], from: number, to?: number) => joined(text.slice(from, to));

/** A long text change as the part that changed: where it starts, the old and new middle, and context on each side. */
function compactText(oldText: string, newText: string): Change {
  const [a, b] = [chars(oldText), chars(newText)];
  const shorter = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  return {
    at: prefix,
    oldLength: a.length,
    newLength: b.length,
    before: slice(b, Math.max(prefix - AUDIT_BOUNDS.context, 0), prefix),
    old: slice(a, prefix, a.length - suffix),
    new: slice(b, prefix, b.length - suffix),
    after: slice(b, b.length - suffix, b.length - suffix + Math.min(suffix, AUDIT_BOUNDS.context)),
  };
}

const longText = (value: unknown) => typeof value === 'string' && chars(value).length >= AUDIT_BOUNDS.compactFrom;

/** Cuts a change's old and new text to `share` characters, marking the change as truncated. */
function cut(change: Change, share: number): Change {
  let result = change;
  for (const side of ['old', 'new'] as const) {
    const value = result[side];
    if (typeof value !== 'string') continue;
    const text = chars(value);
    if (text.length > share) result = { ...result, [side]: slice(text, 0, share), truncated: true };
  }
  return result;
}

/** An entry's changes within the bounds: long texts as their changed middle, every text value within its share of the ceiling. */
export function boundedChanges(changes: Record<string, unknown>): Record<string, unknown> {
  const fields = Object.keys(changes);
  const share = Math.floor(AUDIT_BOUNDS.ceiling / (2 * Math.max(fields.length, 1)));
  const bounded: Record<string, unknown> = {};
  for (const field of fields) {
    let change = changes[field] as Change;
    if (typeof change?.old === 'string' && typeof change.new === 'string' && (longText(change.old) || longText(change.new))) change = compactText(change.old, change.new);
    bounded[field] = change && typeof change === 'object' ? cut(change, share) : change;
  }
  return bounded;
}
