import type { JsonSchema } from './schemas';

/** What one property holds: one JSON type, or one type or null; or a list of one type (a route's linked ids). */
type Primitive = 'string' | 'integer' | 'number' | 'boolean';
interface Field {
  key: string;
  type: Primitive;
  nullable: boolean;
  required: boolean;
  list?: boolean;
}

const PRIMITIVES = new Set<string>(['string', 'integer', 'number', 'boolean']);
/** Keywords fast-json-stringify acts on (a default is written for a missing value, const replaces it…): such schemas keep it. */
const ACTIVE = ['default', 'const', 'nullable', '$ref', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'properties', 'items', 'patternProperties', 'additionalProperties'];

function fieldOf(key: string, schema: JsonSchema, required: boolean): Field | null {
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

/** True when every index of the list holds a value the test passes: holes too are refused (JSON.stringify writes them as null). */
function everyItem(list: unknown[], test: (v: unknown) => boolean): boolean {
  if ('toJSON' in list) return false;
  for (let i = 0; i < list.length; i++) if (!(i in list) || !test(list[i])) return false;
  return true;
}

/** Marks a value the fast path does not write exactly as fast-json-stringify would. */
const UNLIKE = Symbol('unlike');

/** The test a value of the field passes as it is, in generated code (`v` holds it). */
function accepts(field: Field): string {
  if (field.list) return `(Array.isArray(v) && everyItem(v, items[${JSON.stringify(field.key)}]))${field.required ? '' : ' || v === undefined'}`;
  const typed = { string: "typeof v === 'string'", integer: 'Number.isInteger(v)', number: "typeof v === 'number' && Number.isFinite(v)", boolean: "typeof v === 'boolean'" }[field.type];
  return [typed, field.nullable && 'v === null', !field.required && 'v === undefined'].filter(Boolean).join(' || ');
}

/**
 * A function copying a row with the fields' values, in their order, as JSON.stringify must see them
 * to write what fast-json-stringify writes, or answering UNLIKE. Generated from the schema (keys
 * written with JSON.stringify, so any name is a safe literal): a loop over the fields cost more
 * than fast-json-stringify itself on a list of a hundred rows.
 */
function recordShaper(fields: Field[]): (row: unknown) => Record<string, unknown> | typeof UNLIKE {
  const lines = fields.map((field, i) => {
    const key = JSON.stringify(field.key);
    // SQLite keeps booleans as 1/0; a nullable boolean is left to fast-json-stringify, which refuses numbers there.
    const sqliteBoolean = field.type === 'boolean' && !field.nullable && !field.list ? ' else if (v === 0 || v === 1) v = v === 1;' : '';
    return `v = row[${key}]; if (${accepts(field)}) {}${sqliteBoolean} else return UNLIKE; const v${i} = v;`;
  });
  const copy = fields.map((field, i) => `${JSON.stringify(field.key)}: v${i}`).join(', ');
  const body = `if (row === null || typeof row !== 'object' || Array.isArray(row)) return UNLIKE; let v; ${lines.join(' ')} return { ${copy} };`;
  // A list's items are never missing or null, whatever the list itself may be: their test is made once per field.
  const items = Object.fromEntries(fields.filter((f) => f.list).map((f) => [f.key, new Function('v', `return ${accepts({ ...f, list: false, required: true, nullable: false })};`)]));
  return new Function('UNLIKE', 'everyItem', 'items', `return function shape(row) { ${body} }`)(UNLIKE, everyItem, items);
}

/** From this many records on, the copy and the native writer are faster (measured on news rows: level at 1,000, twice as fast at 10,000). */
export const LARGE_LIST = 1000;

/**
 * A faster writer for large lists of flat records (every property a string, number, integer or
 * boolean, or null, or a list of one of those types): each record is copied with the schema's properties, in its order, and the list
 * written by the native JSON.stringify. fast-json-stringify builds an answer from many small
 * strings, and on a list of thousands of database rows the garbage of that cost more than the
 * writing itself; on shorter lists it is the faster one and keeps them. The copy writes the same
 * text; any value it would not write exactly alike (a missing required field, a number for a
 * string…) sends the whole answer to `fallback`, so answers are always those of
 * fast-json-stringify. Null for a schema of another shape.
 */
export function flatAnswerWriter(schema: JsonSchema, fallback: (data: unknown) => string): ((data: unknown) => string) | null {
  const listOnly = Object.keys(schema ?? {}).every((k) => ['type', 'items', 'title', 'description'].includes(k));
  const fields = schema?.type === 'array' && listOnly ? fieldsOf(schema.items) : null;
  if (!fields) return null;
  const shapeRecord = recordShaper(fields);
  return (data) => {
    if (!Array.isArray(data) || data.length < LARGE_LIST) return fallback(data);
    const out = new Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const shaped = shapeRecord(data[i]);
      if (shaped === UNLIKE) return fallback(data);
      out[i] = shaped;
    }
    return JSON.stringify(out);
  };
}
