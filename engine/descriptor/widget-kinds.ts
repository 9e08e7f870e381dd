/** Every field kind a descriptor names, in its fields and in its groups' items. */
export function widgetsOf(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => widgetsOf(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'widget' && typeof value === 'string') into.add(value);
      else widgetsOf(value, into);
    }
  }
  return into;
}
