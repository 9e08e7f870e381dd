import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { SeedModule } from '../../server/seed/context';
import calculators from '../../server/seed/modules/0450-tools-calculators';
import toolItems from '../../server/seed/modules/0455-tool-items';
import portfolio from '../../server/seed/modules/0460-portfolio';
import newsFeed from '../../server/seed/modules/0470-news-feed';
import { forEachDatabase, type TestServer } from '../support/harness';
import { addReview, addUrlEntry } from './tools-fixtures';

const LANGUAGES = [1, 2, 3, 4, 6];
const MODULES: SeedModule['default'][] = [calculators, toolItems, portfolio, newsFeed];

async function runSeed(server: TestServer, db: Kysely<Database>, refs: Record<string, any>) {
  for (const seed of MODULES) await seed({ db, app: server.app, refs });
}

const count = async (db: Kysely<any>, table: string, where: Record<string, unknown> = {}) => {
  let query = db.selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return (await query.execute()).length;
};

forEachDatabase('Tools and news demo content', (server) => {
  it('without platforms or routes from earlier modules it still seeds every language (rolled back afterwards)', async () => {
    const rollback = new Error('rollback');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await runSeed(server, trx, {});
        for (const table of ['compound_interest_calculators', 'inflation_calculators', 'interest_calculators', 'percentage_calculators', 'settings_comparison', 'portfolio_settings']) {
          expect(await count(trx, table), table).toBe(5);
        }
        expect(await count(trx, 'exposures')).toBe(0);
        expect(await count(trx, 'news_feed', { languageId: 1 })).toBe(8);
        expect(await count(trx, 'news_feed', { languageId: 2 })).toBe(5);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('seeds calculators, comparison, tool items, portfolio, exposures and news the back office can load', async () => {
    const refs: Record<string, any> = { reviews: {}, media: ['media/tools/a.webp', 'media/tools/b.webp'] };
    const names = ['Lendoria', 'Crowdvest Baltic', 'Fundora Estate', 'Kreditrio', 'Mintlane', 'Norvia Loans'];
    refs.reviews[1] = [];
    for (const name of names) refs.reviews[1].push(await addReview(server, 1, name));
    for (const languageId of LANGUAGES.slice(1)) {
      refs.reviews[languageId] = [];
      for (const [i, name] of names.entries()) refs.reviews[languageId].push(await addReview(server, languageId, name, refs.reviews[1][i]));
    }
    const comparisonRoutes: Record<number, number> = {};
    for (const languageId of LANGUAGES) comparisonRoutes[languageId] = await addUrlEntry(server, languageId, `seed-${languageId}/compare`, 50);

    await server.db.transaction().execute((trx) => runSeed(server, trx, refs));
    const { admin } = server;

    for (const languageId of LANGUAGES) {
      const compound = (await admin.get(`/api/CompoundInterestCalculator/GetCompoundInterestCalculatorByLangId?langId=${languageId}`)).body;
      expect(compound).toMatchObject({ languageId, savingPeriodType: 'Years', payoutInterval: 'monthly', targetURL: `seed-${languageId}/compare` });
      expect((await admin.get(`/api/InflationCalculator/GetInflationCalculatorByLangId?langId=${languageId}`)).body.apy).toBeGreaterThan(0);
      expect((await admin.get(`/api/InterestCalculatorCotroller/GetInterestCalculatorByLangId?langId=${languageId}`)).body.targetUrl).toBe(`seed-${languageId}/compare`);
      expect((await admin.get(`/api/PercentageCalculators/GetPercentageCalculatorByLangId?langId=${languageId}`)).body.input1).toBe(15);
      const comparison = (await admin.get(`/api/SettingsComparison/ByLanguageId?langId=${languageId}`)).body;
      expect(comparison.investmentAmountMinimum).toBeLessThanOrEqual(comparison.investmentAmountDefault);

      const items = (await admin.get(`/api/ToolSettings/GetToolItemByLangId?langid=${languageId}`)).body;
      expect(new Set(items.map((i: any) => i.category))).toEqual(new Set(['Comparison', 'Calculator', 'Portfolio']));
      expect(items.find((i: any) => i.category === 'Comparison').urlTableId).toBe(comparisonRoutes[languageId]);

      const page = (await admin.get(`/api/Portfolio/GetPortfolioSettingsByLanguageId?langid=${languageId}`)).body;
      expect(page).toMatchObject({ languageId, serpId: expect.any(Number), serpTitle: expect.any(String), urlTableId: comparisonRoutes[languageId] });

      const news = (await admin.get(`/api/NewsFeed/GetList/${languageId}?UseCase=Dashboard`)).body;
      // More than one page of twenty in English, one page in the other languages.
      expect(news).toHaveLength(languageId === 1 ? 24 : 15);
      expect(news.some((n: any) => n.market && n.reviewId === null)).toBe(true);
      expect(news.some((n: any) => n.redFlag)).toBe(true);
      expect(news.every((n: any) => n.market !== (n.reviewId !== null) && n.url && !n.tagLine.includes('{platform}'))).toBe(true);
      expect(news.map((n: any) => n.createdDate)).toEqual(news.map((n: any) => n.createdDate).sort().reverse());
      const months = new Set(news.map((n: any) => n.createdDate.slice(0, 7)));
      expect(months.size).toBeGreaterThanOrEqual(4);
    }

    const exposures = (await admin.get('/api/Portfolio/GetAllExposures')).body;
    expect(exposures).toHaveLength(5);
    expect(exposures.map((e: any) => e.platformName)).toEqual(names.slice(0, 5));
    expect(exposures.every((e: any) => e.investingSince.endsWith('T05:00:00.000Z'))).toBe(true);
  });
});
