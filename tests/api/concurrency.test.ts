import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';

const sample = { languageId: 1, fullName: 'Eva Novak', tagLine: 'Investor', testimonialText: 'Great reviews.' };

forEachDatabase('Concurrent edits', (server) => {
  const editors = () => Promise.all([server.userWith(['Settings Testimonials', 'write', [1]]), server.userWith(['Settings Testimonials', 'write', [1]])]);
  const create = async () => (await server.admin.post('/api/Testimonials', sample)).body;
  const stored = async (id: number) => (await server.admin.get(`/api/Testimonials?id=${id}`)).body[0];

  it('two editors save the same record: the stale save gets 409 with the current record and changes nothing', async () => {
    const [anna, ben] = await editors();
    const { testimonialId: id } = await create();
    const seenByAnna = (await anna.get(`/api/Testimonials?id=${id}`)).body[0];
    const seenByBen = (await ben.get(`/api/Testimonials?id=${id}`)).body[0];
    expect(seenByAnna.version).toBe(1);

    const first = await anna.put('/api/Testimonials', { ...seenByAnna, fullName: 'Anna was here' });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);

    const stale = await ben.put('/api/Testimonials', { ...seenByBen, tagLine: 'Ben was here' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    expect(stale.body.current).toMatchObject({ testimonialId: id, fullName: 'Anna was here', tagLine: 'Investor', version: 2 });
    expect(await stored(id)).toEqual(first.body);

    const staleHeader = await ben.call('PUT', '/api/Testimonials', { ...sample, testimonialId: id, tagLine: 'Ben again' }, { 'if-match': '"1"' });
    expect(staleHeader.status).toBe(409);
    expect(await stored(id)).toEqual(first.body);

    const rebased = await ben.call('PUT', '/api/Testimonials', { ...sample, testimonialId: id, fullName: 'Anna was here', tagLine: 'Ben was here' }, { 'if-match': '"2"' });
    expect(rebased.status).toBe(200);
    expect(rebased.body).toMatchObject({ fullName: 'Anna was here', tagLine: 'Ben was here', version: 3 });
  });

  it('a save without a version, as the original back office sends it, still saves', async () => {
    const { testimonialId: id } = await create();
    const { version: _version, ...withoutVersion } = await stored(id);
    const saved = await server.admin.put('/api/Testimonials', { ...withoutVersion, fullName: 'No version' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: 'No version', version: 2 });
  });

  it('of many simultaneous saves based on one version, exactly one is kept', async () => {
    const { testimonialId: id } = await create();
    const [anna, ben] = await editors();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? anna : ben).put('/api/Testimonials', { ...sample, testimonialId: id, version: 1, fullName: `Save ${i}` })),
    );
    const kept = answers.filter((a) => a.status === 200);
    expect(kept).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await stored(id)).toMatchObject({ fullName: kept[0].body.fullName, version: 2 });
  });

  it('single-record answers carry the version as ETag; a stale If-Match on a user is refused without secrets', async () => {
    const created = await server.admin.post('/api/Users/Register', { firstName: 'Lea', lastName: 'Lang', username: `lea-${Date.now()}@test.local`, password: 'a-good-password' });
    const read = await server.admin.get(`/api/Users/GetUserbyId?id=${created.body.userId}`);
    expect(read.body.version).toBe(1);
    expect(read.headers.etag).toBe('"1"');
    const body = { ...read.body, firstName: 'Lena', password: '' };
    expect((await server.admin.call('POST', '/api/Users/UpdateUser', body, { 'if-match': read.headers.etag as string })).status).toBe(200);
    const stale = await server.admin.call('POST', '/api/Users/UpdateUser', { ...body, lastName: 'Late' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ firstName: 'Lena', version: 2 });
    expect(JSON.stringify(stale.body)).not.toMatch(/password|hash/i);
    expect((await server.admin.get(`/api/Users/GetUserbyId?id=${created.body.userId}`)).body.lastName).toBe('Lang');
  });

  it('a delete that states an older version is refused and deletes nothing', async () => {
    const { testimonialId: id } = await create();
    await server.admin.put('/api/Testimonials', { ...sample, testimonialId: id, fullName: 'Changed' });
    const answer = await server.admin.call('DELETE', `/api/Testimonials/${id}`, undefined, { 'if-match': '"1"' });
    expect(answer.status).toBe(409);
    expect((await stored(id)).fullName).toBe('Changed');
  });

  it('a bulk save states a version per entry: a stale entry is refused and the whole save changes nothing', async () => {
    const { userId } = (await server.admin.post('/api/Users/Register', { firstName: 'Per', lastName: 'Mission', username: `per-${Date.now()}@test.local`, password: 'a-good-password' })).body;
    const entries = [1, 2].map((languageId) => ({ permissionId: 0, userId, languageId, roleId: 7, dataTypeId: 1, dataTypeName: 'Review' }));
    expect((await server.admin.post('/api/Permissions', entries)).status).toBe(200);
    const loaded = (await server.admin.get(`/api/Permissions/ByUserId/${userId}`)).body;
    expect(loaded.map((p: any) => p.version)).toEqual([1, 1]);
    const first = await server.admin.put('/api/Permissions', loaded.map((p: any) => ({ ...p, roleId: 8 })));
    expect(first.status).toBe(200);
    const stale = await server.admin.put('/api/Permissions', loaded.map((p: any) => ({ ...p, roleId: p.languageId === 1 ? 9 : 8 })));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    const now = (await server.admin.get(`/api/Permissions/ByUserId/${userId}`)).body;
    expect(now.map((p: any) => [p.roleId, p.version])).toEqual([[8, 2], [8, 2]]);
  });

  it("the current record of a 409 has the call's answer shape: booleans stay booleans", async () => {
    const calculator = { languageId: 4, initialDeposit: 1000, savingPeriod: 5, savingPeriodType: 'Years', apy: 7.5, ctaText: 'Compare', monthlyContributuion: 150, taxActivated: true, taxRate: 26.375, payoutInterval: 'monthly', targetURL: null };
    const created = await server.admin.post('/api/CompoundInterestCalculator/AddCompoundInterestCalculator', calculator);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const edit = '/api/CompoundInterestCalculator/EditCompoundInterestCalculator';
    expect((await server.admin.put(edit, { ...created.body, apy: 8 })).status).toBe(200);
    const stale = await server.admin.put(edit, { ...created.body, apy: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ apy: 8, taxActivated: true, version: 2 });
  });

  it('an If-Match that is not an ETag is refused', async () => {
    const { testimonialId: id } = await create();
    const answer = await server.admin.call('PUT', '/api/Testimonials', { ...sample, testimonialId: id }, { 'if-match': 'yesterday' });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('If-Match');
  });
});
