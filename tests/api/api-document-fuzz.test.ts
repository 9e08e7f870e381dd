import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client';
import { ADMIN } from '../support/harness';
import { ownServer, type OwnServer } from '../support/own-server';
import { arbitraryOf } from '../support/schema-arbitrary';

type Schema = Record<string, any>;

/** Requests per operation: about 190 operations in about half a minute on a busy machine. */
const RUNS_PER_OPERATION = 6;
/** A call with a password hashes it, and a failed sign-in is slowed down (server/auth/throttle.ts), by design: one request each. */
const RUNS_HASHING = 1;
/** Calls that end the session they are made in: the fuzz would go on signed out. */
const ENDS_SESSION = new Set(['POST /api/Users/Logout']);

interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function requestOf(operation: Schema): fc.Arbitrary<Generated> {
  const parameters = (operation.parameters ?? []) as Schema[];
  const group = (where: string) => {
    const these = parameters.filter((p) => p.in === where);
    return fc.record(Object.fromEntries(these.map((p) => [p.name, arbitraryOf(p.schema)])), { requiredKeys: these.filter((p) => p.required).map((p) => p.name) as never[] });
  };
  const json = operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({ path: group('path'), query: group('query'), body: json ? arbitraryOf(json) : fc.constant(undefined) });
}

function urlOf(template: string, generated: Generated): string {
  const path = template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(generated.path[name])));
  const query = new URLSearchParams(Object.entries(generated.query).flatMap(([k, v]) => [v].flat().map((one) => [k, String(one)])));
  return query.size ? `${path}?${query}` : path;
}

/** A multipart upload of a few bytes that are not an image, in the documented field. */
function multipartOf(bytes: Uint8Array) {
  const boundary = 'fuzzboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Attachments"; filename="fuzz.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Requests generated from the published document for every operation, signed in as the administrator on
 * SQLite: none answers 5xx, and every answer is one the document has (tests/support/contract.ts checks
 * the status, content type and schema of each, and throws a ContractError on a drift).
 */
describe('Requests generated from the API document', () => {
  let server: OwnServer;
  let document: Schema;
  beforeAll(async () => {
    server = await ownServer('sqlite');
    document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => server.close());

  it('answer no operation with 5xx or with an answer the document does not have', { timeout: 120_000 }, async () => {
    let admin = await ApiClient.signIn(server.app, ADMIN.username, ADMIN.password);
    const failures: string[] = [];
    let operations = 0;
    for (const [template, item] of Object.entries(document.paths as Record<string, Schema>)) {
      for (const [method, operation] of Object.entries(item) as [string, Schema][]) {
        const name = `${method.toUpperCase()} ${template}`;
        if (ENDS_SESSION.has(name)) continue;
        operations++;
        const multipart = operation.requestBody?.content?.['multipart/form-data'];
        const run = fc.asyncProperty(requestOf(operation), fc.uint8Array({ maxLength: 64 }), async (generated, bytes) => {
          const upload = multipart ? multipartOf(bytes) : undefined;
          const answer = await server.app.inject({
            method: method.toUpperCase() as 'GET',
            url: urlOf(template, generated),
            ...(upload ? { payload: upload.payload } : generated.body !== undefined ? { payload: generated.body as object } : {}),
            headers: { authorization: `Bearer ${admin.token}`, ...upload?.headers },
          });
          // A generated user update may change the administrator's password, which ends its sessions.
          if (answer.statusCode === 401) admin = await ApiClient.signIn(server.app, ADMIN.username, ADMIN.password);
          if (answer.statusCode >= 500) throw new Error(`${name} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        });
        const hashes = Boolean(operation.requestBody?.content?.['application/json']?.schema?.properties?.password);
        const result = await fc.check(run, { numRuns: hashes ? RUNS_HASHING : RUNS_PER_OPERATION });
        if (result.failed) failures.push(`${name} with ${fc.stringify(result.counterexample)} (seed ${result.seed}): ${String((result.errorInstance as Error)?.message ?? result.errorInstance).slice(0, 1500)}`);
      }
    }
    // Every operation the document has was sent requests, the one that ends the session aside.
    const documented = Object.values(document.paths as Record<string, Schema>).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(operations).toBe(documented - ENDS_SESSION.size);
    expect(failures).toEqual([]);
  });
});
