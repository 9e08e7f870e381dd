import fc from 'fast-check';

type Schema = Record<string, any>;

const NO_NUL = '^[^\\u0000]*$';
/** Ids and counts of a fresh database are small: half of the integers come from there, so records are found. */
const SMALL_INTEGERS = [-1, 0, 1, 2, 3, 4, 5, 6, 10, 51];

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -(2 ** 31), Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 2 ** 31 - 1, Number.MAX_SAFE_INTEGER);
  const step = schema.multipleOf && Number.isInteger(schema.multipleOf) ? schema.multipleOf : 1;
  const small = SMALL_INTEGERS.filter((n) => n >= min && n <= max && n % step === 0);
  const any = fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
  return small.length ? fc.oneof(fc.constantFrom(...small), any) : any;
}

function numberOf(schema: Schema): fc.Arbitrary<number> {
  if (schema.multipleOf) return integerOf({ ...schema, minimum: Math.ceil((schema.minimum ?? -1e9) / schema.multipleOf), maximum: Math.floor((schema.maximum ?? 1e9) / schema.multipleOf), multipleOf: 1 }).map((n) => Number((n * schema.multipleOf).toFixed(10)));
  return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress().filter((s) => s.length >= minLength && s.length <= maxLength);
  if (schema.format === 'uri' && !schema.pattern) return fc.webUrl().filter((s) => s.length <= maxLength);
  if (schema.pattern && schema.pattern !== NO_NUL) {
    const fitting = (s: string) => [...s].length >= minLength && [...s].length <= (schema.maxLength ?? Infinity) && !s.includes('\u0000');
    const pattern = new RegExp(schema.pattern, 'u');
    // fast-check generates from a pattern without lookaheads: the lookaheads are left out there and held by the filter.
    const generated = new RegExp(schema.pattern.replace(/\(\?[=!](?:[^()\\]|\\.)*\)/g, ''), 'u');
    return fc.stringMatching(generated).map((s) => s.slice(0, schema.maxLength ?? s.length)).filter((s) => fitting(s) && pattern.test(s));
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }).filter((s) => !s.includes('\u0000'));
}

/**
 * Values a JSON Schema (an OpenAPI 3.0 one: `nullable`, `readOnly`) accepts, for requests: the keywords
 * the document's request schemas use (types, enums, bounds, lengths, patterns, formats, items, required
 * and optional properties). A readOnly property is left out, as a client would.
 */
export function arbitraryOf(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.constant({});
  const inner = arbitraryOfType(schema);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: inner }, { weight: 1, arbitrary: fc.constant(null) }) : inner;
}

function arbitraryOfType(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((part: Schema) => arbitraryOf({ ...schema, anyOf: undefined, oneOf: undefined, ...part })));
  const types = [schema.type].flat().filter((t) => t !== 'null' && t !== undefined);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOfType({ ...schema, type })));
  switch (types[0]) {
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema);
    case 'array':
      return fc.array(arbitraryOf(schema.items), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4) });
    default: {
      const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([, p]) => !p.readOnly);
      const required = new Set<string>(schema.required ?? []);
      return fc.record(Object.fromEntries(properties.map(([name, p]) => [name, arbitraryOf(p)])), {
        requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
      });
    }
  }
}
