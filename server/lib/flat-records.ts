import type { JsonSchema } from './schemas';

/** What one property holds: one JSON type, or one type or null; or a list of one type (a route's linked ids). */
type Primitive = 'string' | 'integer' | 'number' | 'boolean';
export interface Field {
  key: string;
  type: Primitive;
  nullable: boolean;
  required: boolean;
  list?: boolean;
}

const PRIMITIVES = new Set<string>(['string', 'integer', 'number', 'boolean']);
/** Keywords fast-json-stringify acts on (a default is written for a missing value, const replaces it…): such schemas keep it. */
const ACTIVE = ['default', 'const', 'nullable', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'properties', 'items', 'patternProperties', 'additionalProperties'];

/** One property as a flat field (a primitive, nullable or not, or a list of one primitive type), or null. */
export function fieldOf(key: string, schema: JsonSchema, required: boolean): Field | null {
  if (schema?.type === 'array') return listFieldOf(key, schema, required);
  if (!schema || typeof schema !== 'object' || ACTIVE.some((keyword) => keyword in schema)) return null;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const kinds = types.filter((t) => t !== 'null');
  if (kinds.length !== 1 || !PRIMITIVES.has(kinds[0] as string) || types.length - kinds.length > 1) return null;
  return { key, type: kinds[0] as Primitive, nullable: types.length === 2, required };
}

/** A list of one primitive type, never null: its keywords other than `items` only validate. */
function listFieldOf(key: string, schema: JsonSchema, required: boolean): Field | null {
  const { type, items, ...rest } = schema;
  const item = fieldOf(key, items, true);
  if (!item || item.nullable || item.list || ACTIVE.some((keyword) => keyword in rest)) return null;
  return { ...item, required, list: true };
}

/**
 * The properties of a record schema written alike by JSON.stringify and fast-json-stringify, each made by `make`
 * (null for one that is not), required ones first as fast-json-stringify writes them, each group in the schema's
 * order; null for a schema with keywords that act, or any property `make` refuses.
 */
export function recordProperties<T extends { required: boolean }>(schema: JsonSchema, make: (key: string, property: JsonSchema, required: boolean) => T | null): T[] | null {
  if (!schema || schema.type !== 'object' || !schema.properties) return null;
  const extra = Object.keys(schema).filter((k) => !['type', 'properties', 'required', 'title', 'description', 'additionalProperties', 'examples', 'example'].includes(k));
  if (extra.length || (schema.additionalProperties !== undefined && schema.additionalProperties !== false)) return null;
  // An index-like name ("0", "12") is enumerated before the others, whatever the schema's order.
  if (Object.keys(schema.properties).some((key) => /^(?:0|[1-9][0-9]*)$/.test(key))) return null;
  const required = new Set<string>(schema.required ?? []);
  if ([...required].some((key) => !(key in schema.properties))) return null;
  const made = Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, property]) => make(key, property, required.has(key)));
  return made.every((p): p is T => p !== null) ? made.sort((a, b) => Number(b.required) - Number(a.required)) : null;
}

/** The fields of a flat record schema (primitive properties only), or null for any other shape. */
export function fieldsOf(schema: JsonSchema): Field[] | null {
  return recordProperties(schema, fieldOf);
}

/** True when every index of the list holds a value the test passes: holes too are refused (JSON.stringify writes them as null). */
export function everyItem(list: unknown[], test: (v: unknown) => boolean): boolean {
  if ('toJSON' in list) return false;
  for (let i = 0; i < list.length; i++) if (!(i in list) || !test(list[i])) return false;
  return true;
}

/** The test a value of the field passes as it is, in generated code (`v` holds it). */
export function accepts(field: Field): string {
  if (field.list) return `(Array.isArray(v) && everyItem(v, items[${JSON.stringify(field.key)}]))${field.required ? '' : ' || v === undefined'}`;
  const typed = { string: "typeof v === 'string'", integer: 'Number.isInteger(v)', number: "typeof v === 'number' && Number.isFinite(v)", boolean: "typeof v === 'boolean'" }[field.type];
  return [typed, field.nullable && 'v === null', !field.required && 'v === undefined'].filter(Boolean).join(' || ');
}

/** Each list field's item test, made once per field: items are never missing or null, whatever the list itself may be. */
export function itemTests(fields: Field[]): Record<string, (v: unknown) => boolean> {
  const lists = fields.filter((f) => f.list);
  return Object.fromEntries(lists.map((f) => [f.key, new Function('v', `return ${accepts({ ...f, list: false, required: true, nullable: false })};`) as (v: unknown) => boolean]));
}

/** True when the record's own keys are fields in the fields' order, with none of the required ones left out. */
export function keysInOrder(keys: string[], names: string[], required: boolean[]): boolean {
  let f = 0;
  for (let k = 0; k < keys.length; k++) {
    while (f < names.length && names[f] !== keys[k]) if (required[f++]) return false;
    if (f++ === names.length) return false;
  }
  for (; f < names.length; f++) if (required[f]) return false;
  return true;
}
