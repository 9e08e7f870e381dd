import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { forEachDatabase, type TestServer } from '../support/harness';
import { makeCountry } from './data-fixtures';

const BOM = '\uFEFF';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reviews written straight to the table (the list reads them as any other), with a rating and, for some, a route. */
async function addReviews(server: TestServer, languageId: number, reviews: { name: string; rating?: number; url?: string }[]) {
  for (const { name, rating = 0, url } of reviews) {
    const { reviewId } = await server.db.insertInto('reviews').values({ languageId, name, isActive: true, ratingCalculated: rating }).returning('reviewId').executeTakeFirstOrThrow();
    if (url) await server.db.insertInto('url_tables').values({ url, dataTypeId: 1, tableId: reviewId, languageId }).execute();
  }
}

/** A CSV answer's records, its BOM checked and taken off. */
function csvRecords(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  return parse(body.slice(1), { relax_column_count: false }) as string[][];
}

forEachDatabase('List export', (server) => {
  beforeAll(async () => {
    // German reviews, one of them named like a formula and one with umlauts; French ones no German writer may see.
    await addReviews(server, 2, [
      { name: 'Zinsbär Größe', rating: 4.5, url: 'bewertungen/zinsbaer' },
      { name: '=HYPERLINK("https://evil.example","Klick")', rating: 1 },
      { name: '-Minuskredit', rating: 2.2 },
      { name: '@Summe', rating: 3 },
      { name: 'Alpha Kredit', rating: 5, url: 'bewertungen/alpha' },
    ]);
    await addReviews(server, 4, [{ name: 'Prêt Français', rating: 4 }, { name: 'Crédit Lyonnais', rating: 3 }]);
  });

  it('streams the reviews list as CSV with a BOM, the shown columns in their display formats and a dated file name', async () => {
    const answer = await server.admin.get('/api/Export/reviews/reviews-list?languageId=2&format=csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="reviews-de-${today}.csv"; filename*=UTF-8''reviews-de-${today}.csv`);
    // Written as a stream, in batches: chunked, its length unknown when it starts.
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['content-length']).toBeUndefined();
    const [header, ...rows] = csvRecords(answer.body);
    // The coverage markers are drawn by a component from reads of their own: not a column of the file.
    expect(header).toEqual(['Name', 'Rating', 'VIEW']);
    // The list's order (the server's: best rated first), ratings rounded to 0.5 as shown, routes as public addresses.
    expect(rows).toEqual([
      ['Alpha Kredit', '5', 'https://www.p2p-review.example/de/bewertungen/alpha'],
      ['Zinsbär Größe', '4.5', 'https://www.p2p-review.example/de/bewertungen/zinsbaer'],
      ["'@Summe", '3', ''],
      ["'-Minuskredit", '2', ''],
      [`'=HYPERLINK("https://evil.example","Klick")`, '1', ''],
    ]);
  });

  it('keeps what the search, a filter and the sort keep, in that order', async () => {
    const searched = await server.admin.get(`/api/Export/reviews/reviews-list?languageId=2&format=csv&q=${encodeURIComponent('KREDIT')}&sort=label&direction=asc`);
    expect(searched.status).toBe(200);
    // The list's own order is best rated first; sorted by name, the hyphen comes first, as the screen sorts it.
    expect(csvRecords(searched.body).map((r) => r[0])).toEqual(['Name', "'-Minuskredit", 'Alpha Kredit']);

    // The lenders list filters by platform: only the chosen platform's lenders, sorted by name.
    const countryID = await makeCountry(server.admin);
    const platforms = await Promise.all(['Mintos', 'Bondora'].map(async (name) => (await server.db.insertInto('reviews').values({ languageId: 1, name }).returning('reviewId').executeTakeFirstOrThrow()).reviewId));
    for (const [lenderName, reviewID] of [['Kadaka', platforms[0]], ['Baltkredit', platforms[1]], ['Aventus', platforms[0]]] as const) {
      expect((await server.admin.post('/api/Lender', { lenderName, countryID, reviewID })).status).toBe(200);
    }
    const filtered = await server.admin.get(`/api/Export/data/lenders-list?languageId=1&format=csv&filter=reviewID:${platforms[0]}&sort=lenderName&direction=asc`);
    expect(filtered.status).toBe(200);
    const [header, ...rows] = csvRecords(filtered.body);
    expect(header).toEqual(['Lender', 'Platform', 'Country']);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['Aventus', 'Mintos'],
      ['Kadaka', 'Mintos'],
    ]);
  });

  it('writes an XLSX workbook that reads back with the same rows, formulas escaped as text', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/Export/reviews/reviews-list?languageId=2&format=xlsx', headers: { authorization: `Bearer ${server.admin.token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="reviews-de-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Reviews']);
    const values: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toEqual([
      ['Name', 'Rating', 'VIEW'],
      ['Alpha Kredit', '5', 'https://www.p2p-review.example/de/bewertungen/alpha'],
      ['Zinsbär Größe', '4.5', 'https://www.p2p-review.example/de/bewertungen/zinsbaer'],
      ["'@Summe", '3'],
      ["'-Minuskredit", '2'],
      [`'=HYPERLINK("https://evil.example","Klick")`, '1'],
    ]);
  });

  it('holds to the rights of reading the list, per language: a writer for German gets no French rows', async () => {
    const germanWriter = await server.userWith(['Review', 'write', [2]]);
    const german = await germanWriter.get('/api/Export/reviews/reviews-list?languageId=2&format=csv');
    expect(german.status).toBe(200);
    const names = csvRecords(german.body).map((r) => r[0]);
    expect(names).toHaveLength(6);
    expect(names.filter((n) => /Prêt|Crédit/.test(n))).toEqual([]);

    const french = await germanWriter.get('/api/Export/reviews/reviews-list?languageId=4&format=csv');
    expect(french.status).toBe(403);
    expect(french.body).toMatchObject({ code: 'FORBIDDEN', refused: { action: 'read', dataType: 'Review', languageId: 4 } });

    const stranger = await server.userWith(['NewsFeed', 'write', [4]]);
    expect((await stranger.get('/api/Export/reviews/reviews-list?languageId=4&format=csv')).status).toBe(403);
    expect((await server.anonymous.get('/api/Export/reviews/reviews-list?languageId=2&format=csv')).status).toBe(401);
  });

  it('refuses a screen that ships no list, and asks that are not what the document says', async () => {
    const missing = await server.admin.get('/api/Export/reviews/no-such-list?languageId=2&format=csv');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', message: 'Screen screens/reviews/no-such-list.json does not exist' });
    const form = await server.admin.get('/api/Export/reviews/review-edit?languageId=2&format=csv');
    expect(form.status).toBe(404);
    expect(form.body.message).toBe('screens/reviews/review-edit.json has no export: it is not a list, or its descriptor says export: false');
    expect((await server.admin.get('/api/Export/reviews/reviews-list?languageId=2&format=pdf')).status).toBe(400);
    expect((await server.admin.get('/api/Export/reviews/reviews-list?languageId=5&format=csv')).status).toBe(400);
  });

  it('writes every row of a list over several batches once, in order', async () => {
    const rows = 12_001;
    const names = Array.from({ length: rows }, (_, i) => ({ languageId: 6, name: `Platform ${String(i).padStart(5, '0')}`, isActive: true }));
    for (let i = 0; i < rows; i += 500) await server.db.insertInto('reviews').values(names.slice(i, i + 500)).execute();
    const answer = await server.admin.get('/api/Export/reviews/reviews-list?languageId=6&format=csv&sort=label&direction=asc');
    expect(answer.status).toBe(200);
    const [, ...records] = csvRecords(answer.body);
    expect(records.map((r) => r[0])).toEqual(names.map((n) => n.name));

    // Unsorted, the list is read a page at a time in the order its call answers it whole, each row once.
    const whole = (await server.admin.get('/api/Review/GetListOfReviewByLangId/6')).body as { label: string }[];
    const pages = await Promise.all([0, 5000, 10_000].map(async (offset) => (await server.admin.get(`/api/Review/GetListOfReviewByLangId/6?offset=${offset}&limit=5000`)).body as { label: string }[]));
    expect(pages.map((p) => p.length)).toEqual([5000, 5000, 2001]);
    expect(pages.flat()).toEqual(whole);
    const unsorted = await server.admin.get('/api/Export/reviews/reviews-list?languageId=6&format=csv');
    expect(csvRecords(unsorted.body).slice(1).map((r) => r[0])).toEqual(whole.map((r) => r.label));
  });

  it("reads the list a page at a time and asks the routes it joins for each page's records only", async () => {
    // Descriptors name their calls without the API's root: both calls of the reviews list are recognised as paged.
    expect(server.app.readsInPages('/Review/GetListOfReviewByLangId/2')).toBe(true);
    expect(server.app.readsInPages('/Routes/ByLanguageId/2')).toBe(true);
    expect(server.app.readsByKeys('/Routes/ByLanguageId/2')).toBe('tableId');
    expect(server.app.readsByKeys('/Review/GetListOfReviewByLangId/2')).toBeUndefined();

    const reviews = (await server.admin.get('/api/Review/GetListOfReviewByLangId/2')).body as { value: number; label: string }[];
    const alpha = reviews.find((r) => r.label === 'Alpha Kredit')!.value;
    const formula = reviews.find((r) => r.label.startsWith('=HYPERLINK'))!.value;
    const keyed = await server.admin.get(`/api/Routes/ByLanguageId/2?dataTypeId=1&keys=${alpha},${formula}`);
    expect(keyed.status).toBe(200);
    expect((keyed.body as { tableId: number; url: string }[]).map((r) => [r.tableId, r.url])).toEqual([[alpha, 'bewertungen/alpha']]);
    expect((await server.admin.get('/api/Routes/ByLanguageId/2?keys=1,x')).status).toBe(400);
  });
});
