import { accepts, everyItem, fieldsOf, itemTests, keysInOrder, type Field } from './flat-records';
import type { JsonSchema } from './schemas';

/** Marks a value the fast path does not write exactly as fast-json-stringify would. */
const UNLIKE = Symbol('unlike');

/**
 * A test that a record can be written by JSON.stringify as it is: a plain object whose own keys are
 * fields, in their order (optional ones may be left out, as a media file leaves out `version`),
 * each holding a value written alike. Records made for the answer pass it; database rows with
 * other columns do not. Generated like the copy below. An own getter is read twice.
 */
function recordChecker(fields: Field[]): (row: unknown) => boolean {
  const values = fields.map((field) => `v = row[${JSON.stringify(field.key)}]; if (!(${accepts(field)})) return false;`);
  const plain = `row !== null && typeof row === 'object' && Object.getPrototypeOf(row) === Object.prototype`;
  const body = `if (!(${plain}) || !keysInOrder(Object.keys(row), names, required)) return false; let v; ${values.join(' ')} return true;`;
  const [names, required] = [fields.map((f) => f.key), fields.map((f) => f.required)];
  return new Function('everyItem', 'items', 'keysInOrder', 'names', 'required', `return function fits(row) { ${body} }`)(everyItem, itemTests(fields), keysInOrder, names, required);
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
  return new Function('UNLIKE', 'everyItem', 'items', `return function shape(row) { ${body} }`)(UNLIKE, everyItem, itemTests(fields));
}

/** From this many records on, copying rows for the native writer is faster (measured on news rows: level at 1,000, twice as fast at 10,000). */
export const LARGE_LIST = 1000;

/**
 * A faster writer for lists of flat records (every property a string, number, integer or boolean,
 * or null, or a list of one of those types), writing the text fast-json-stringify writes:
 * - a list whose records hold the schema's properties in its order (optional ones may be missing),
 *   with values of its types, is written by the native JSON.stringify as it is, whatever its length. fast-json-stringify
 *   builds an answer from many small strings, which the socket must then join: on the media list
 *   (a hundred records made for the answer) that cost a quarter more than the native writer;
 * - a large list of other records (database rows with more columns) is copied with the schema's
 *   properties first, which pays from LARGE_LIST records on; shorter ones keep fast-json-stringify;
 * - any value not written exactly alike (a missing required field, a number for a string…) sends
 *   the whole answer to `fallback`, so answers are always those of fast-json-stringify.
 * Null for a schema of another shape.
 */
export function flatAnswerWriter(schema: JsonSchema, fallback: (data: unknown) => string): ((data: unknown) => string) | null {
  // `headers` documents the answer's headers (a list's X-Total-Count), not its body.
  const listOnly = Object.keys(schema ?? {}).every((k) => ['type', 'items', 'title', 'description', 'headers'].includes(k));
  const fields = schema?.type === 'array' && listOnly ? fieldsOf(schema.items) : null;
  if (!fields) return null;
  const fits = recordChecker(fields);
  const shapeRecord = recordShaper(fields);
  return (data) => {
    if (!Array.isArray(data)) return fallback(data);
    if (everyItem(data, fits)) return JSON.stringify(data);
    if (data.length < LARGE_LIST) return fallback(data);
    const out = new Array(data.length);
    for (let i = 0; i < data.length; i++) {
      const shaped = shapeRecord(data[i]);
      if (shaped === UNLIKE) return fallback(data);
      out[i] = shaped;
    }
    return JSON.stringify(out);
  };
}
