import fastJsonStringify from 'fast-json-stringify';
import { flatAnswerWriter } from '../../server/lib/flat-answers';
import newsFeed from '../../schemas/news-feed.json';

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const TYPES = ['string', 'integer', 'number', 'boolean'];
const VALUES: unknown[] = [
  null, undefined, 0, 1, -0, 2, 1.5, -7, 2 ** 53, 1e21, Number.NaN, Infinity, true, false, '', 'plain', 'a "quoted" \\ text',
  'line\nbreak\u0001', 'emoji 🎉', 'lone \ud800 surrogate', 'long '.repeat(20), 'x'.repeat(5001), '12', new Date(Date.UTC(2026, 0, 2)), {}, [], { nested: 1 },
];

const outcome = (write: (data: unknown) => string, data: unknown) => {
  try {
    return write(data);
  } catch (error) {
    return `threw ${(error as Error).message}`;
  }
};

describe('flat answers', () => {
  test('write exactly what fast-json-stringify writes, for random flat schemas and values of every kind', () => {
    const next = random(20261124);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    for (let round = 0; round < 300; round++) {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (let p = 0; p < 1 + Math.floor(next() * 6); p++) {
        const type = pick(TYPES);
        properties[`field${p}`] = { type: next() < 0.4 ? (next() < 0.5 ? [type, 'null'] : ['null', type]) : type, ...(next() < 0.2 ? { maxLength: 20 } : {}) };
        if (next() < 0.3) required.push(`field${p}`);
      }
      const record = { type: 'object', properties, required };
      const row = () => Object.fromEntries(Object.keys(properties).map((key) => [key, next() < 0.6 ? typeOf(properties[key]) : pick(VALUES)]).concat([['extra', 'not in the schema']]));
      const typeOf = (schema: any) => {
        const type = [schema.type].flat().find((t: string) => t !== 'null');
        return type === 'string' ? `text ${round}` : type === 'integer' ? round : type === 'number' ? round / 4 : type === 'boolean' ? next() < 0.5 : null;
      };
      for (const schema of [record, { type: 'array', items: record }]) {
        const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
        const fast = flatAnswerWriter(schema, exact)!;
        expect(fast, JSON.stringify(schema)).toBeTypeOf('function');
        const data = schema.type === 'array' ? Array.from({ length: Math.floor(next() * 4) }, row) : row();
        expect(outcome(fast, data), `${JSON.stringify(schema)} with ${String(JSON.stringify(data))}`).toBe(outcome(exact, data));
      }
    }
  });

  test('SQLite booleans (1/0) are written as true and false, like fast-json-stringify', () => {
    const { $schema, ...news } = newsFeed as Record<string, any>;
    const schema = { type: 'array', items: news };
    const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
    const rows = [{ newsFeedId: 1, languageId: 1, newsText: 'Text', market: 1, redFlag: 0, reviewId: null, url: 'news/a', secret: 'left out' }];
    const written = flatAnswerWriter(schema, exact)!(rows);
    expect(written).toBe(exact(rows));
    expect(JSON.parse(written)).toEqual([{ newsFeedId: 1, languageId: 1, newsText: 'Text', market: true, redFlag: false, reviewId: null, url: 'news/a' }]);
  });

  test('other shapes are left to fast-json-stringify', () => {
    const exact = () => '';
    expect(flatAnswerWriter({ type: 'object', properties: { inner: { type: 'object', properties: {} } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', properties: { a: { type: 'string', default: 'x' } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', properties: { a: { type: ['string', 'integer'] } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', additionalProperties: true, properties: {} }, exact)).toBeNull();
    expect(flatAnswerWriter({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }, exact)).toBeNull();
  });
});
