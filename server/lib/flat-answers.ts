import type { JsonSchema } from './schemas';

/** What one property holds: one JSON type, or one type or null. */
type Primitive = 'string' | 'integer' | 'number' | 'boolean';
interface Field {
  key: string;
  type: Primitive;
  nullable: boolean;
  required: boolean;
}

const PRIMITIVES = new Set<string>(['string', 'integer', 'number', 'boolean']);
/** Keywords fast-json-stringify acts on (a default is written for a missing value, const replaces it…): such schemas keep it. */
const ACTIVE = ['default', 'const', 'nullable', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'properties', 'items', 'patternProperties', 'additionalProperties'];

function fieldOf(key: string, schema: JsonSchema, required: boolean): Field | null {
  if (!schema || typeof schema !== 'object' || ACTIVE.some((keyword) => keyword in schema)) return null;
  const types: unknown[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const kinds = types.filter((t) => t !== 'null');
  if (kinds.length !== 1 || !PRIMITIVES.has(kinds[0] as string) || types.length - kinds.length > 1) return null;
  return { key, type: kinds[0] as Primitive, nullable: types.length === 2, required };
}

/** The fields of a flat record schema (primitive properties only), or null for any other shape. */
function fieldsOf(schema: JsonSchema): Field[] | null {
  if (!schema || schema.type !== 'object' || !schema.properties) return null;
  const extra = Object.keys(schema).filter((k) => !['type', 'properties', 'required', 'title', 'description', 'additionalProperties', 'examples', 'example'].includes(k));
  if (extra.length || (schema.additionalProperties !== undefined && schema.additionalProperties !== false)) return null;
  const required = new Set<string>(schema.required ?? []);
  if ([...required].some((key) => !(key in schema.properties))) return null;
  const fields = Object.entries(schema.properties as Record<string, JsonSchema>).map(([key, property]) => fieldOf(key, property, required.has(key)));
  // fast-json-stringify writes the required properties first, each group in the schema's order.
  return fields.every((f): f is Field => f !== null) ? fields.sort((a, b) => Number(b.required) - Number(a.required)) : null;
}

/** Marks a value the fast path does not write exactly as fast-json-stringify would. */
const UNLIKE = Symbol('unlike');

/** The value as JSON.stringify must see it to write what fast-json-stringify writes, or UNLIKE. */
function plain(field: Field, value: unknown): unknown {
  if (value === null) return field.nullable ? null : UNLIKE;
  switch (typeof value) {
    case 'string':
      return field.type === 'string' ? value : UNLIKE;
    case 'boolean':
      return field.type === 'boolean' ? value : UNLIKE;
    case 'number':
      if (field.type === 'integer') return Number.isInteger(value) ? value : UNLIKE;
      if (field.type === 'number') return Number.isFinite(value) ? value : UNLIKE;
      // SQLite keeps booleans as 1/0; a nullable boolean is left to fast-json-stringify, which refuses numbers there.
      return field.type === 'boolean' && !field.nullable && (value === 0 || value === 1) ? value === 1 : UNLIKE;
    default:
      return UNLIKE;
  }
}

function shapeRecord(fields: Field[], row: unknown): Record<string, unknown> | typeof UNLIKE {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return UNLIKE;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (row as Record<string, unknown>)[field.key];
    if (value === undefined) {
      if (field.required) return UNLIKE;
      continue;
    }
    const written = plain(field, value);
    if (written === UNLIKE) return UNLIKE;
    out[field.key] = written;
  }
  return out;
}

/**
 * A faster writer for answers that are a flat record or a list of them (every property a string,
 * number, integer or boolean, or null): each record is copied with the schema's properties, in its
 * order, and written by the native JSON.stringify. fast-json-stringify builds a large answer from
 * many small strings, and on a list of thousands of database rows the garbage of that cost more than
 * the writing itself. The copy writes the same text; any value it would not write exactly alike (a
 * missing required field, a number for a string…) sends the whole answer to `fallback`, so answers
 * are always those of fast-json-stringify. Null for a schema of another shape.
 */
export function flatAnswerWriter(schema: JsonSchema, fallback: (data: unknown) => string): ((data: unknown) => string) | null {
  if (schema?.type === 'array' && Object.keys(schema).every((k) => ['type', 'items', 'title', 'description'].includes(k))) {
    const fields = fieldsOf(schema.items);
    if (!fields) return null;
    return (data) => {
      if (!Array.isArray(data)) return fallback(data);
      const out = new Array(data.length);
      for (let i = 0; i < data.length; i++) {
        const shaped = shapeRecord(fields, data[i]);
        if (shaped === UNLIKE) return fallback(data);
        out[i] = shaped;
      }
      return JSON.stringify(out);
    };
  }
  const fields = fieldsOf(schema);
  if (!fields) return null;
  return (data) => {
    const shaped = shapeRecord(fields, data);
    return shaped === UNLIKE ? fallback(data) : JSON.stringify(shaped);
  };
}
