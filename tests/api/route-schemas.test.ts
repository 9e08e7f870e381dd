import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownServer, type OwnServer } from '../support/own-server';

/**
 * Route validators and answer writers are compiled on a route's first call, not at start
 * (server/lib/compile-on-first-use.ts); a mistake in a schema must still fail at once, here.
 */
describe('Route schemas compiled on first use', () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await ownServer('sqlite');
  });
  afterAll(() => server.close());

  it('leaves the compiling to the first call, and a first call validates and writes as before', async () => {
    const { app } = server;
    const refused = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: 'x@y.z' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', field: 'password' });
    const unknown = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: 'x@y.z', password: 'p', extra: 1 } });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION', field: 'extra', reason: 'is not a known field' });
  });

  it('compiles every route schema of the server, checked against the meta-schema, without a mistake', () => {
    const compiled = server.app.deferredCompiles.compileAll();
    expect(compiled).toBeGreaterThan(300);
    expect(server.app.deferredCompiles.compileAll()).toBe(0);
  });
});
