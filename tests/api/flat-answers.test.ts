import fastJsonStringify from 'fast-json-stringify';
import { flatAnswerWriter, LARGE_LIST } from '../../server/lib/flat-answers';
import newsFeed from '../../schemas/news-feed.json';
import routeSchema from '../../schemas/route.json';
import mediaFile from '../../schemas/media-file.json';
import { outcome, random } from '../support/answer-outcome';

const TYPES = ['string', 'integer', 'number', 'boolean'];
const VALUES: unknown[] = [
  null, undefined, 0, 1, -0, 2, 1.5, -7, 2 ** 53, 1e21, Number.NaN, Infinity, true, false, '', 'plain', 'a "quoted" \\ text',
  [1, 2], [1, 'a'], [1.5], [null], [1, undefined], ['a', undefined], [true, false], ['a', 'b'], [1, , 2], Object.assign([1], { toJSON: () => 'x' }), 'line\nbreak\u0001', 'emoji 🎉', 'lone \ud800 surrogate', 'long '.repeat(20), 'x'.repeat(5001), '12', new Date(Date.UTC(2026, 0, 2)), {}, [], { nested: 1 },
];


describe('flat answers', () => {
  test('large lists are written exactly as fast-json-stringify writes them, for random flat schemas and values of every kind', () => {
    const next = random(20261124);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    const fastRounds = { made: 0, rows: 0 };
    for (let round = 0; round < 300; round++) {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (let p = 0; p < 1 + Math.floor(next() * 6); p++) {
        const type = pick(TYPES);
        properties[`field${p}`] =
          next() < 0.15
            ? { type: 'array', items: { type }, ...(next() < 0.3 ? { maxItems: 50 } : {}) }
            : { type: next() < 0.4 ? (next() < 0.5 ? [type, 'null'] : ['null', type]) : type, ...(next() < 0.2 ? { maxLength: 20 } : {}) };
        if (next() < 0.3) required.push(`field${p}`);
      }
      const record = { type: 'object', properties, required };
      const row = () => Object.fromEntries(Object.keys(properties).map((key) => [key, next() < 0.6 ? typeOf(properties[key]) : pick(VALUES)]).concat([['extra', 'not in the schema']]));
      const typeOf = (schema: any): unknown => {
        if (schema.type === 'array') return next() < 0.8 ? [typeOf(schema.items), typeOf(schema.items)] : next() < 0.5 ? [] : [typeOf(schema.items), pick(VALUES)];
        const type = [schema.type].flat().find((t: string) => t !== 'null');
        return type === 'string' ? `text ${round}` : type === 'integer' ? round : type === 'number' ? round / 4 : type === 'boolean' ? next() < 0.5 : null;
      };
      const schema = { type: 'array', items: record };
      const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
      const fast = flatAnswerWriter(schema, exact)!;
      expect(fast, JSON.stringify(schema)).toBeTypeOf('function');
      // Database rows (a column more than the schema) or records made for the answer (its properties,
      // required ones first, as fast-json-stringify writes them, some optional ones left out), of
      // any length, with, in most rounds, one row of any value somewhere in it.
      const made = next() < 0.5;
      const order = [...required, ...Object.keys(properties).filter((key) => !required.includes(key))];
      const kept = (key: string) => !made || required.includes(key) || next() < 0.8;
      const good = () => Object.fromEntries(order.filter(kept).map((key) => [key, typeOf(properties[key])]).concat(made ? [] : [['extra', 'not in the schema']]));
      const length = pick([1, 2, 30, LARGE_LIST + Math.floor(next() * 10)]);
      const data = Array.from({ length }, good);
      if (next() < 0.8) data[Math.floor(next() * data.length)] = row();
      expect(outcome(fast, data), JSON.stringify(schema)).toBe(outcome(exact, data));
      if (flatAnswerWriter(schema, () => 'fallback')!(data) !== 'fallback') fastRounds[made ? 'made' : 'rows'] += 1;
    }
    // Both fast paths were taken in many rounds, not only the fallback.
    expect(fastRounds.made).toBeGreaterThan(20);
    expect(fastRounds.rows).toBeGreaterThan(5);
  });

  test('SQLite booleans (1/0) are written as true and false, like fast-json-stringify', () => {
    const { $schema, ...news } = newsFeed as Record<string, any>;
    const schema = { type: 'array', items: news };
    const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
    const rows = Array.from({ length: LARGE_LIST }, (_, i) => ({ newsFeedId: i, languageId: 1, newsText: 'Text', market: 1, redFlag: 0, reviewId: null, url: 'news/a', secret: 'left out' }));
    const written = flatAnswerWriter(schema, exact)!(rows);
    expect(written).toBe(exact(rows));
    expect(JSON.parse(written)[0]).toEqual({ newsFeedId: 0, languageId: 1, newsText: 'Text', market: true, redFlag: false, reviewId: null, url: 'news/a' });
  });

  test('a list of one primitive type (a route’s linked ids) keeps the fast path; any other item sends the answer back', () => {
    const { $schema, ...route } = routeSchema as Record<string, any>;
    const schema = { type: 'array', items: route };
    const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
    const marked = (data: unknown) => `fallback ${exact(data)}`;
    const rows = Array.from({ length: LARGE_LIST }, (_, i) => ({ routesId: i, urlTableId: i, dataTypeId: 1, languageId: 1, urlTableName: `r/${i}`, url: `r/${i}`, tableId: 0, ...(i % 2 ? { link: [1, i] } : {}) }));
    const fast = flatAnswerWriter(schema, marked)!;
    expect(fast(rows)).toBe(exact(rows));
    for (const link of [[1, 2.5], [1, undefined], [1, null], [1, , 2]]) {
      rows[7] = { ...rows[7], link: link as number[] };
      expect(outcome(fast, rows), JSON.stringify(link)).toBe(outcome(marked, rows));
    }
  });

  test('records made for the answer (the schema’s properties, in its order) are written natively, whatever the length', () => {
    const { $schema, ...file } = mediaFile as Record<string, any>;
    const schema = { type: 'array', items: file };
    const exact = fastJsonStringify(schema as object) as (data: unknown) => string;
    const fast = flatAnswerWriter(schema, () => 'written by fast-json-stringify')!;
    const describe = (i: number) => ({
      name: `a "${i}".png`, key: `EN/a ${i}.png`, url: `/media-files/EN/a%20${i}.png`, size: 5, lastModified: '2026-01-01T00:00:00.000Z',
      width: i % 2 ? 800 : null, height: i % 2 ? 420 : null, thumbnailUrl: null, imageId: i, altText: i % 3 ? 'Alt \u2028 🎉' : '', caption: 'line\nbreak',
    });
    for (const length of [0, 1, 10, 100]) {
      const files = Array.from({ length }, (_, i) => describe(i));
      expect(fast(files)).toBe(exact(files));
    }
    // An optional property left out (the served schema adds `version`, which a file never has) keeps the native writer.
    const versioned = { ...schema, items: { ...file, properties: { ...file.properties, version: { type: 'integer' } } } };
    const files = Array.from({ length: 3 }, (_, i) => describe(i));
    expect(flatAnswerWriter(versioned, () => 'written by fast-json-stringify')!(files)).toBe((fastJsonStringify(versioned as object) as (d: unknown) => string)(files));
    // Anything JSON.stringify would write otherwise goes to fast-json-stringify: another order, a
    // class instance, a list with its own toJSON or a hole.
    const { name, ...rest } = files[1];
    class File {}
    const unlike = [
      [files[0], { ...rest, name }],
      [files[0], Object.assign(new File(), files[1])],
      Object.assign([...files], { toJSON: () => [] }),
      [files[0], , files[2]],
    ];
    for (const list of unlike) expect(fast(list)).toBe('written by fast-json-stringify');
  });

  test('short lists of database rows, single records and other shapes are left to fast-json-stringify', () => {
    const list = { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } };
    expect(flatAnswerWriter(list, () => 'written by fast-json-stringify')!([{ a: 'x', other: 'column' }])).toBe('written by fast-json-stringify');
    const exact = () => '';
    expect(flatAnswerWriter(list.items, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', properties: { inner: { type: 'object', properties: {} } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', properties: { a: { type: 'string', default: 'x' } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', properties: { a: { type: ['string', 'integer'] } } }, exact)).toBeNull();
    expect(flatAnswerWriter({ type: 'object', additionalProperties: true, properties: {} }, exact)).toBeNull();
    expect(flatAnswerWriter({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] }, exact)).toBeNull();
    // An index-like name is enumerated first whatever the schema's order, by JSON.stringify as by an object literal.
    expect(flatAnswerWriter({ type: 'array', items: { type: 'object', properties: { b: { type: 'string' }, 1: { type: 'string' } } } }, exact)).toBeNull();
  });
});
