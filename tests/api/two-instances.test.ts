import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/harness';
import { ownServer, type OwnServer } from '../support/own-server';

/** Several instances behind a load balancer on one PostgreSQL: nothing a request needs lives in one process. */
describe('Two instances on one PostgreSQL', () => {
  let a: OwnServer;
  let b: OwnServer;

  beforeAll(async () => {
    a = await ownServer('postgres');
    b = await ownServer('postgres', {}, { databaseUrl: a.app.config.databaseUrl, dataDir: a.dataDir });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const login = (server: OwnServer, password: string, ip: string) =>
    server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: ADMIN.username, password }, remoteAddress: ip });
  const listUsers = (server: OwnServer, token: string) =>
    server.app.inject({ url: '/api/Users/GetAllUsers', headers: { authorization: `Bearer ${token}` } });

  it('a sign-in on one is valid on the other, and a logout on one ends it on both', async () => {
    const signedIn = await login(a, ADMIN.password, '10.2.0.1');
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json();
    expect((await listUsers(a, token)).statusCode).toBe(200);
    expect((await listUsers(b, token)).statusCode).toBe(200);

    const logout = await b.app.inject({ method: 'POST', url: '/api/Users/Logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect((await listUsers(a, token)).statusCode).toBe(401);
    expect((await listUsers(b, token)).statusCode).toBe(401);
  });

  it('throttling counts the failures made against either', async () => {
    const ip = '10.2.0.2';
    for (const server of [a, b, a, b, a]) expect((await login(server, 'wrong-password', ip)).statusCode).toBe(401);
    for (const server of [a, b]) {
      const refused = await login(server, ADMIN.password, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(b, ADMIN.password, '10.2.0.3')).statusCode).toBe(200);
  });
});
