type Schema = Record<string, any>;

/**
 * A plausible value for a JSON Schema: the first choice of an enum, the smallest
 * allowed number, a string of an allowed length. Good enough to get a call past
 * validation most of the time, which is what a fuzz over every call needs.
 */
export function sampleOf(schema: Schema | undefined, name = '', strings: Record<string, string> = {}): unknown {
  if (!schema || typeof schema !== 'object') return 'x';
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c: Schema) => c.type !== 'null') ?? choices[0], name, strings);
  const type = [schema.type].flat().find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sampleOf(schema.items, name, strings));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOf(property as Schema, key, strings)]));
    default:
      if (name in strings) return strings[name];
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.org/x';
      if (schema.format === 'email') return 'someone@example.org';
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8));
  }
}
