import { record, type JsonSchema } from '../../lib/schemas';

export type ObjectSchema = JsonSchema & { properties: Record<string, JsonSchema>; required?: string[] };

/** The fields a person edits: everything the entity schema does not mark read-only. */
export function editableFields(schema: ObjectSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => !property.readOnly)
    .map(([name]) => name);
}

/** A record or, where the client treats "no data" as "not created yet", null. */
export function recordOrNull(schema: ObjectSchema): JsonSchema {
  return { ...record(schema), type: ['object', 'null'] };
}

/** Selects the client leaves empty may send 0 for "none": references are stored as null then. */
export function zeroAsNull<T extends Record<string, any>>(values: T, fields: string[]): T {
  const copy: Record<string, any> = { ...values };
  for (const field of fields) if (copy[field] === 0) copy[field] = null;
  return copy as T;
}
