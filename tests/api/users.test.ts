import { expect, it } from 'vitest';
import user from '../../schemas/user.json';
import { ADMIN, forEachDatabase } from '../support/harness';
import { rejectsBadBodies } from '../support/bad-bodies';
import { snapshot } from '../support/matrix';

let counter = 0;
const newUser = () => ({ firstName: 'Nina', lastName: 'Neu', username: `nina${++counter}-${Date.now()}@test.local`, password: 'a-good-password' });

forEachDatabase('Users and permissions', (server) => {
  it('registers, lists, reads, updates and deletes users without ever answering a password', async () => {
    const { admin } = server;
    const created = await admin.post('/api/Users/Register', newUser());
    expect(created.status).toBe(200);
    const { userId } = created.body;
    const list = await admin.get('/api/Users/GetAllUsers');
    expect(list.body.find((u: any) => u.userId === userId)).toMatchObject({ firstName: 'Nina', lastName: 'Neu' });
    const one = await admin.get(`/api/Users/GetUserbyId?id=${userId}`);
    expect(one.body).toMatchObject({ userId, firstName: 'Nina' });
    expect(JSON.stringify([list.body, one.body])).not.toMatch(/password|Hash/i);

    const updated = await admin.post('/api/Users/UpdateUser', { ...one.body, image: null, firstName: 'Nora', password: '' });
    expect(updated.body).toEqual({ userId, version: one.body.version + 1 });
    expect((await admin.get(`/api/Users/GetUserbyId?id=${userId}`)).body.firstName).toBe('Nora');
    expect((await admin.delete(`/api/Users/DeleteUser?id=${userId}`)).status).toBe(200);
    expect((await admin.get(`/api/Users/GetUserbyId?id=${userId}`)).status).toBe(404);
  });

  it('refuses a taken username (409) and a short password (400)', async () => {
    const body = newUser();
    await server.admin.post('/api/Users/Register', body);
    expect((await server.admin.post('/api/Users/Register', { ...body })).status).toBe(409);
    const short = await server.admin.post('/api/Users/Register', { ...newUser(), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('password');
  });

  it('saves permission entries for all five languages and answers them by user and language', async () => {
    const { userId } = (await server.admin.post('/api/Users/Register', newUser())).body;
    const entries = [1, 2, 3, 4, 6].map((languageId) => ({ permissionId: 0, userId, languageId, roleId: languageId === 1 ? 9 : 7, dataTypeId: 1, dataTypeName: 'Review' }));
    expect((await server.admin.post('/api/Permissions', entries)).status).toBe(200);
    const german = await server.admin.get(`/api/Permissions/ByUserId/${userId}?langId=2`);
    expect(german.body).toEqual([expect.objectContaining({ userId, languageId: 2, roleId: 7, roleName: 'read', dataTypeId: 1, dataTypeName: 'Review' })]);
    const all = await server.admin.get(`/api/Permissions/ByUserId/${userId}`);
    expect(all.body).toHaveLength(5);
    // PUT replaces the role of the same user, language and data type
    await server.admin.put('/api/Permissions', [{ ...entries[1], roleId: 8 }]);
    expect((await server.admin.get(`/api/Permissions/ByUserId/${userId}?langId=2`)).body[0].roleId).toBe(8);
  });

  it('nobody raises their own rights, directly or through another account', async () => {
    const manager = await server.userWith(['Settings Users', 'write'], ['Review', 'read', [1]]);
    const own = await manager.post('/api/Permissions', [{ userId: manager.userId, languageId: 1, roleId: 9, dataTypeId: 1 }]);
    expect(own.status).toBe(403);
    const { userId } = (await server.admin.post('/api/Users/Register', newUser())).body;
    const before = await snapshot(server, ['permissions']);
    const beyond = await manager.post('/api/Permissions', [{ userId, languageId: 1, roleId: 8, dataTypeId: 1 }]);
    expect(beyond.status).toBe(403);
    expect(await snapshot(server, ['permissions'])).toEqual(before);
    expect((await manager.post('/api/Permissions', [{ userId, languageId: 1, roleId: 7, dataTypeId: 1 }])).status).toBe(200);
  });

  it('protects the administrator account', async () => {
    const manager = await server.userWith(['Settings Users', 'admin']);
    const admin = (await server.admin.get('/api/Users/GetAllUsers')).body.find((u: any) => u.username === ADMIN.username);
    expect((await manager.post('/api/Users/UpdateUser', { ...admin, image: null, password: 'taken-over-1' })).status).toBe(403);
    expect((await manager.delete(`/api/Users/DeleteUser?id=${admin.userId}`)).status).toBe(403);
    expect((await server.admin.post('/api/Permissions', [{ userId: admin.userId, languageId: 1, roleId: 10, dataTypeId: 1 }])).status).toBe(403);
  });

  it('Settings Users roles decide: read lists, write saves, admin deletes', async () => {
    const reader = await server.userWith(['Settings Users', 'read', [1]]);
    const writer = await server.userWith(['Settings Users', 'write', [1]]);
    const nobody = await server.userWith(['Review', 'admin']);
    expect((await nobody.get('/api/Users/GetAllUsers')).status).toBe(403);
    expect((await reader.get('/api/Users/GetAllUsers')).status).toBe(200);
    const before = await snapshot(server, ['users']);
    expect((await reader.post('/api/Users/Register', newUser())).status).toBe(403);
    expect(await snapshot(server, ['users'])).toEqual(before);
    const { userId } = (await writer.post('/api/Users/Register', newUser())).body;
    expect(userId).toBeGreaterThan(0);
    expect((await writer.delete(`/api/Users/DeleteUser?id=${userId}`)).status).toBe(403);
    expect((await server.anonymous.get('/api/Users/GetAllUsers')).status).toBe(401);
    // everyone may read their own permission entries
    expect((await nobody.get(`/api/Permissions/ByUserId/${nobody.userId}`)).status).toBe(200);
    expect((await nobody.get(`/api/Permissions/ByUserId/${reader.userId}`)).status).toBe(403);
  });

  rejectsBadBodies(server, {
    name: 'POST /Users/Register',
    schema: { ...user, properties: Object.fromEntries(Object.entries(user.properties).filter(([k]) => k !== 'token')) },
    tables: ['users'],
    valid: async () => newUser(),
    send: (c, body) => c.post('/api/Users/Register', body),
  });
});
