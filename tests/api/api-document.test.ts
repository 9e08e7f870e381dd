import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOf, type ContractDocument } from '../support/contract';
import { ownServer, type OwnServer } from '../support/own-server';

type Schema = Record<string, any>;

/** Every schema of a request: path and query parameters and each body's media type. */
function requestSchemas(operation: Schema): Schema[] {
  return [
    ...((operation.parameters ?? []) as Schema[]).map((p) => p.schema),
    ...Object.values((operation.requestBody?.content ?? {}) as Record<string, Schema>).map((c) => c.schema),
  ];
}

/** Each object schema inside a schema, with its own path. */
function* objects(schema: unknown, at = ''): Generator<[string, Schema]> {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  if (s.properties) yield [at, s];
  for (const [name, property] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) yield* objects(property, `${at}.${name}`);
  if (s.items) yield* objects(s.items, `${at}[]`);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const part of (s[key] ?? []) as Schema[]) yield* objects(part, at);
}

/**
 * The published document (/api/docs/json) says what the server does (issue 30): read as an OpenAPI 3.0
 * client reads it. The calls of every API test are checked against it by tests/support/contract.ts.
 */
describe('The published API document', () => {
  let server: OwnServer;
  let document: Schema;
  let contract: ContractDocument;
  beforeAll(async () => {
    server = await ownServer('sqlite');
    document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    contract = contractOf(document);
  });
  afterAll(() => server.close());

  const operations = () => Object.entries(document.paths as Record<string, Schema>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as Schema })));

  it('never asks a request for a readOnly property it requires (an update names its id; a new country its name)', () => {
    const readOnlyRequired = operations().flatMap(({ path, method, op }) =>
      requestSchemas(op).flatMap((schema) =>
        [...objects(schema)].flatMap(([at, object]) =>
          ((object.required ?? []) as string[]).filter((name) => object.properties[name]?.readOnly).map((name) => `${method} ${path} ${at}.${name}`),
        ),
      ),
    );
    expect(readOnlyRequired).toEqual([]);
    const update = document.paths['/api/Testimonials'].put.requestBody.content['application/json'].schema;
    expect(update.required).toContain('testimonialId');
    expect(update.properties.testimonialId.readOnly).toBeUndefined();
    expect(document.paths['/api/Testimonials'].put.responses['200'].content['application/json'].schema.properties.testimonialId.readOnly).toBe(true);
  });

  it('documents every refusal in the one error shape, with code', () => {
    const without = operations().filter(({ op }) => !op.responses['4XX']?.content['application/json'].schema.required?.includes('code'));
    expect(without.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('documents the multipart body of uploadFile and the content types getFile serves', () => {
    const upload = document.paths['/api/AWSS3File/uploadFile'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload).toMatchObject({ required: ['Attachments'], properties: { Attachments: { type: 'array', items: { type: 'string', format: 'binary' } } } });
    const served = Object.keys(document.paths['/api/AWSS3File/getFile/{name}'].get.responses['200'].content);
    expect(served.sort()).toEqual(['application/octet-stream', 'image/apng', 'image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });

  it('states the rules the server holds: a password of 8 characters on Register, no NUL in any text', () => {
    const register = document.paths['/api/Users/Register'].post.requestBody.content['application/json'].schema;
    expect(register.properties.password.minLength).toBe(8);
    expect(contract.requestProblems({ method: 'POST', url: '/api/Users/Register', headers: {}, payload: { firstName: 'A', lastName: 'B', username: 'a@b.c', password: 'short' } })).toHaveLength(1);
    expect(contract.requestProblems({ method: 'GET', url: '/api/Testimonials?id=1', headers: {} })).toEqual([]);
    expect(contract.requestProblems({ method: 'POST', url: '/api/Testimonials', headers: {}, payload: { languageId: 1, fullName: 'A\u0000B', tagLine: 'x', testimonialText: 'y' } })).toHaveLength(1);
  });

  it('answers 405 with Allow for a method a path does not have (TRACE and QUERY too), as the contract expects', async () => {
    for (const method of ['TRACE', 'QUERY', 'PATCH', 'DELETE']) {
      const answer = await server.app.inject({ method: method as 'GET', url: '/api/Testimonials' });
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD, POST, PUT');
      expect(answer.json(), method).toMatchObject({ statusCode: 405, code: 'METHOD_NOT_ALLOWED' });
    }
    expect((await server.app.inject({ method: 'TRACE', url: '/api/NoSuchCall' })).statusCode).toBe(404);
  });

  it('finds a drift: an undocumented status, an answer outside its schema, a refusal without code, a documented request refused as accepted', () => {
    const get = { method: 'GET', url: '/api/Testimonials?id=1', headers: {} };
    const json = { 'content-type': 'application/json; charset=utf-8' };
    expect(contract.check(get, { statusCode: 200, headers: json, body: JSON.stringify([{ testimonialId: 1, languageId: 1, fullName: 'A', tagLine: 'B', testimonialText: 'C', version: 1 }]) })).toEqual([]);
    expect(contract.check(get, { statusCode: 200, headers: json, body: JSON.stringify([{ testimonialId: 'one' }]) })).toHaveLength(1);
    expect(contract.check(get, { statusCode: 302, headers: json, body: '{}' })[0]).toMatch(/status 302 is not documented/);
    expect(contract.check(get, { statusCode: 404, headers: json, body: JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'x' }) })[0]).toMatch(/error shape/);
    expect(contract.check(get, { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<html>' })[0]).toMatch(/content type text\/html/);
    const badBody = { method: 'POST', url: '/api/Testimonials', headers: {}, payload: { languageId: 9 } };
    expect(contract.check(badBody, { statusCode: 200, headers: json, body: JSON.stringify({ testimonialId: 1, languageId: 1, fullName: 'A', tagLine: 'B', testimonialText: 'C' }) })[0]).toMatch(/the server accepted it/);
    expect(contract.check({ method: 'TRACE', url: '/api/Testimonials', headers: {} }, { statusCode: 404, headers: json, body: JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', error: 'x', message: 'y' }) })[0]).toMatch(/must be 405/);
  });
});
