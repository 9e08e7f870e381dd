import { expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../shared/languages';
import seedBlogs from '../../server/seed/modules/0230-blogs';
import seedCashbacks from '../../server/seed/modules/0200-cashbacks';
import { forEachDatabase } from '../support/harness';
import { contentFixtures } from './content-fixtures';

forEachDatabase(
  'Demo content: cashbacks, academy, pages, blog',
  (server) => {
    it('gives every language cashbacks, guides with routes, pages of several templates with SERPs, and blog posts with content', async () => {
      const { admin } = server;
      for (const languageId of LANGUAGE_IDS) {
        const guides = (await admin.get(`/api/Academy/GetAcademy?langId=${languageId}`)).body;
        expect(guides.map((g: any) => g.tag).sort(), `language ${languageId}`).toEqual(['advanced', 'beginners', 'pros']);
        for (const guide of guides) {
          expect(guide.url).toMatch(/^[a-z0-9/-]+$/);
          expect((await admin.get(`/api/Academy/${guide.academyId}`)).body.content).toContain('<h2>');
        }

        const pages = (await admin.get(`/api/Pages/ByLanguageId/${languageId}`)).body;
        // Four of the General pages are the hubs the main navigation items lead to.
        expect(pages.map((p: any) => p.dataTypeName).sort()).toEqual(['About', 'Cashback-Bonus', 'Comparison', 'Country Data', 'General', 'General', 'General', 'General', 'General', 'Lender Data', 'Percentage Calculator']);
        // Routes of pages and posts come from the routes module (0290); the lists show their urls.
        expect(pages.every((p: any) => p.url), `page urls in language ${languageId}`).toBe(true);
        for (const { pageId } of pages) {
          const page = (await admin.get(`/api/Pages/${pageId}`)).body;
          expect(page.serpTitle).toBeTruthy();
          expect(page.content).toBeTruthy();
        }

        const offers = (await admin.get(`/api/CashBacks/CashbackList?langId=${languageId}`)).body;
        const campaigns = (await admin.get(`/api/CashBacks/CashbackList?langId=${languageId}&isCampaign=true`)).body;
        expect(offers.length, `offers in language ${languageId}`).toBeGreaterThan(0);
        expect(campaigns, `campaigns in language ${languageId}`).toHaveLength(1);

        const posts = (await admin.get(`/api/Blogs/ByLanguageId?languageId=${languageId}&useCase=Dashboard`)).body;
        expect(posts.length).toBeGreaterThanOrEqual(3);
        expect(posts.every((p: any) => p.routeName), `post urls in language ${languageId}`).toBe(true);
        for (const { blogId } of posts) {
          const post = (await admin.get(`/api/Blogs/ById?id=${blogId}`)).body;
          expect(post.selectedPopularArticle).toMatch(/^\d+(,\d+)*$/);
          expect(post.categoryName, `category of post ${blogId}`).toBeTruthy();
          expect(post.authorId, `author of post ${blogId}`).toBeGreaterThan(0);
          expect((await admin.get(`/api/Blogs/GetItemContent?id=${blogId}`)).body.content).toBeTruthy();
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
