import { expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../shared/languages';
import seedBlogs from '../../server/seed/modules/0230-blogs';
import seedCashbacks from '../../server/seed/modules/0200-cashbacks';
import { forEachDatabase } from '../support/harness';
import { contentFixtures } from './content-fixtures';

forEachDatabase(
  'Demo content: cashbacks, academy, pages, blog',
  (server) => {
    const today = new Date().toISOString().slice(0, 10);
    const faqOf = async (path: string) => {
      const titles = (await server.admin.get(path)).body;
      expect(titles.length, path).toBeGreaterThan(0);
      const title = titles[titles.length - 1];
      const entries = (await server.admin.get(`/api/FaqLists/ByFaqTitleId?faqTitleId=${title.faqTitleId}`)).body;
      return { title: title.title as string, entries: entries as { question: string; answer: string }[] };
    };
    /** A FAQ as the FAQ tab shows it: a title and entries with both question and answer. */
    const expectFaq = async (path: string) => {
      const { title, entries } = await faqOf(path);
      expect(title, path).toBeTruthy();
      expect(entries.length, path).toBeGreaterThanOrEqual(3);
      expect(entries.every((e) => e.question && e.answer), path).toBe(true);
    };
    /** Rich text as an editor stores it: ordinary spaces only. */
    const expectPlainSpaces = (html: string, what: string) => expect(html, what).not.toMatch(/&nbsp;|&#160;|\u00a0|\u202f/);

    it('gives every language cashback offers and campaigns, each valid until a date ahead', async () => {
      for (const languageId of LANGUAGE_IDS) {
        const offers = (await server.admin.get(`/api/CashBacks/CashbackList?langId=${languageId}`)).body;
        const campaigns = (await server.admin.get(`/api/CashBacks/CashbackList?langId=${languageId}&isCampaign=true`)).body;
        expect(offers.length, `offers in language ${languageId}`).toBeGreaterThanOrEqual(3);
        expect(campaigns, `campaigns in language ${languageId}`).toHaveLength(2);
        for (const item of [...offers, ...campaigns]) {
          expect(item.name && item.cashBack_ca && item.cashBack_terms, `cashback ${item.cashBackId}`).toBeTruthy();
          expect(item.valid_Until > today, `valid-until of cashback ${item.cashBackId}`).toBe(true);
        }
        expect(new Set([...offers, ...campaigns].map((c: any) => c.reviewId)).size, `one item per platform in language ${languageId}`).toBe(offers.length + 2);
      }
    });

    it('gives every language academy guides of every tag, with a featured image, a route and content', async () => {
      for (const languageId of LANGUAGE_IDS) {
        const guides = (await server.admin.get(`/api/Academy/GetAcademy?langId=${languageId}`)).body;
        expect(guides.map((g: any) => g.tag).sort(), `language ${languageId}`).toEqual(['advanced', 'beginners', 'pros']);
        for (const guide of guides) {
          expect(guide.url).toMatch(/^[a-z0-9/-]+$/);
          expect(guide.featuredImage).toBeTruthy();
          expect(guide.excerpt).toBeTruthy();
          const { content } = (await server.admin.get(`/api/Academy/${guide.academyId}`)).body;
          expect(content).toContain('<h2>');
          expectPlainSpaces(content, `guide ${guide.academyId}`);
        }
      }
    });

    it('gives every language a page of every template, each with a SERP, content and a FAQ', async () => {
      for (const languageId of LANGUAGE_IDS) {
        const pages = (await server.admin.get(`/api/Pages/ByLanguageId/${languageId}`)).body;
        // Four of the General pages are the hubs the main navigation items lead to.
        expect(pages.map((p: any) => p.dataTypeName).sort(), `language ${languageId}`).toEqual([
          'About', 'Academy', 'Cashback-Bonus', 'Comparison', 'Compound Interest Calculator', 'Country Data', 'General', 'General', 'General', 'General', 'General',
          'Inflation Calculator', 'Interest Calculator', 'Lender Data', 'Percentage Calculator',
        ]);
        expect([...new Set(pages.map((p: any) => p.dataTypeId))].sort((a: any, b: any) => a - b)).toEqual([2, 16, 17, 18, 50, 54, 55, 56, 57, 75, 76]);
        // Routes of pages come from the routes module (0290); routes of data type 2 are the guides', so an Academy page has none.
        for (const p of pages) expect(p.url, `url of page ${p.pageId} (${p.dataTypeName}) in language ${languageId}`).toEqual(p.dataTypeId === 2 ? null : expect.any(String));
        for (const { pageId } of pages) {
          const page = (await server.admin.get(`/api/Pages/${pageId}`)).body;
          expect(page.serpTitle && page.serpDescription, `SERP of page ${pageId}`).toBeTruthy();
          expect(page.content, `content of page ${pageId}`).toBeTruthy();
          expectPlainSpaces(page.content, `page ${pageId}`);
          await expectFaq(`/api/FaqTitles/ByPageId?pageId=${pageId}`);
          if ([2, 17, 50, 75, 76].includes(page.dataTypeId)) expect(page.authorId, `author of page ${pageId}`).toBeGreaterThan(0);
          if ([2, 50].includes(page.dataTypeId)) expect(page.platforms, `platforms of page ${pageId}`).toMatch(/^\d+(,\d+)+$/);
        }
      }
    });

    it("gives every language comparison settings whose limits hold the comparison page's values", async () => {
      for (const languageId of LANGUAGE_IDS) {
        const settings = (await server.admin.get(`/api/SettingsComparison/ByLanguageId?langId=${languageId}`)).body;
        expect(settings, `comparison settings of language ${languageId}`).toBeTruthy();
        const comparison = (await server.admin.get(`/api/Pages/ByLanguageId/${languageId}`)).body.find((p: any) => p.dataTypeId === 50);
        const page = (await server.admin.get(`/api/Pages/${comparison.pageId}`)).body;
        for (const [range, value] of [['investmentAmount', page.investmentAmount], ['monthlyContribution', page.monthlyContribution], ['investmentPeriod', page.investmentPeriodInMonths]] as const) {
          const [min, def, max] = [settings[`${range}Minimum`], settings[`${range}Default`], settings[`${range}Maximum`]];
          expect([min, def, max].every((n) => typeof n === 'number'), `${range} limits in language ${languageId}`).toBe(true);
          expect(min <= def && def <= max && min < max, `${range} limits in language ${languageId}`).toBe(true);
          expect(value >= min && value <= max, `the comparison page's ${range} in language ${languageId}`).toBe(true);
        }
      }
    });

    it('gives every language blog posts with a category, an author, SERP fields, popular articles, content and a FAQ', async () => {
      const { admin } = server;
      for (const languageId of LANGUAGE_IDS) {
        const posts = (await admin.get(`/api/Blogs/ByLanguageId?languageId=${languageId}&useCase=Dashboard`)).body;
        expect(posts.length).toBeGreaterThanOrEqual(3);
        expect(posts.every((p: any) => p.routeName), `post urls in language ${languageId}`).toBe(true);
        for (const { blogId } of posts) {
          const post = (await admin.get(`/api/Blogs/ById?id=${blogId}`)).body;
          expect(post.selectedPopularArticle).toMatch(/^\d+(,\d+)*$/);
          expect(post.categoryName, `category of post ${blogId}`).toBeTruthy();
          expect(post.authorId, `author of post ${blogId}`).toBeGreaterThan(0);
          expect(post.serpTitle && post.serpDescription && post.featuredImage && post.excerpt && post.subtitle, `fields of post ${blogId}`).toBeTruthy();
          const { content } = (await admin.get(`/api/Blogs/GetItemContent?id=${blogId}`)).body;
          expect(content).toBeTruthy();
          expectPlainSpaces(content, `post ${blogId}`);
          await expectFaq(`/api/FaqTitles/ByBlogId?blogId=${blogId}`);
        }
      }
    });

    it('gives every language cashback offers and a campaign that is still valid, on the platforms of refs.reviews', async () => {
      const fixtures = contentFixtures(server);
      const reviews: Record<number, number[]> = {};
      for (const languageId of LANGUAGE_IDS) reviews[languageId] = [await fixtures.review(languageId, 4), await fixtures.review(languageId, 3.5), await fixtures.review(languageId, 3), await fixtures.review(languageId, 2.5)];
      await server.db.deleteFrom('cashbacks').execute();
      await seedCashbacks({ db: server.db, app: server.app, refs: { reviews } });

      const today = new Date().toISOString().slice(0, 10);
      for (const languageId of LANGUAGE_IDS) {
        const offers = (await server.admin.get(`/api/CashBacks/CashbackList?langId=${languageId}`)).body;
        const campaigns = (await server.admin.get(`/api/CashBacks/CashbackList?langId=${languageId}&isCampaign=true`)).body;
        expect(offers.map((o: any) => o.reviewId), `language ${languageId}`).toEqual(reviews[languageId].slice(0, 3));
        expect(offers.every((o: any) => o.name && o.cashBack_ca && o.cashBack_terms && !o.isCampaign)).toBe(true);
        expect(campaigns).toHaveLength(1);
        expect(campaigns[0]).toMatchObject({ reviewId: reviews[languageId][3], isCampaign: true });
        expect(campaigns[0].valid_Until > today).toBe(true);
      }
    });

    it('puts blog posts in the blog categories and under the authors of refs', async () => {
      const fixtures = contentFixtures(server);
      const categories: Record<number, { review: number[]; blog: number[] }> = {};
      const authors: Record<number, number[]> = {};
      for (const languageId of LANGUAGE_IDS) {
        categories[languageId] = { review: [], blog: [await fixtures.category(languageId), await fixtures.category(languageId)] };
        authors[languageId] = [await fixtures.author(languageId)];
      }
      const refs: Record<string, any> = { categories, authors };
      await seedBlogs({ db: server.db, app: server.app, refs });
      for (const languageId of LANGUAGE_IDS) {
        for (const blogId of refs.blogs[languageId]) {
          const post = (await server.admin.get(`/api/Blogs/ById?id=${blogId}`)).body;
          expect(categories[languageId].blog).toContain(post.categoryId);
          expect(post.categoryName).toBeTruthy();
          expect(post.authorId).toBe(authors[languageId][0]);
          // A seeded post passes the editor's own rule: every field filled in.
          const { blogId: _id, categoryName: _c, routeName: _r, createdDate: _cd, updatedDate: _u, ...form } = post;
          expect((await server.admin.put('/api/Blogs', { ...form, blogId })).status).toBe(200);
        }
      }
    });
  },
  { seed: true },
);
