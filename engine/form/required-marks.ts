type Json = Record<string, any>;

/**
 * Adds the fields the descriptor requires to the rjsf schema's `required` lists (next to those the entity
 * schema requires), so that the form marks them before a save, wherever sections nest them.
 */
export function withRequired(schema: Json, required: ReadonlySet<string>): Json {
  if (!schema?.properties || !required.size) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties as Json).map(([key, sub]) => [key, withRequired(sub, required)]));
  const own = Object.keys(properties).filter((key) => required.has(key));
  const list = [...new Set([...((schema.required as string[] | undefined) ?? []), ...own])];
  return { ...schema, properties, ...(list.length && { required: list }) };
}
