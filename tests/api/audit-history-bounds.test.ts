import { expect, it } from 'vitest';
import { AUDIT_BOUNDS } from '../../server/writes/audit-bounds';
import { forEachDatabase } from '../support/harness';
import { makeReview } from './reviews-support';

// Issue 19, item 5: a history is answered a page at a time, and one save adds an entry the size of its change.

const sample = { languageId: 1, fullName: 'Eva Novak', tagLine: 'Investor', testimonialText: 'Great reviews.' };

/** About a megabyte of rich text, every paragraph different, as a long review is. */
const longReview = (words: string, paragraphs = 9000) =>
  Array.from({ length: paragraphs }, (_, i) => `<p>Paragraph ${i}: ${words} Returns, risks and fees of the platform, year after year.</p>`).join('');

forEachDatabase('History bounds', (server) => {
  const storedEntries = async (type: string, id: number) =>
    server.db.selectFrom('audit_log').select(['auditId', 'changes']).where('recordType', '=', type).where('recordId', '=', String(id)).orderBy('auditId', 'desc').execute();

  it('answers a page of 20 entries by default with the total; pages and page sizes reach every entry once', async () => {
    const { admin } = server;
    let record = (await admin.post('/api/Testimonials', sample)).body;
    for (let i = 1; i <= 24; i++) record = (await admin.put('/api/Testimonials', { ...record, tagLine: `Investor ${i}` })).body;
    const url = `/api/Audit/testimonials/${record.testimonialId}`;

    const first = (await admin.get(url)).body;
    expect([first.total, first.page, first.pageSize, first.entries.length]).toEqual([25, 1, 20, 20]);
    expect(first.entries[0].changes.tagLine).toEqual({ old: 'Investor 23', new: 'Investor 24' });
    const second = (await admin.get(`${url}?page=2`)).body;
    expect([second.total, second.page, second.entries.length]).toEqual([25, 2, 5]);
    expect(second.entries.at(-1).action).toBe('create');

    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) seen.push(...(await admin.get(`${url}?pageSize=10&page=${page}`)).body.entries.map((e: any) => e.auditId));
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect((await admin.get(`${url}?page=4&pageSize=10`)).body.entries).toEqual([]);
    expect((await admin.get(`${url}?pageSize=101`)).status).toBe(400);
    expect((await admin.get(`${url}?page=0`)).status).toBe(400);
  });

  it('a small change to a megabyte review adds an entry the size of the change, readable in its context', async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, 1);
    const before = longReview('Solid platform.', 10300);
    expect(before.length).toBeGreaterThan(900_000);
    expect((await admin.put('/api/Review/Content', { id: reviewId, content: before })).status).toBe(200);
    const changed = before.replace('<p>Paragraph 4500: Solid platform.', '<p>Paragraph 4500: Solid platform, with a buyback guarantee.');
    expect((await admin.put('/api/Review/Content', { id: reviewId, content: changed })).status).toBe(200);

    const [latest] = await storedEntries('reviews', reviewId);
    expect(latest.changes.length).toBeLessThan(1000);
    const change = JSON.parse(latest.changes).reviewContent;
    expect(change).toMatchObject({ old: '', new: ', with a buyback guarantee', oldLength: before.length, newLength: changed.length, after: expect.stringMatching(/^\. Returns/) });
    expect(change.before).toHaveLength(AUDIT_BOUNDS.context);
    expect(changed.slice(0, change.at).endsWith(change.before)).toBe(true);
    // The stored middle and the current text give back the text before the save.
    const current = (await admin.get(`/api/Review/${reviewId}`)).body.reviewContent as string;
    expect(current.slice(0, change.at) + change.old + current.slice(change.at + change.new.length)).toBe(before);

    const answered = (await admin.get(`/api/Audit/reviews/${reviewId}?pageSize=1`)).body.entries[0].changes.reviewContent;
    expect(answered).toEqual(change);
  });

  it('positions count characters on both databases, and a value past the ceiling is cut and marked', async () => {
    const { admin } = server;
    const reviewId = await makeReview(admin, 1);
    const start = `<p>${'📈'.repeat(10)} ${'growth '.repeat(400)}</p>`;
    await admin.put('/api/Review/Content', { id: reviewId, content: start });
    await admin.put('/api/Review/Content', { id: reviewId, content: start.replace('📈 growth', '📈 steady growth') });
    const [small] = await storedEntries('reviews', reviewId);
    expect(JSON.parse(small.changes).reviewContent).toMatchObject({ at: 14, old: '', new: 'steady ' });

    // Everything replaced: old and new are each cut to their share of the ceiling, and the change says so.
    const other = longReview('Another text entirely.').replace(/^<p>/, '<h2>New</h2><p>');
    expect((await admin.put('/api/Review/Content', { id: reviewId, content: longReview('Solid platform.') })).status).toBe(200);
    expect((await admin.put('/api/Review/Content', { id: reviewId, content: other })).status).toBe(200);
    const [big] = await storedEntries('reviews', reviewId);
    expect(big.changes.length).toBeLessThan(AUDIT_BOUNDS.ceiling + 2000);
    const cut = JSON.parse(big.changes).reviewContent;
    expect(cut.truncated).toBe(true);
    expect(cut.new.length).toBeLessThanOrEqual(AUDIT_BOUNDS.ceiling / 2);
    expect(cut.new.length).toBeGreaterThan(1000);
    const answered = (await admin.get(`/api/Audit/reviews/${reviewId}?pageSize=1`)).body.entries[0].changes.reviewContent;
    expect(answered.truncated).toBe(true);
  });
});
