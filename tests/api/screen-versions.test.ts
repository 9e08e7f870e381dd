import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, forEachDatabase } from '../support/harness';
import { ownServer, type OwnServer } from '../support/own-server';

const screen = 'settings/bonus-settings';
const shipped = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../screens/settings/bonus-settings.json'), 'utf8'));
const relabelled = (label: string) => ({ ...shipped, parts: [{ ...shipped.parts[0], label }, ...shipped.parts.slice(1)] });
const publish = (descriptor: unknown, baseVersion: number) => ({ descriptor, baseVersion });
const labelIn = (descriptor: any) => descriptor.parts[0].label;

/** Issue 20, item 4: a screen's published versions, checked like the build checks a file, audited, and reversible. */
forEachDatabase('Screen versions', (server) => {
  const call = (suffix = '') => `/api/Screens/${screen}${suffix}`;

  it('publishes a change, lists the screen as changed, serves it to every editor, and keeps every version', async () => {
    const { admin } = server;
    const before = (await admin.get('/api/Screens')).body.find((s: any) => s.screen === screen);
    expect(before).toMatchObject({ file: 'screens/settings/bonus-settings.json', route: ['/bonussettings'], kind: 'form', entity: 'page-settings', dataType: 'Settings Bonus', status: 'shipped', stale: false, lastChange: null });

    const first = await admin.post(call('/Publish'), publish(relabelled('Headline'), 0));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ version: 1 });
    expect((await admin.post(call('/Publish'), publish(relabelled('Page headline'), 1))).body).toEqual({ version: 2 });

    const listed = (await admin.get('/api/Screens')).body.find((s: any) => s.screen === screen);
    expect(listed).toMatchObject({ status: 'changed', stale: false, lastChange: { version: 2, userName: ADMIN.username, date: expect.any(String) } });

    const editor = await server.userWith(['Settings Bonus', 'write', [1]]);
    const published = await editor.get('/api/Screens/Published');
    expect(published.status).toBe(200);
    expect(published.body.find((p: any) => p.screen === screen)).toMatchObject({ version: 2, descriptor: { route: '/bonussettings' } });
    expect(labelIn(published.body.find((p: any) => p.screen === screen).descriptor)).toBe('Page headline');

    const detail = (await admin.get(call())).body;
    expect(detail.shipped).toEqual(shipped);
    expect(detail.current).toMatchObject({ version: 2, stale: false, shippedThen: shipped, userName: ADMIN.username });
    expect(labelIn(detail.current.descriptor)).toBe('Page headline');
    expect(detail.versions.map((v: any) => [v.version, v.action])).toEqual([[2, 'publish'], [1, 'publish']]);
  });

  it('reverts to an earlier version and to the shipped file, each a new version', async () => {
    const { admin } = server;
    expect((await admin.post(call('/Revert'), { version: 1 })).body).toEqual({ version: 3 });
    const running = (await admin.get('/api/Screens/Published')).body.find((p: any) => p.screen === screen);
    expect(labelIn(running.descriptor)).toBe('Headline');

    expect((await admin.post(call('/Revert'), { version: 0 })).body).toEqual({ version: 4 });
    expect((await admin.get('/api/Screens/Published')).body.find((p: any) => p.screen === screen)).toBeUndefined();
    const detail = (await admin.get(call())).body;
    expect(detail.current).toBeNull();
    expect(detail.versions[0]).toMatchObject({ version: 4, action: 'revert', revertedTo: 0, descriptor: null });
    expect(detail.versions[1]).toMatchObject({ version: 3, action: 'revert', revertedTo: 1 });
    expect((await admin.get('/api/Screens')).body.find((s: any) => s.screen === screen)).toMatchObject({ status: 'shipped', lastChange: { version: 4 } });
    expect((await admin.post(call('/Revert'), { version: 99 })).status).toBe(404);
  });

  it('refuses a publish made over a version that is no longer the latest (409)', async () => {
    const stale = await server.admin.post(call('/Publish'), publish(relabelled('Late'), 2));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/at version 4, this change was made over version 2/);
  });

  it('refuses a misspelt field name with the build’s message, "did you mean" included (400)', async () => {
    const misspelt = { ...shipped, parts: [{ ...shipped.parts[0], name: 'titel' }, ...shipped.parts.slice(1)] };
    const checked = await server.admin.post(call('/Check'), { descriptor: misspelt });
    expect(checked.status).toBe(200);
    expect(checked.body.problems).toEqual([{ at: 'parts[0].name', message: expect.stringContaining('did you mean "title"') }]);
    expect((await server.admin.post(call('/Check'), { descriptor: relabelled('Fine') })).body).toEqual({ problems: [] });

    const refused = await server.admin.post(call('/Publish'), publish(misspelt, 4));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^screens\/settings\/bonus-settings\.json: at parts\[0\]\.name: .*did you mean "title"/);
    expect(refused.body.problems[0].at).toBe('parts[0].name');
  });

  it('refuses a change that widens permissions, naming the place (400)', async () => {
    const otherType = await server.admin.post(call('/Publish'), publish({ ...shipped, permission: { dataType: 'Settings Users' } }, 4));
    expect(otherType.status).toBe(400);
    expect(otherType.body.message).toMatch(/^screens\/settings\/bonus-settings\.json: at permission\.dataType: stays "Settings Bonus" as shipped/);
    const newCall = await server.admin.post(call('/Publish'), publish({ ...shipped, save: { ...shipped.save, update: { method: 'PUT', path: '/Users' } } }, 4));
    expect(newCall.status).toBe(400);
    expect(newCall.body.problems).toEqual([{ at: 'calls', message: expect.stringContaining('"PUT /Users" is not a call the shipped screen makes') }]);
  });

  it('needs Settings Screens: read to see, write to publish and revert; an unknown screen is 404', async () => {
    const writer = await server.userWith(['Settings Bonus', 'write']);
    expect((await writer.get('/api/Screens')).status).toBe(403);
    expect((await writer.post(call('/Publish'), publish(relabelled('No'), 4))).status).toBe(403);
    expect((await writer.post(call('/Revert'), { version: 0 })).status).toBe(403);
    const reader = await server.userWith(['Settings Screens', 'read', [1]]);
    expect((await reader.get(call())).status).toBe(200);
    expect((await reader.post(call('/Check'), { descriptor: shipped })).status).toBe(200);
    expect((await reader.post(call('/Publish'), publish(relabelled('No'), 4))).status).toBe(403);
    expect((await server.anonymous.get('/api/Screens/Published')).status).toBe(401);
    expect((await server.admin.get('/api/Screens/settings/no-such-screen')).status).toBe(404);
    expect((await server.admin.get('/api/Screens/fragments/seo')).status).toBe(404);
  });

  it('audits every publish and revert under the record type "screens", naming the screen', async () => {
    const rows = await server.db.selectFrom('audit_log').selectAll().where('recordType', '=', 'screens').orderBy('auditId').execute();
    expect(rows.map((r) => [r.recordId, r.username, r.dataType])).toEqual(Array(4).fill([screen, ADMIN.username, 'Settings Screens']));
    expect(JSON.parse(rows[2].changes)).toMatchObject({ screenVersion: { old: 2, new: 3 }, action: { old: null, new: 'revert' }, revertedTo: { old: null, new: 1 } });
  });
});

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

  it('a change published through one is served by the other at once', async () => {
    const signIn = async (server: OwnServer) => (await server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: ADMIN })).json().token as string;
    const headers = { authorization: `Bearer ${await signIn(a)}` };
    const published = await a.app.inject({ method: 'POST', url: `/api/Screens/${screen}/Publish`, headers, payload: publish(relabelled('Across'), 0) });
    expect(published.statusCode).toBe(200);
    const served = (await b.app.inject({ url: '/api/Screens/Published', headers: { authorization: `Bearer ${await signIn(b)}` } })).json();
    expect(labelIn(served.find((p: any) => p.screen === screen).descriptor)).toBe('Across');
    const reverted = await b.app.inject({ method: 'POST', url: `/api/Screens/${screen}/Revert`, headers, payload: { version: 0 } });
    expect(reverted.json()).toEqual({ version: 2 });
    expect((await a.app.inject({ url: '/api/Screens/Published', headers })).json()).toEqual([]);
  });
});
