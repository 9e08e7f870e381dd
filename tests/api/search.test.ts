import { beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { makeChildReview, makeEnglishReview } from './reviews-support';
import { makeCountry } from './data-fixtures';

type Hit = { family: string; label: string; id: number; languageId: number | null; title: string; detail?: string };
const titles = (body: { results: Hit[] }) => body.results.map((h) => `${h.family} ${h.languageId} ${h.title}`);

// Issue 28 item 6: the global search finds any record by its name or title, in the languages the caller may read.
forEachDatabase('Search: records by name or title', (server) => {
  const search = (client = server.admin, q: string, extra = '') => client.get(`/api/Search?q=${encodeURIComponent(q)}${extra}`);

  it('finds titles whatever their case, umlauts and all, in every family and language, the current language first', async () => {
    const english = await makeEnglishReview(server.admin, 'Zürich Zinswerk');
    const german = await makeChildReview(server.admin, english, 2, 'ZÜRICH ZINSWERK');
    const testimonial = (await server.admin.post('/api/Testimonials', { languageId: 4, fullName: 'Anna zürichwerk', tagLine: 'Investor', testimonialText: 'Fine.' })).body.testimonialId;
    await makeEnglishReview(server.admin, 'Zurich Plain');

    const answer = await search(server.admin, 'züRICH', '&languageId=2');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    // German (the current language) first; then the titles that begin with the text before one that holds it later.
    expect(titles(answer.body)).toEqual(['reviews 2 ZÜRICH ZINSWERK', 'reviews 1 Zürich Zinswerk', 'testimonials 4 Anna zürichwerk']);
    expect(answer.body.results[0]).toEqual({ family: 'reviews', label: 'Review', id: german, languageId: 2, title: 'ZÜRICH ZINSWERK' });
    expect(answer.body.results.find((h: Hit) => h.family === 'testimonials')).toMatchObject({ id: testimonial, label: 'Testimonial' });
    // A plain "u" is not an "ü": the plain Zurich is found only by its own spelling.
    expect(titles((await search(server.admin, 'zurich')).body)).toEqual(['reviews 1 Zurich Plain']);
  });

  it('takes % and _ and the escape character as the characters they are', async () => {
    for (const name of ['Yield 100% Lend', 'Yield 1000 Lend', 'Lend a_b Fund', 'Lend axb Fund', 'Wow! Lend', 'Wow Lend']) await makeEnglishReview(server.admin, name);
    expect(titles((await search(server.admin, '100%')).body)).toEqual(['reviews 1 Yield 100% Lend']);
    expect(titles((await search(server.admin, 'a_b')).body)).toEqual(['reviews 1 Lend a_b Fund']);
    expect(titles((await search(server.admin, 'wow!')).body)).toEqual(['reviews 1 Wow! Lend']);
    expect((await search(server.admin, '%')).body.total).toBe(1);
    expect((await search(server.admin, '_')).body.total).toBe(1);
  });

  it('answers only the families and languages the caller may read, with exact counts', async () => {
    const english = await makeEnglishReview(server.admin, 'Permawise');
    const german = await makeChildReview(server.admin, english, 2, 'Permawise DE');
    await makeChildReview(server.admin, english, 4, 'Permawise FR');
    await server.admin.post('/api/Testimonials', { languageId: 2, fullName: 'Permawise Fan', tagLine: 'Investor', testimonialText: 'Fine.' });

    expect((await search(server.admin, 'permawise')).body.total).toBe(4);
    const germanWriter = await server.userWith(['Review', 'write', [2]]);
    const answer = await search(germanWriter, 'permawise');
    expect(answer.status).toBe(200);
    // No French review, no English one, and no testimonial (another data type) for a writer of German reviews.
    expect(answer.body).toEqual({ total: 1, results: [{ family: 'reviews', label: 'Review', id: german, languageId: 2, title: 'Permawise DE' }] });
    const nobody = await server.userWith(['Settings Home', 'read', [2]]);
    expect((await search(nobody, 'permawise')).status).toBe(403);
    expect((await server.anonymous.get('/api/Search?q=permawise')).status).toBe(401);
  });

  it('answers at most the limit, counting every hit', async () => {
    for (let i = 1; i <= 4; i++) await makeEnglishReview(server.admin, `Limitwise ${i}`);
    const answer = await search(server.admin, 'limitwise', '&limit=2');
    expect(answer.body.total).toBe(4);
    expect(titles(answer.body)).toEqual(['reviews 1 Limitwise 1', 'reviews 1 Limitwise 2']);
  });

  it('refuses a search without text, a blank one, a long one and a limit out of range', async () => {
    expect((await server.admin.get('/api/Search')).status).toBe(400);
    expect((await search(server.admin, '   ')).status).toBe(400);
    expect((await search(server.admin, 'x'.repeat(101))).status).toBe(400);
    expect((await search(server.admin, 'lend', '&limit=0')).status).toBe(400);
    expect((await search(server.admin, 'lend', '&limit=51')).status).toBe(400);
    expect((await search(server.admin, 'lend', '&languageId=5')).status).toBe(400);
  });

  // The families that are not translatable entities: each declared with its own table, and those without a language
  // read as their own calls read them.
  describe('routes, links, tool items, exposures, lenders, countries and users', () => {
    const made = { route: 0, germanRoute: 0, link: 0, toolItem: 0, exposure: 0, lender: 0, country: 0, user: 0, review: 0, countryName: '' };

    beforeAll(async () => {
      const { admin } = server;
      made.review = await makeEnglishReview(server.admin, 'Quorvex Review');
      const route = (languageId: number, url: string) => admin.post('/api/Routes', { dataTypeId: 16, languageId, urlTableName: url, tableId: 0, link: [] });
      made.route = (await route(1, 'quorvex-guide')).body.routesId;
      made.germanRoute = (await route(2, 'quorvex-ratgeber')).body.routesId;
      // A link's address is a url entry too (type 6): found as the link, never as a route.
      made.link = (await admin.post('/api/Links', { key: 'Quorvex Partner', category: 'p2p', languageId: 1, urlTableName: 'https://quorvex.example/register' })).body.linkId;
      made.toolItem = (
        await admin.post('/api/ToolSettings/AddToolItem', { languageId: 4, itemTitle: 'Quorvex calculator', excerpt: 'x', category: 'Calculator', featuredImage: null, urlTableId: null })
      ).body.toolsItemId;
      made.exposure = (
        await admin.post('/api/Portfolio/AddExposure', { name: 'Quorvex exposure', platform: made.review, investmentAmount: 100, interestRate: 9, investingSince: '2023-03-15', status: 'Active' })
      ).body.exposureID;
      made.country = await makeCountry(admin);
      made.countryName = (await admin.get(`/api/Country/${made.country}`)).body.countryName;
      made.lender = (await admin.post('/api/Lender', { countryID: made.country, lenderName: 'Quorvex Lending', reviewID: made.review })).body.lenderID;
      made.user = (await admin.post('/api/Users/Register', { firstName: 'Quinn', lastName: 'Vexler', username: 'q.vexler@quorvex.example', password: 'a-good-password' })).body.userId;
      for (const [what, id] of Object.entries(made)) if (!id) throw new Error(`${what} not made`);
    });

    it('finds each by its name, title, address or e-mail, those without a language once and with none', async () => {
      const answer = await search(server.admin, 'QUORVEX', '&languageId=1&limit=50');
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(8);
      const byFamily = Object.fromEntries(answer.body.results.map((h: Hit) => [`${h.family} ${h.languageId}`, h]));
      expect(Object.keys(byFamily).sort()).toEqual(
        ['exposures null', 'lenders null', 'links 1', 'reviews 1', 'routes 1', 'routes 2', 'toolItems 4', 'users null'].sort(),
      );
      expect(byFamily['routes 1']).toEqual({ family: 'routes', label: 'Route', id: made.route, languageId: 1, title: 'quorvex-guide' });
      expect(byFamily['routes 2']).toMatchObject({ id: made.germanRoute, title: 'quorvex-ratgeber' });
      expect(byFamily['links 1']).toEqual({ family: 'links', label: 'External link', id: made.link, languageId: 1, title: 'Quorvex Partner' });
      expect(byFamily['toolItems 4']).toEqual({ family: 'toolItems', label: 'Tool item', id: made.toolItem, languageId: 4, title: 'Quorvex calculator' });
      expect(byFamily['exposures null']).toEqual({ family: 'exposures', label: 'Portfolio exposure', id: made.exposure, languageId: null, title: 'Quorvex exposure' });
      expect(byFamily['lenders null']).toEqual({ family: 'lenders', label: 'Lender', id: made.lender, languageId: null, title: 'Quorvex Lending' });
      // A user is found by the e-mail address, shown beside the name.
      expect(byFamily['users null']).toEqual({ family: 'users', label: 'User', id: made.user, languageId: null, title: 'Quinn Vexler', detail: 'q.vexler@quorvex.example' });

      expect(titles((await search(server.admin, 'quinn vex')).body)).toEqual(['users null Quinn Vexler']);
      expect(titles((await search(server.admin, made.countryName.toUpperCase())).body)).toContain(`countries null ${made.countryName}`);
    });

    it('answers a family without a language only to a caller who may read it, and the others only in their languages', async () => {
      const routesInGerman = await server.userWith(['Settings Routes', 'read', [2]]);
      expect((await search(routesInGerman, 'quorvex')).body).toEqual({
        total: 1,
        results: [{ family: 'routes', label: 'Route', id: made.germanRoute, languageId: 2, title: 'quorvex-ratgeber' }],
      });
      // Countries and lenders are read under the Academy role in any language: German is enough.
      const academyInGerman = await server.userWith(['Academy', 'read', [2]]);
      expect(titles((await search(academyInGerman, 'quorvex')).body)).toEqual(['lenders null Quorvex Lending']);
      // Exposures belong to the English portfolio page: the role in German does not read them, in English it does.
      const bonusInGerman = await server.userWith(['Settings Bonus', 'read', [2]]);
      expect((await search(bonusInGerman, 'quorvex')).body).toEqual({ total: 0, results: [] });
      const bonusInEnglishAndFrench = await server.userWith(['Settings Bonus', 'read', [1, 4]]);
      expect(titles((await search(bonusInEnglishAndFrench, 'quorvex')).body)).toEqual(['exposures null Quorvex exposure', 'toolItems 4 Quorvex calculator']);
      // Users only for a caller who may read users; their e-mail addresses stay unsearchable to the rest.
      const usersReader = await server.userWith(['Settings Users', 'read', [3]]);
      expect(titles((await search(usersReader, 'q.vexler@')).body)).toEqual(['users null Quinn Vexler']);
      const linksInEnglish = await server.userWith(['Settings Links', 'write', [1]]);
      expect(titles((await search(linksInEnglish, 'quorvex')).body)).toEqual(['links 1 Quorvex Partner']);
      expect((await search(linksInEnglish, 'q.vexler@')).body).toEqual({ total: 0, results: [] });
    });
  });
});
