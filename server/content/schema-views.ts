import type { JsonSchema } from '../lib/schemas';

export type ObjectSchema = JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };

/** The entity schema narrowed to some fields, for calls that send or answer only part of a record. */
export function only(schema: ObjectSchema, fields: readonly string[]): ObjectSchema {
  return {
    ...schema,
    properties: Object.fromEntries(fields.map((f) => [f, schema.properties[f]])),
    required: (schema.required ?? []).filter((f) => fields.includes(f)),
  };
}

/** The entity schema without some fields (a list that leaves out the rich-text content). */
export function without(schema: ObjectSchema, fields: readonly string[]): ObjectSchema {
  return only(schema, Object.keys(schema.properties).filter((f) => !fields.includes(f)));
}
