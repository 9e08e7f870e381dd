import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ContractError, contractOf, holdToContract, type ContractDocument } from '../support/contract';
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

  it('states the rules of issue 30 in the schemas, and the rules across records in the descriptions', () => {
    const requestOf = (method: string, path: string) => document.paths[path][method].requestBody.content['application/json'].schema;
    const accepts = (method: string, url: string, payload?: unknown) => contract.requestProblems({ method, url, headers: {}, payload }).length === 0;
    const lender = requestOf('post', '/api/Lender');
    expect(lender.required).toEqual(expect.arrayContaining(['lenderName', 'countryID', 'reviewID']));
    expect(accepts('POST', '/api/Lender', { lenderName: '   ', countryID: 1, reviewID: 1 })).toBe(false);
    expect(accepts('POST', '/api/Lender', { lenderName: 'Kadaka', countryID: 1, reviewID: 1 })).toBe(true);
    expect(accepts('POST', '/api/Blogs', { languageId: 1, pageTitle: ' ' })).toBe(false);
    expect(accepts('POST', '/api/Review', { languageId: 2, name: 'X', isActive: true })).toBe(false);
    expect(accepts('POST', '/api/Review', { languageId: 2, name: 'X', isActive: true, ExistingReviewId: 3 })).toBe(true);
    expect(accepts('POST', '/api/Review', { languageId: 1, name: 'X', isActive: true })).toBe(true);
    expect(accepts('POST', '/api/Routes', { languageId: 1, dataTypeId: 1, urlTableName: 'Bad URL!' })).toBe(false);
    expect(accepts('POST', '/api/Routes', { languageId: 1, dataTypeId: 1, urlTableName: 'reviews/lendora' })).toBe(true);
    expect(accepts('GET', '/api/AWSS3File/getFile/secret.txt')).toBe(false);
    expect(accepts('GET', '/api/AWSS3File/getFile/EN%2FBLOG_FEATURED_IMAGES%2Fcover.png')).toBe(true);
    expect(requestOf('post', '/api/Portfolio/AddPortfolioSettings').properties.updatedOn.pattern).toBeDefined();
    expect(requestOf('post', '/api/Users/UpdateUser').properties.password.anyOf).toEqual([{ maxLength: 0 }, { minLength: 8 }]);
    expect(document.paths['/api/FaqTitles'].post.description).toMatch(/exactly one owner/);
    expect(document.paths['/api/ReviewAttributes/PostReviewAttributes'].post.description).toMatch(/each index from 1 to 4 once/);
    expect(document.paths['/api/Routes/DropdownValues/{dataTypeName}'].get.description).toMatch(/review, academy/);
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

  it('makes a test call fail when its answer drifts from the document, and lets a documented one through', async () => {
    const answers: Record<string, { statusCode: number; body: string }> = {
      '/api/Testimonials?id=1': { statusCode: 200, body: JSON.stringify([{ testimonialId: 1, languageId: 1, fullName: 'A', tagLine: 'B', testimonialText: 'C' }]) },
      '/api/Testimonials?id=2': { statusCode: 200, body: JSON.stringify([{ testimonialId: 2 }]) },
    };
    const standIn = {
      inject: async (options: { url: string }) => {
        if (options.url === '/api/docs/json') return { statusCode: 200, headers: {}, body: '', json: () => document };
        return { ...answers[options.url], headers: { 'content-type': 'application/json; charset=utf-8' } };
      },
    };
    await holdToContract(standIn as unknown as FastifyInstance);
    await expect(standIn.inject({ url: '/api/Testimonials?id=1' })).resolves.toMatchObject({ statusCode: 200 });
    await expect(standIn.inject({ url: '/api/Testimonials?id=2' })).rejects.toThrow(ContractError);
    await expect(standIn.inject({ url: '/api/Testimonials?id=2' })).rejects.toThrow(/must have required property 'languageId'/);
  });

  it('answers headers too large (431) and a request it cannot parse (400) in the one error shape, with code', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const raw = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    const tooLarge = await raw(`GET /api/Testimonials HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(tooLarge)).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
    const unreadable = await raw('GET /api/Testimonials HTTP/1.1\r\nHost x\r\n\r\n');
    expect(bodyOf(unreadable)).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
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
