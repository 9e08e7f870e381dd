import { expect, it } from 'vitest';
import portfolio from '../../schemas/portfolio-settings.json';
import { addSerp, addUrlEntry, uniqueUrl } from './tools-fixtures';
import { perLanguageSuite } from './tools-per-language';

const sample = (languageId: number) => ({
  languageId,
  pageTitle: 'Our P2P portfolio',
  subtitle: 'Where we invest our own money',
  h2Update: 'Monthly update',
  updateInfo: 'Returns stayed stable this month.',
  youtubeURL: 'https://www.youtube.com/watch?v=portfolio1',
  h2News: 'Portfolio news',
  newsInfo: 'We added a new platform.',
  h2Poll: 'Poll',
  pollInfo: 'Which platform should we test next?',
  ctaText: 'Start investing',
  urlTableId: null,
  updatedOn: '2024-05-02T00:00:00.000Z',
});

const load = (lang: number) => `/api/Portfolio/GetPortfolioSettingsByLanguageId?langid=${lang}`;
const add = '/api/Portfolio/AddPortfolioSettings';
const edit = '/api/Portfolio/EditPortfolioSettings';

perLanguageSuite(
  { name: 'Portfolio settings', table: 'portfolio_settings', idField: 'portfolioId', schema: portfolio, load, add, edit, sample, changed: ['h2Poll', 'Vote now'] },
  (server, { clear, ensure }) => {
    it('answers the SERP record the client saved for the portfolio; echoed SERP fields are ignored', async () => {
      const { admin } = server;
      await clear(2);
      const created = await admin.post(add, { ...sample(2), serpTitle: 'echoed', serpDescription: 'echoed' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ serpId: null, serpTitle: null, serpDescription: null });

      const serpId = await addSerp(server, created.body.portfolioId);
      expect((await admin.get(load(2))).body).toMatchObject({ serpId, serpTitle: 'Portfolio – SERP title', serpDescription: 'SERP description' });

      const named = await admin.put(edit, { ...sample(2), portfolioId: created.body.portfolioId, serpId, serpTitle: 'ignored' });
      expect(named.body).toMatchObject({ serpId, serpTitle: 'Portfolio – SERP title' });

      const unknown = await admin.put(edit, { ...sample(2), portfolioId: created.body.portfolioId, serpId: 999999 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.field).toBe('serpId');
    });

    it('updatedOn defaults to now; 0 for the CTA url means none', async () => {
      await clear(2);
      const before = Date.now();
      const created = await server.admin.post(add, { ...sample(2), updatedOn: '', urlTableId: 0 });
      expect(created.status).toBe(200);
      expect(Date.parse(created.body.updatedOn)).toBeGreaterThanOrEqual(before - 1000);
      expect(created.body.urlTableId).toBeNull();
      const bad = await server.admin.put(edit, { ...sample(2), portfolioId: created.body.portfolioId, updatedOn: 'yesterday-ish' });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('updatedOn');
    });

    it('the CTA url (urlTableId) must be a route of the same language', async () => {
      const { admin } = server;
      const id = await ensure(admin, 1);
      const english = await addUrlEntry(server, 1, uniqueUrl('en/portfolio'));
      const german = await addUrlEntry(server, 2, uniqueUrl('de/portfolio'));
      const news = await addUrlEntry(server, 1, uniqueUrl('en/news'), 12);
      for (const urlTableId of [german, news, 999999]) {
        const refused = await admin.put(edit, { ...sample(1), portfolioId: id, urlTableId });
        expect(refused.status, String(urlTableId)).toBe(400);
        expect(refused.body.field).toBe('urlTableId');
      }
      expect((await admin.put(edit, { ...sample(1), portfolioId: id, urlTableId: english })).body.urlTableId).toBe(english);
    });
  },
);
