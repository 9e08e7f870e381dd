import { expect, it } from 'vitest';
import { ADMIN, forEachDatabase, TEST_PASSWORD } from '../support/harness';
import { ApiClient } from '../support/client';

forEachDatabase('Sign-in and tokens', (server) => {
  const login = (username: string, password: string, ip?: string) =>
    server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password }, ...(ip && { remoteAddress: ip }) });

  it('answers the user, a bearer token and the permission entries', async () => {
    const res = await login(ADMIN.username, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ userId: expect.any(Number), username: ADMIN.username, firstName: expect.any(String), lastName: expect.any(String) });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.permissions[0]).toMatchObject({ languageId: 1, roleId: 9, roleName: 'admin', dataTypeId: 1, dataTypeName: 'Review' });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it('POST /User/Authenticate returns a token that works', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/User/Authenticate', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const client = new ApiClient(server.app, res.json().token);
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(200);
  });

  it('an unknown user and a wrong password get the same answer', async () => {
    const unknown = await login('nobody@test.local', 'whatever-1', '10.0.0.1');
    const wrong = await login(ADMIN.username, 'wrong-password', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('throttles repeated failed sign-ins from one address, even with the right password afterwards', async () => {
    const client = await server.userWith(['Review', 'read']);
    const { body } = await server.admin.get(`/api/Users/GetUserbyId?id=${client.userId}`);
    for (let i = 0; i < 5; i++) expect((await login(body.username, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const blocked = await login(body.username, TEST_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses calls with no token, a malformed or an unknown one (401)', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer short', 'Bearer ' + 'x'.repeat(43)]) {
      const res = await server.app.inject({ method: 'GET', url: '/api/Users/GetAllUsers', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('an expired token is refused', async () => {
    const client = await server.userWith(['Settings Users', 'read']);
    await server.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('userId', '=', client.userId).execute();
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const client = await server.userWith(['Settings Users', 'read']);
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(200);
    expect((await client.post('/api/Users/Logout')).status).toBe(200);
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(401);
  });

  it('a password change revokes the user’s tokens', async () => {
    const client = await server.userWith(['Settings Users', 'read']);
    const user = (await server.admin.get(`/api/Users/GetUserbyId?id=${client.userId}`)).body;
    const changed = await server.admin.post('/api/Users/UpdateUser', { ...user, image: null, password: 'a-new-password-9' });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(401);
    expect((await login(user.username, 'a-new-password-9', '10.0.2.1')).statusCode).toBe(200);
  });

  it('deleting a user revokes its tokens', async () => {
    const client = await server.userWith(['Settings Users', 'read']);
    expect((await server.admin.delete(`/api/Users/DeleteUser?id=${client.userId}`)).status).toBe(200);
    expect((await client.get('/api/Users/GetAllUsers')).status).toBe(401);
  });

  it('stores only a slow salted hash of passwords', async () => {
    const row = await server.db.selectFrom('users').select('passwordHash').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.passwordHash).not.toContain(ADMIN.password);
  });
});
