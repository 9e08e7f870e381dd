import { expect, it } from 'vitest';
import link from '../../schemas/link.json';
import routesSeed from '../../server/seed/modules/0290-routes';
import linksSeed from '../../server/seed/modules/0910-external-links';
import faqSeed from '../../server/seed/modules/0920-faq';
import { forEachDatabase, type TestServer } from '../support/harness';
import { makeContent } from './routes-links-faq-support';

const ROUTE_URL = /^[a-z0-9/-]+$/;

async function runSeed(server: TestServer) {
  await server.db.transaction().execute(async (db) => {
    const ctx = { db, app: server.app, refs: {} };
    for (const module of [routesSeed, linksSeed, faqSeed]) await module(ctx);
  });
}

/** A small piece of demo content: two English reviews with German children, pages, posts, guides, a portfolio. */
async function seedContent(server: TestServer) {
  const db = server.db as any;
  const review = async (languageId: number, name: string, parentReviewId: number | null, extra = {}) =>
    (await db.insertInto('reviews').values({ languageId, name, parentReviewId, ...extra }).returning('reviewId').executeTakeFirstOrThrow()).reviewId as number;
  const lendora = await review(1, 'Lendora', null, { promotion: true, minInvestment: 10, buybackGuarantee: true, secondaryMarket: true, autoInvest: true });
  const crest = await review(1, 'Crestfund Capital', null);
  const children = [await review(2, 'Lendora', lendora), await review(2, 'Crestfund Capital', crest)];
  const pages = [];
  for (const languageId of [1, 2]) for (const template of [16, 17, 18, 50, 56]) pages.push(await makeContent(server, 'page', languageId, template));
  await db.updateTable('pages').set({ pageTitle: 'Über uns & Größe' }).where('pageId', '=', pages[8]).execute();
  const blogs = [await makeContent(server, 'blog', 1), await makeContent(server, 'blog', 2), await makeContent(server, 'blog', 2)];
  const guide = await makeContent(server, 'academy', 6);
  const guideWithUrl = await makeContent(server, 'academy', 6);
  const ownUrl = (await db.insertInto('url_tables').values({ url: 'academie/eigen', dataTypeId: 2, tableId: guideWithUrl, languageId: 6 }).returning('urlTableId').executeTakeFirstOrThrow()).urlTableId;
  await db.updateTable('academy').set({ urlTableId: ownUrl }).where('academyId', '=', guideWithUrl).execute();
  await db.insertInto('url_tables').values({ url: 'blog/already-there', dataTypeId: 43, tableId: blogs[0], languageId: 1 }).execute();
  const portfolio = await makeContent(server, 'portfolio', 1);
  return { lendora, crest, children, pages, blogs, guide, guideWithUrl, portfolio };
}

forEachDatabase('Routes, links and FAQ demo content', (server) => {
  it('works on a database without content: links only', async () => {
    await runSeed(server);
    const links = (await server.admin.get('/api/Links/GetExternalLinks?langId=3')).body;
    expect(links.map((l: any) => l.key)).toContain('Lendora');
    expect((await server.admin.get('/api/Routes/AllRoutes')).body).toEqual([]);
    await (server.db as any).deleteFrom('links').execute();
    await (server.db as any).deleteFrom('url_tables').execute();
  });

  it('gives every content item one valid route, links language versions, and writes links and FAQ', async () => {
    const content = await seedContent(server);
    await runSeed(server);
    const db = server.db as any;
    const routes = (await server.admin.get('/api/Routes/AllRoutes')).body;
    for (const r of routes) expect(r.url, r.url).toMatch(ROUTE_URL);
    for (const languageId of [1, 2, 6]) {
      const urls = routes.filter((r: any) => r.languageId === languageId).map((r: any) => r.url);
      expect(new Set(urls).size).toBe(urls.length);
    }
    const routesOf = (dataTypeId: number, tableId: number) => routes.filter((r: any) => r.dataTypeId === dataTypeId && r.tableId === tableId);
    for (const id of [content.lendora, content.crest, ...content.children]) expect(routesOf(1, id)).toHaveLength(1);
    for (const id of content.blogs) expect(routesOf(43, id)).toHaveLength(1);
    expect(routesOf(1, content.lendora)[0].url).toBe('reviews/lendora');
    expect(routesOf(1, content.children[0])[0].url).toBe('bewertungen/lendora');
    expect(routesOf(43, content.blogs[0])[0].url).toBe('blog/already-there');
    expect(routes.find((r: any) => r.tableId === content.pages[8] && r.dataTypeId === 50).url).toBe('vergleich/ueber-uns-groesse');
    expect(routes.filter((r: any) => content.pages.includes(r.tableId) && r.dataTypeId !== 1 && r.dataTypeId !== 43 && r.dataTypeId !== 2)).toHaveLength(10);

    const guide = await db.selectFrom('academy').selectAll().where('academyId', '=', content.guide).executeTakeFirst();
    expect(routesOf(2, content.guide)[0].routesId).toBe(guide.urlTableId);
    expect(routesOf(2, content.guideWithUrl)).toHaveLength(1);

    const english = routesOf(1, content.lendora)[0].routesId;
    const german = routesOf(1, content.children[0])[0].routesId;
    expect((await server.admin.get(`/api/Routes/ByRouteId/${english}`)).body.link).toEqual([german]);
    expect((await server.admin.get(`/api/Routes/ByRouteId/${german}`)).body.link).toEqual([english]);

    const pattern = new RegExp(link.properties.urlTableName.pattern);
    for (const languageId of [1, 2, 3, 4, 6]) {
      const links = (await server.admin.get(`/api/Links/GetExternalLinks?langId=${languageId}`)).body;
      expect(new Set(links.map((l: any) => l.category)).size).toBeGreaterThanOrEqual(5);
      for (const l of links) expect(l.urlTableName).toMatch(pattern);
    }
    expect((await server.admin.get('/api/Links/GetExternalLinks?langId=2')).body.map((l: any) => l.key)).toContain('Anlegerforum');

    const faq = async (path: string) => {
      const titles = (await server.admin.get(path)).body;
      expect(titles, path).toHaveLength(1);
      const entries = (await server.admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${titles[0].faqTitleId}`)).body;
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.length).toBeLessThanOrEqual(5);
      expect(entries.map((e: any) => e.position)).toEqual(entries.map((_: unknown, i: number) => i + 1));
      return { title: titles[0].title as string, entries };
    };
    const lendoraFaq = await faq(`/api/FaqTitles/ByReviewId?reviewId=${content.lendora}`);
    expect(lendoraFaq.entries[1].answer).toContain('€10');
    expect((await faq(`/api/FaqTitles/ByReviewId?reviewId=${content.children[0]}`)).title).toBe('Häufige Fragen zu Lendora');
    await faq(`/api/FaqTitles/ByPageId?pageId=${content.pages[0]}`);
    expect((await faq(`/api/FaqTitles/ByBlogId?blogId=${content.blogs[1]}`)).title).toBe('Häufige Fragen');
    await faq(`/api/FaqTitles/GetFaqTitleByTableIdDatatypeId?tableid=${content.portfolio}&datatypeid=51`);
  });
});
