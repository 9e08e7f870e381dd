/** What each descriptor object (never changed once loaded) names, walked once. */
const named = new WeakMap<object, ReadonlySet<string>>();

function namedIn(node: object): ReadonlySet<string> {
  let found = named.get(node);
  if (!found) {
    const kinds = new Set<string>();
    if (Array.isArray(node)) for (const item of node) collect(item, kinds);
    else
      for (const [key, value] of Object.entries(node)) {
        if (key === 'widget' && typeof value === 'string') kinds.add(value);
        else collect(value, kinds);
      }
    named.set(node, (found = kinds));
  }
  return found;
}

function collect(node: unknown, into: Set<string>) {
  if (node && typeof node === 'object') for (const kind of namedIn(node)) into.add(kind);
}

/**
 * Every field kind a descriptor names, in its fields and in its groups' items. Asked of the same descriptors on each
 * opening of a screen (its preloading, its forms as they draw): each object is walked once.
 */
export function widgetsOf(node: unknown, into: Set<string>): Set<string> {
  collect(node, into);
  return into;
}
