import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from '../../server/lib/json-depth';
import { fieldWithNul } from '../../server/lib/no-nul';
import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH } from '../../server/plugins/json-bodies';
import type { Answer } from '../support/client';
import { forEachDatabase } from '../support/harness';

// Issue 30, item 8: every array a route accepts is bounded in its schema (maxItems), and a body holding an
// array of millions of elements is refused from its text, before it is parsed or walked.

const JSON_TYPE = { 'content-type': 'application/json' };
const millionsOf = (item: string, count = 2_400_000) => `[${Array(count).fill(item).join(',')}]`;

type Schema = Record<string, any>;

/** Every array schema a request may carry (path, query, header or body), named by operation and place, with its maxItems. */
function requestArrays(document: Schema): { where: string; maxItems: number | undefined }[] {
  const found: { where: string; maxItems: number | undefined }[] = [];
  const resolve = (ref: string) => ref.replace(/^#\//, '').split('/').reduce((node: any, key) => node?.[key], document);
  const walk = (schema: Schema | undefined, where: string, seen: Set<object>) => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    if (schema.$ref) walk(resolve(schema.$ref), where, seen);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('array') || schema.items) found.push({ where, maxItems: schema.maxItems });
    for (const [name, property] of Object.entries<Schema>(schema.properties ?? {})) walk(property, `${where}.${name}`, seen);
    if (schema.items) walk(schema.items, `${where}[]`, seen);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}{}`, seen);
    for (const key of ['oneOf', 'anyOf', 'allOf']) (schema[key] ?? []).forEach((part: Schema, i: number) => walk(part, `${where}/${key}${i}`, seen));
  };
  for (const [path, operations] of Object.entries<Schema>(document.paths)) {
    for (const [method, operation] of Object.entries<Schema>(operations)) {
      for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, new Set());
      for (const [type, content] of Object.entries<Schema>(operation.requestBody?.content ?? {})) walk(content.schema, `${method.toUpperCase()} ${path} body (${type})`, new Set());
    }
  }
  return found;
}

describe('JSON shape before parsing', () => {
  it('counts the elements of each array, not commas in objects or strings', () => {
    expect(jsonShapeProblem('[1,2,3]', 64, 3)).toBeNull();
    expect(jsonShapeProblem('[1,2,3,4]', 64, 3)).toEqual({ kind: 'items' });
    expect(jsonShapeProblem('{"a":1,"b":2,"c":3,"d":4}', 64, 3)).toBeNull();
    expect(jsonShapeProblem('["a,b,c,d,e"]', 64, 3)).toBeNull();
    expect(jsonShapeProblem('[[1,2],[3,4],[5,6]]', 64, 3)).toBeNull();
    expect(jsonShapeProblem('[{"a":[1,2,3,4]}]', 64, 3)).toEqual({ kind: 'items' });
    expect(jsonShapeProblem('[[[]]]', 2, 3)).toEqual({ kind: 'depth' });
  });

  it('finds a NUL anywhere in a large body and names its place', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
    expect(fieldWithNul(rows)).toBeNull();
    rows[99_999].answer = 'A\u0000';
    expect(fieldWithNul(rows)).toBe('99999.answer');
    expect(fieldWithNul('\u0000')).toBe('body');
    expect(fieldWithNul({ language: 'EN', search: 'x\u0000' })).toBe('search');
  });
});

forEachDatabase('Bounded arrays', (server) => {
  it('every array a route accepts has a maxItems in the published schema, within the bound for any body', async () => {
    const document = (await server.anonymous.get('/api/docs/json')).body;
    const arrays = requestArrays(document);
    // The calls that take lists: FAQ entries, highlights, permissions, settings attributes, route links, file deletes, history "with".
    expect(arrays.length).toBeGreaterThanOrEqual(20);
    expect(arrays.filter((a) => a.maxItems === undefined).map((a) => a.where)).toEqual([]);
    expect(arrays.filter((a) => a.maxItems! > MAX_JSON_ARRAY_ITEMS).map((a) => a.where)).toEqual([]);
  });

  it('refuses a body of 2.4 million elements with 400 from its text, on any call, signed in or not', async () => {
    const calls: [string, string, (body: string) => Promise<Answer>][] = [
      ['numbers to the FAQ list', 'body', (body) => server.admin.call('POST', '/api/FaqLists/FaqLists', body, JSON_TYPE)],
      ['numbers to permissions', 'body', (body) => server.admin.call('POST', '/api/Permissions', body, JSON_TYPE)],
      ['numbers to sign-in', 'body', (body) => server.anonymous.call('POST', '/api/Users/Login', body, JSON_TYPE)],
      ['a field of a testimonial', 'body', (body) => server.admin.call('PUT', '/api/Testimonials', `{"testimonialId":1,"fullName":${body}}`, JSON_TYPE)],
    ];
    const numbers = millionsOf('0');
    for (const [what, field, send] of calls) {
      const started = performance.now();
      const answer = await send(numbers);
      const ms = performance.now() - started;
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toMatchObject({ statusCode: 400, code: 'VALIDATION', field });
      expect(answer.body.message, what).toBe(`body holds an array of more than ${MAX_JSON_ARRAY_ITEMS} elements`);
      // Parsed and walked, this body held the server for seconds; refused from its text it takes a scan of 10,000 elements.
      expect(ms, `${what}: ${Math.round(ms)} ms`).toBeLessThan(1500);
    }
  });

  it('still takes a list at its schema bound, refuses one past it by its schema, and keeps the depth bound', async () => {
    const faq = await server.admin.call('POST', '/api/FaqLists/FaqLists', millionsOf('{}', 501), JSON_TYPE);
    expect(faq.status).toBe(400);
    expect(faq.body).toMatchObject({ code: 'VALIDATION', message: 'body must NOT have more than 500 items' });
    const deep = await server.admin.call('POST', '/api/FaqLists/FaqLists', '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), JSON_TYPE);
    expect(deep.body.message).toBe(`body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels`);
  });
});
