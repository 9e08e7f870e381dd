import fastJsonStringify from 'fast-json-stringify';
import { exactAnswerWriter } from '../../server/lib/exact-answers';
import { overviewAnswer } from '../../server/translations/overview-schemas';
import { outcome, random } from '../support/answer-outcome';

// Nested answers (the translation matrix's rows and cells) made for the answer are written by JSON.stringify,
// and must be the very text fast-json-stringify writes; anything else is written by fast-json-stringify.

const ODD: unknown[] = [null, undefined, 0, -0, 1.5, 2 ** 53, 1e21, Number.NaN, true, '', 'a "quoted" \\ text', 'lone \ud800 surrogate', [1, , 2], [null], {}, new Date(0), { nested: 1 }];
const TYPES = ['string', 'integer', 'number', 'boolean'];

describe('exact answers', () => {
  test('random nested schemas and values are written exactly as fast-json-stringify writes them', () => {
    const next = random(20261126);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    let native = 0;
    const objectSchema = (depth: number): any => {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (let p = 0; p < 1 + Math.floor(next() * 4); p++) {
        const type = pick(TYPES);
        const r = next();
        properties[`f${p}`] =
          depth < 2 && r < 0.25 ? { type: 'array', items: objectSchema(depth + 1) } : depth < 2 && r < 0.35 ? objectSchema(depth + 1) : r < 0.5 ? { type: 'array', items: { type } } : { type: next() < 0.4 ? [type, 'null'] : type };
        if (next() < 0.5) required.push(`f${p}`);
      }
      return { type: 'object', properties, required };
    };
    // A value made for the answer: required properties first, then some optional ones, in the schema's order.
    const valueOf = (schema: any): unknown => {
      if (schema.type === 'object') {
        const keys = [...schema.required, ...Object.keys(schema.properties).filter((k) => !schema.required.includes(k) && next() < 0.7)];
        return Object.fromEntries(keys.map((k) => [k, valueOf(schema.properties[k])]));
      }
      if (schema.type === 'array') return Array.from({ length: Math.floor(next() * 3) }, () => valueOf(schema.items));
      const type = [schema.type].flat().find((t: string) => t !== 'null');
      return type === 'string' ? `text ${next()}` : type === 'integer' ? Math.floor(next() * 100) : type === 'number' ? next() : next() < 0.5;
    };
    // Somewhere in it, maybe, a value of another kind, or keys in another order.
    const spoil = (value: unknown): unknown => {
      if (Array.isArray(value) && value.length) return value.map((v, i) => (i === 0 ? spoil(v) : v));
      if (value && typeof value === 'object') {
        const entries = Object.entries(value);
        if (next() < 0.3) return Object.fromEntries(entries.reverse());
        const k = Math.floor(next() * entries.length);
        return Object.fromEntries(entries.map(([key, v], i) => [key, i === k ? (next() < 0.5 ? spoil(v) : pick(ODD)) : v]));
      }
      return pick(ODD);
    };
    for (let round = 0; round < 400; round++) {
      const schema = next() < 0.5 ? objectSchema(0) : { type: 'array', items: objectSchema(0) };
      const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
      const write = exactAnswerWriter(schema, exact)!;
      expect(write, JSON.stringify(schema)).toBeTypeOf('function');
      const good = valueOf(schema);
      const data = next() < 0.5 ? good : spoil(good);
      expect(outcome(write, data), `${JSON.stringify(schema)}\n${String(JSON.stringify(data))}`).toBe(outcome(exact, data));
      if (exactAnswerWriter(schema, () => 'fallback')!(data) !== 'fallback') native++;
    }
    expect(native).toBeGreaterThan(150);
  });

  test("the translation matrix's answer, as the overview makes it, is written natively", () => {
    const answer = {
      languages: [1, 2],
      types: [{ key: 'pages', type: 'pages', languages: [1, 2], writable: [1] }],
      total: 2,
      page: 1,
      pageSize: 50,
      totals: [{ languageId: 1, missing: 0, present: 2, incomplete: 0, outOfDate: 0 }],
      rows: [
        { type: 'pages', englishId: 5, name: 'Home', cells: [{ languageId: 2, state: 'outOfDate', id: 9, count: 1, fields: ['pageTitle'] }] },
        { type: 'settings', englishId: null, name: 'Bonus settings', cells: [{ languageId: 2, state: 'missing', id: null, count: 0, fields: [] }], screen: 'bonusSettings' },
      ],
    };
    const exact = fastJsonStringify(overviewAnswer as object) as (data: unknown) => string;
    const write = exactAnswerWriter(overviewAnswer, () => 'fallback')!;
    expect(write(answer)).toBe(exact(answer));
  });

  test('schemas with keywords that act are left to fast-json-stringify', () => {
    const exact = () => '';
    expect(exactAnswerWriter({ type: 'object', properties: { a: { type: 'string', default: 'x' } } }, exact)).toBeNull();
    expect(exactAnswerWriter({ type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'null' }] } } }, exact)).toBeNull();
    expect(exactAnswerWriter({ type: 'object', additionalProperties: true, properties: {} }, exact)).toBeNull();
    expect(exactAnswerWriter({ type: 'object', properties: { a: { type: 'array', items: { type: 'array', items: { type: 'string' } } } } }, exact)).toBeNull();
    expect(exactAnswerWriter({ type: 'string' }, exact)).toBeNull();
  });
});
