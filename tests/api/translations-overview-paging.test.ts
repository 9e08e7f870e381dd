import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { MOST_ROWS, wholeOverview } from './overview-support';
import { makeChildReview, makeEnglishReview } from './reviews-support';

const STATES = ['missing', 'present', 'incomplete', 'outOfDate'] as const;
const cellOf = (row: any, languageId: number) => row.cells.find((c: any) => c.languageId === languageId);

forEachDatabase('Translations: the overview in pages, with totals over every row', (server) => {
  const page = async (query: string) => {
    const answer = await server.admin.get(`/api/Translations/Overview?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const testimonial = async (fullName: string) =>
    (await server.admin.post('/api/Testimonials', { languageId: 1, fullName, tagLine: 'Investor', testimonialText: 'Steady returns.' })).body.testimonialId as number;

  it('answers a page of the rows in their order, the number of rows over all pages and the page asked for', async () => {
    for (const name of ['Ada', 'Bea', 'Cid', 'Dan', 'Eli']) await testimonial(name);
    const whole = await wholeOverview(server.admin, 'type=testimonials');
    expect(whole.total).toBeGreaterThanOrEqual(5);
    const ids = whole.rows.map((r: any) => r.englishId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const pages = Math.ceil(whole.total / 2);
    const read = [];
    for (let p = 1; p <= pages; p++) {
      const body = await page(`type=testimonials&pageSize=2&page=${p}`);
      expect(body).toMatchObject({ total: whole.total, page: p, pageSize: 2, totals: whole.totals });
      expect(body.rows).toHaveLength(p < pages ? 2 : whole.total - 2 * (pages - 1));
      read.push(...body.rows);
    }
    expect(read).toEqual(whole.rows);

    const first = await page('type=testimonials');
    expect(first).toMatchObject({ page: 1, pageSize: 50 });
    expect(first.rows).toEqual(whole.rows.slice(0, 50));
  });

  it('runs a page across the types in their order: the reviews end and the pages begin on one page', async () => {
    await makeEnglishReview(server.admin, 'Vilnius Lend');
    expect((await server.admin.post('/api/Pages', { languageId: 1, pageTitle: 'How P2P lending works' })).status).toBe(200);
    const reviews = (await page('type=reviews&pageSize=1')).total;
    const all = await page(`pageSize=3&page=1`);
    const types = [...new Set(all.rows.map((r: any) => r.type))];
    expect(types[0]).toBe('reviews');
    // The page holding the last review: it goes on with the first page record.
    const size = reviews % 2 ? 2 : 3;
    const at = Math.ceil(reviews / size);
    const seam = await page(`pageSize=${size}&page=${at}`);
    const lastReview = (await page(`type=reviews&pageSize=1&page=${reviews}`)).rows[0];
    const firstPage = (await page('type=pages&pageSize=1')).rows[0];
    expect(seam.rows).toContainEqual(lastReview);
    expect(seam.rows.at(-1)).toEqual(firstPage);
  });

  it('answers a page past the end with no rows and the real number of rows and totals', async () => {
    const first = await page('type=testimonials&pageSize=10');
    const past = await page(`type=testimonials&pageSize=10&page=${Math.ceil(first.total / 10) + 1}`);
    expect(past).toMatchObject({ total: first.total, totals: first.totals, rows: [] });
    const far = await page('type=testimonials&pageSize=10&page=100000');
    expect(far).toMatchObject({ total: first.total, totals: first.totals, rows: [] });
  });

  it('refuses a page or page size out of bounds with 400 and the error shape, naming the parameter', async () => {
    for (const query of [`pageSize=${MOST_ROWS + 1}`, 'pageSize=0', 'page=0', 'page=100001', 'page=two']) {
      const answer = await server.admin.get(`/api/Translations/Overview?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: query.split('=')[0] });
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await page(`pageSize=${MOST_ROWS}`)).rows.length).toBeLessThanOrEqual(MOST_ROWS);
  });

  it('counts the totals over every row, not the page, each language once per row, whatever the state filter', async () => {
    const english = await makeEnglishReview(server.admin, 'Tallinn Credit');
    const german = await makeChildReview(server.admin, english, 2, 'Tallinn Kredit');
    // A second German version finding the same English record (older data; the API refuses to make one): the row
    // shows the first, and counts once.
    await server.db.insertInto('reviews').values({ languageId: 2, name: 'Tallinn Kredit II', parentReviewId: english } as any).execute();
    const whole = await wholeOverview(server.admin);
    expect(cellOf(whole.rows.find((r: any) => r.type === 'reviews' && r.englishId === english), 2)).toMatchObject({ id: german });
    for (const total of whole.totals) {
      const cells = whole.rows.map((r: any) => cellOf(r, total.languageId)).filter(Boolean);
      for (const state of STATES) expect(total[state], `${total.languageId} ${state}`).toBe(cells.filter((c: any) => c.state === state).length);
    }
    expect((await page('pageSize=1')).totals).toEqual(whole.totals);

    for (const state of STATES) {
      const kept = await wholeOverview(server.admin, `state=${state}`);
      expect(kept.totals, state).toEqual(whole.totals);
      const expected = whole.rows.filter((r: any) => r.cells.some((c: any) => c.state === state));
      expect(kept.total, state).toBe(expected.length);
      expect(kept.rows, state).toEqual(expected);
    }
  });

  it('counts a language filter and a type filter in the totals and the number of rows', async () => {
    const english = await makeEnglishReview(server.admin, 'Riga Loans');
    await makeChildReview(server.admin, english, 6, 'Riga Leningen');
    const dutch = await wholeOverview(server.admin, 'type=reviews&languageId=6');
    expect(dutch.totals).toHaveLength(1);
    const { missing, present, incomplete, outOfDate } = dutch.totals[0];
    expect(missing + present + incomplete + outOfDate).toBe(dutch.total);
    const missingDutch = await page('type=reviews&languageId=6&state=missing&pageSize=1');
    expect(missingDutch.total).toBe(missing);
    expect(dutch.rows.find((r: any) => r.englishId === english).cells).toEqual([expect.objectContaining({ languageId: 6 })]);
  });
});
