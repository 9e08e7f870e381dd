import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { clockMovesOn } from '../support/clock';
import { wholeOverview } from './overview-support';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from './reviews-support';

const cellOf = (row: any, languageId: number) => row.cells.find((c: any) => c.languageId === languageId);

forEachDatabase('Translations: the overview', (server) => {
  // Every row of every page: the records a test makes come last, on the last page.
  const overview = (query = '', client = server.admin) => wholeOverview(client, query);
  const rowOf = (body: any, type: string, englishId: number) => body.rows.find((r: any) => r.type === type && r.englishId === englishId);

  it('shows a review present, missing and out of date after its English parent changed, with the count of stale fields', async () => {
    const english = await makeEnglishReview(server.admin, 'Velmora Lend');
    const german = await makeChildReview(server.admin, english, 2, 'Velmora Lend');
    let row = rowOf(await overview('?type=reviews'), 'reviews', english);
    expect(row.name).toBe('Velmora Lend');
    expect(cellOf(row, 2)).toMatchObject({ id: german, state: 'incomplete' });
    expect(cellOf(row, 2).fields).toContain('subtitle');
    expect(cellOf(row, 6)).toMatchObject({ state: 'missing', id: null });

    await clockMovesOn();
    expect((await saveReview(server.admin, await reviewForm(server.admin, english, { subtitle: 'Short-term loans', name: 'Velmora' }))).status).toBe(200);
    row = rowOf(await overview('?type=reviews'), 'reviews', english);
    expect(cellOf(row, 2)).toMatchObject({ id: german, state: 'outOfDate', count: 2, fields: ['name', 'subtitle'] });

    await clockMovesOn();
    expect((await saveReview(server.admin, await reviewForm(server.admin, german, { name: 'Velmora DE' }))).status).toBe(200);
    row = rowOf(await overview('?type=reviews'), 'reviews', english);
    expect(cellOf(row, 2).state).not.toBe('outOfDate');
  });

  it('links records of every kind: an explicit link makes a testimonial present, a page alone is missing elsewhere', async () => {
    const english = (await server.admin.post('/api/Testimonials', { languageId: 1, fullName: 'Eva', tagLine: 'Investor', testimonialText: 'Great.' })).body.testimonialId;
    const dutch = (await server.admin.post('/api/Testimonials', { languageId: 6, fullName: 'Eva', tagLine: 'Belegger', testimonialText: 'Goed.' })).body.testimonialId;
    expect(cellOf(rowOf(await overview('?type=testimonials'), 'testimonials', english), 6).state).toBe('missing');
    await server.admin.put(`/api/Translations/Link/Testimonials/${dutch}`, { englishId: english });
    expect(cellOf(rowOf(await overview('?type=testimonials'), 'testimonials', english), 6)).toMatchObject({ state: 'present', id: dutch });

    const page = (await server.admin.post('/api/Pages', { languageId: 1, pageTitle: 'About P2P' })).body.pageId;
    const pageRow = rowOf(await overview('?type=pages'), 'pages', page);
    expect(pageRow.cells.map((c: any) => c.state)).toEqual(['incomplete', 'missing', 'missing', 'missing', 'missing']);
  });

  it('filters by state and language, with totals per language', async () => {
    const english = await makeEnglishReview(server.admin, 'Nordloan');
    await makeChildReview(server.admin, english, 2, 'Nordloan');
    const all = await overview();
    const dutchMissing = await overview('?languageId=6&state=missing');
    expect(dutchMissing.languages).toEqual([6]);
    for (const row of dutchMissing.rows) expect(row.cells).toEqual([expect.objectContaining({ languageId: 6, state: 'missing' })]);
    const nl = all.totals.find((t: any) => t.languageId === 6);
    expect(nl.missing).toBe(all.rows.filter((r: any) => cellOf(r, 6)?.state === 'missing').length);
    // Every row whose Dutch version is missing, Nordloan's among them, and no other.
    expect(dutchMissing.rows).toHaveLength(nl.missing);
    expect(rowOf(dutchMissing, 'reviews', english)).toBeDefined();
    expect(dutchMissing.totals).toEqual([nl]);
    expect(all.rows.some((r: any) => r.type === 'settings' && r.screen === 'about')).toBe(true);
  });

  it('shows a reader only the languages and types they may read; 403 for no content at all', async () => {
    const english = await makeEnglishReview(server.admin, 'Kestrel');
    const german = await makeChildReview(server.admin, english, 2, 'Kestrel');
    const readerDe = await server.userWith(['Review', 'read', [2]]);
    const body = await overview('', readerDe);
    expect(body.languages).toEqual([2]);
    expect(body.types).toEqual([{ key: 'reviews', type: 'reviews', languages: [2], writable: [] }]);
    expect(new Set(body.rows.map((r: any) => r.type))).toEqual(new Set(['reviews']));
    const row = rowOf(body, 'reviews', english);
    expect(row.cells).toEqual([expect.objectContaining({ languageId: 2, id: german })]);
    expect(row.name).toBe('Kestrel');
    const mediaOnly = await server.userWith(['Media', 'write']);
    expect((await mediaOnly.get('/api/Translations/Overview')).status).toBe(403);
    expect((await server.anonymous.get('/api/Translations/Overview')).status).toBe(401);
  });
});
