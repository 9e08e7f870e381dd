import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { clockMovesOn } from '../support/clock';
import { wholeOverview } from './overview-support';
import { uniqueUrl } from './routes-links-faq-support';
import { makeChildReview, makeEnglishReview, reviewForm, saveReview } from './reviews-support';

const cellOf = (row: any, languageId: number) => row.cells.find((c: any) => c.languageId === languageId);

forEachDatabase('Translations: the overview computed by the database', (server) => {
  // Every row of every page: the records a test makes come last, on the last page.
  const overview = (query = '', client = server.admin) => wholeOverview(client, query);
  const rowOf = (body: any, type: string, englishId: number) => body.rows.find((r: any) => r.type === type && r.englishId === englishId);
  const route = async (dataTypeId: number, languageId: number, tableId: number, link: number[] = []) =>
    (await server.admin.post('/api/Routes', { dataTypeId, languageId, urlTableName: uniqueUrl(), tableId, link })).body.routesId as number;

  it('counts incomplete and out-of-date cells per language with a type, state and language filter', async () => {
    const before = await overview('?type=reviews&languageId=2');
    const german = before.totals[0];
    const stale = await makeEnglishReview(server.admin, 'Ostrava Invest');
    await makeChildReview(server.admin, stale, 2, 'Ostrava Invest');
    const incomplete = await makeEnglishReview(server.admin, 'Brnolend');
    const child = await makeChildReview(server.admin, incomplete, 2, 'Brnolend');
    await clockMovesOn();
    expect((await saveReview(server.admin, await reviewForm(server.admin, stale, { subtitle: 'Business loans' }))).status).toBe(200);

    const after = await overview('?type=reviews&languageId=2');
    expect(after.totals).toEqual([{ ...german, outOfDate: german.outOfDate + 1, incomplete: german.incomplete + 1 }]);
    const outOfDate = await overview('?type=reviews&languageId=2&state=outOfDate');
    expect(outOfDate.totals).toEqual(after.totals);
    expect(outOfDate.rows.every((r: any) => r.cells.length === 1 && r.cells[0].state === 'outOfDate')).toBe(true);
    expect(cellOf(rowOf(outOfDate, 'reviews', stale), 2)).toMatchObject({ state: 'outOfDate', count: 1, fields: ['subtitle'] });
    expect(rowOf(outOfDate, 'reviews', incomplete)).toBeUndefined();
    const cell = cellOf(rowOf(await overview('?type=reviews&languageId=2&state=incomplete'), 'reviews', incomplete), 2);
    expect(cell).toMatchObject({ state: 'incomplete', id: child });
    expect(cell.count).toBe(cell.fields.length);
  });

  it('shows a reader of one language its versions named in that language, and counts only that language', async () => {
    const english = await makeEnglishReview(server.admin, 'Pilsen Capital');
    const german = await makeChildReview(server.admin, english, 2, 'Pilsen Kapital');
    const readerDe = await server.userWith(['Review', 'read', [2]]);
    const body = await overview('?type=reviews', readerDe);
    expect(body.languages).toEqual([2]);
    expect(rowOf(body, 'reviews', english)).toMatchObject({ name: 'Pilsen Kapital', cells: [expect.objectContaining({ languageId: 2, id: german })] });
    expect(body.totals).toHaveLength(1);
    expect(body.totals[0].languageId).toBe(2);
    const { missing, present, incomplete, outOfDate } = body.totals[0];
    expect(missing + present + incomplete + outOfDate).toBe(body.rows.length);
  });

  it('finds a version through a route referencing the English route, either way, before an explicit link', async () => {
    const academy = async (languageId: number) => (await server.admin.post('/api/Academy', { title: 'What is P2P lending?', languageId })).body.academyId as number;
    const english = await academy(1);
    const german = await academy(2);
    const french = await academy(4);
    const englishRoute = await route(2, 1, english);
    await route(2, 2, german, [englishRoute]);
    const frenchRoute = await route(2, 4, french);
    await server.admin.put('/api/Routes', { dataTypeId: 2, languageId: 1, urlTableName: uniqueUrl(), tableId: english, link: [frenchRoute], routesId: englishRoute });
    const row = rowOf(await overview('?type=academy'), 'academy', english);
    expect(cellOf(row, 2)).toMatchObject({ id: german });
    expect(cellOf(row, 4)).toMatchObject({ id: french });
    expect(cellOf(row, 6)).toMatchObject({ state: 'missing', id: null });
  });
});
