import { expect, it } from 'vitest';
import { ADMIN, forEachDatabase } from '../support/harness';
import { clockPast } from '../support/clock';
import { FOLDER_OF, uploadOne } from './media-support';
import { uniqueUrl } from './routes-links-faq-support';

const sample = { languageId: 1, fullName: 'Eva Novak', tagLine: 'Investor', testimonialText: 'Great reviews.' };

forEachDatabase('Audit log', (server) => {
  const auditOf = async (query: string) => (await server.admin.get(`/api/Audit?${query}`)).body;

  it('logs who created, changed and deleted a record, with the changed fields and their old and new values', async () => {
    const writer = await server.userWith(['Settings Testimonials', 'admin', [1]]);
    const startedAt = new Date().toISOString();
    const created = (await writer.post('/api/Testimonials', sample)).body;
    const id = created.testimonialId;
    await writer.put('/api/Testimonials', { ...created, fullName: 'Eva N.' });
    await writer.put('/api/Testimonials', { ...created, fullName: 'Eva N.', version: 2 }); // no change: nothing to log
    await writer.delete(`/api/Testimonials/${id}`);

    const { entries, total } = await auditOf(`type=testimonials&recordId=${id}`);
    expect(total).toBe(3);
    expect(entries.map((e: any) => e.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ userId: writer.userId, recordType: 'testimonials', recordId: String(id), languageId: 1, dataType: 'Settings Testimonials' });
      expect(entry.username).toMatch(/@test\.local$/);
      expect(entry.at >= startedAt).toBe(true);
    }
    const [removed, updated, made] = entries;
    expect(updated.changes).toEqual({ fullName: { old: 'Eva Novak', new: 'Eva N.' } });
    expect(made.changes).toMatchObject({ testimonialId: { old: null, new: id }, fullName: { old: null, new: 'Eva Novak' }, tagLine: { old: null, new: 'Investor' } });
    expect(removed.changes).toMatchObject({ fullName: { old: 'Eva N.', new: null } });
  });

  it('filters by user, type, record and time, and pages', async () => {
    const writer = await server.userWith(['Settings Testimonials', 'write', [1]]);
    const before = new Date().toISOString();
    // Entries carry milliseconds: the clock passes `before`, so that no write shares its millisecond.
    await clockPast(Date.parse(before));
    for (const name of ['A', 'B', 'C']) await writer.post('/api/Testimonials', { ...sample, fullName: name });
    const mine = await auditOf(`userId=${writer.userId}`);
    expect(mine.total).toBe(3);
    expect(mine.entries.every((e: any) => e.userId === writer.userId)).toBe(true);
    const page = await auditOf(`userId=${writer.userId}&pageSize=2&page=2`);
    expect([page.total, page.page, page.pageSize, page.entries.length]).toEqual([3, 2, 2, 1]);
    expect(page.entries[0].changes.fullName.new).toBe('A');
    expect((await auditOf(`type=testimonials&from=${encodeURIComponent(before)}`)).total).toBeGreaterThanOrEqual(3);
    expect((await auditOf(`type=testimonials&to=${encodeURIComponent(before)}&userId=${writer.userId}`)).total).toBe(0);
  });

  // Issue 28 item 6: the log is paged by the server, so the server searches it.
  it('searches the writer, the record and the changes for typed text, case aside, with % as itself, and pages what it found', async () => {
    const writer = await server.userWith(['Settings Testimonials', 'write', [1]]);
    for (const name of ['Zoltán Quixby', 'QUIXBY 100% Fan', 'Quixby Plain']) await writer.post('/api/Testimonials', { ...sample, fullName: name });
    const found = await auditOf(`q=${encodeURIComponent('quixby')}&pageSize=2`);
    expect([found.total, found.entries.length]).toEqual([3, 2]);
    expect(found.entries.map((e: any) => e.changes.fullName.new)).toEqual(['Quixby Plain', 'QUIXBY 100% Fan']);
    expect((await auditOf(`q=${encodeURIComponent('quixby')}&pageSize=2&page=2`)).entries.map((e: any) => e.changes.fullName.new)).toEqual(['Zoltán Quixby']);
    expect((await auditOf(`q=${encodeURIComponent('100%')}`)).entries.map((e: any) => e.changes.fullName.new)).toEqual(['QUIXBY 100% Fan']);
    expect((await auditOf(`q=${encodeURIComponent('ZOLTÁN')}`)).total).toBe(1);
    // The writer's name (its e-mail address) and the record's type and id, with the other filters.
    const username: string = (await auditOf(`userId=${writer.userId}`)).entries[0].username;
    expect((await auditOf(`q=${encodeURIComponent(username.toUpperCase())}`)).total).toBe(3);
    expect((await auditOf(`q=quixby&type=testimonials&userId=${writer.userId}`)).total).toBe(3);
    expect((await auditOf(`q=quixby&type=users`)).total).toBe(0);
    expect((await server.admin.get('/api/Audit?q=%20%20')).status).toBe(400);
    expect((await server.admin.get(`/api/Audit?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('never logs passwords, tokens or their hashes; a password change shows only that it changed', async () => {
    const username = `audit-${Date.now()}@test.local`;
    const { userId } = (await server.admin.post('/api/Users/Register', { firstName: 'Ada', lastName: 'Audit', username, password: 'first-password-1', token: 'not-a-column' })).body;
    await server.admin.post('/api/Users/UpdateUser', { userId, firstName: 'Ada', lastName: 'Audit', username, password: 'second-password-2' });
    const stored = await server.db.selectFrom('users').select('passwordHash').where('userId', '=', userId).executeTakeFirstOrThrow();

    const { entries } = await auditOf(`type=users&recordId=${userId}`);
    expect(entries.map((e: any) => e.action)).toEqual(['update', 'create']);
    expect(entries[0].changes).toEqual({ passwordHash: { redacted: true } });
    expect(entries[1].changes.passwordHash).toEqual({ redacted: true });
    const everything = JSON.stringify((await auditOf('pageSize=500')).entries);
    for (const secret of [stored.passwordHash, 'first-password-1', 'second-password-2', 'not-a-column', server.admin.token!]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/"recordType":"sessions"/);
  });

  it('logs bulk saves entry by entry, and media uploads and deletes', async () => {
    const { userId } = (await server.admin.post('/api/Users/Register', { firstName: 'Bo', lastName: 'Bulk', username: `bulk-${Date.now()}@test.local`, password: 'a-good-password' })).body;
    const entries = [1, 2].map((languageId) => ({ permissionId: 0, userId, languageId, roleId: 7, dataTypeId: 1, dataTypeName: 'Review' }));
    await server.admin.post('/api/Permissions', entries);
    const logged = (await auditOf('type=permissions')).entries.filter((e: any) => e.changes.userId?.new === userId);
    expect(logged.map((e: any) => [e.action, e.languageId, e.changes.roleId.new])).toEqual([['create', 2, 7], ['create', 1, 7]]);

    const file = await uploadOne(server.admin, FOLDER_OF[1]);
    const uploaded = (await auditOf('type=image_infos')).entries.find((e: any) => e.changes.key?.new === file.key);
    expect(uploaded).toMatchObject({ action: 'create', dataType: expect.any(String) });
    expect((await server.admin.delete(`/api/AWSS3File/deleteFile/${encodeURIComponent(file.key)}`)).status).toBe(200);
    const removed = (await auditOf('type=image_infos')).entries.find((e: any) => e.action === 'delete' && e.changes.key?.old === file.key);
    expect(removed).toBeDefined();
  });

  it("logs a route's links as its `link` field", async () => {
    const route = (languageId: number, link: number[] = []) => ({ dataTypeId: 16, languageId, urlTableName: uniqueUrl(), tableId: 0, link });
    const other = (await server.admin.post('/api/Routes', route(3))).body.routesId;
    const created = (await server.admin.post('/api/Routes', route(3, [other]))).body;
    await server.admin.put('/api/Routes', { ...route(3), urlTableName: created.url, routesId: created.routesId, link: [] });
    const { entries } = await auditOf(`type=url_tables&recordId=${created.routesId}`);
    expect(entries.map((e: any) => [e.action, e.languageId, e.changes.link ?? null])).toEqual([
      ['update', 3, { old: [other], new: [] }],
      ['update', 3, { old: [], new: [other] }],
      ['create', 3, null],
    ]);
  });

  it('the log is for the administrator; a record\'s history for whoever may read the record', async () => {
    const id = (await server.admin.post('/api/Testimonials', sample)).body.testimonialId;
    const chief = await server.userWith(['Settings Users', 'admin'], ['Settings Testimonials', 'admin']);
    expect((await chief.get('/api/Audit')).status).toBe(403);
    expect((await server.anonymous.get('/api/Audit')).status).toBe(401);

    const reader = await server.userWith(['Settings Testimonials', 'read', [1]]);
    const history = await reader.get(`/api/Audit/testimonials/${id}`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(history.body.entries[0]).toMatchObject({ action: 'create', username: ADMIN.username });
    const german = await server.userWith(['Settings Testimonials', 'read', [2]]);
    expect((await german.get(`/api/Audit/testimonials/${id}`)).status).toBe(403);
    const other = await server.userWith(['Review', 'admin']);
    expect((await other.get(`/api/Audit/testimonials/${id}`)).status).toBe(403);
    // A record without entries has an empty history, not a missing one: the drawer asks quietly.
    const none = await reader.get('/api/Audit/testimonials/999999');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ total: 0, page: 1, pageSize: 20, pageCount: 0, entries: [] });
  });
});
