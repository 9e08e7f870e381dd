import { isObject } from './same';

/**
 * What names an element of a descriptor's list across versions: a field's or a group's name, a section's title,
 * an include's fragment, a column's field, a tab's screen, a tile's link. A list whose elements are not all named,
 * or named twice, has no identity and is merged whole.
 */
const NAMING_KEYS = ['name', 'section', 'include', 'field', 'screen', 'to'] as const;

export function identityOf(element: unknown): string | undefined {
  if (!isObject(element)) return undefined;
  for (const key of NAMING_KEYS) {
    const value = element[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/** The identities of a list's elements in order, or undefined when one has none or two share one. */
export function identities(list: unknown[]): string[] | undefined {
  const ids = list.map(identityOf);
  if (ids.some((id) => id === undefined)) return undefined;
  return new Set(ids).size === ids.length ? (ids as string[]) : undefined;
}
