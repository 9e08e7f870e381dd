import { expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../shared/languages';
import { forEachDatabase } from '../support/harness';

/** The keys of the Routes screen's Assign content dropdown (second document, Routes form). */
const ROUTE_KEYS = ['Review', 'Academy', 'Cashback-bonus', 'General', 'About', 'Blog', 'Comparison', 'Calculators', 'Country Data', 'Lender Data'];
const MAIN_ITEMS = ['home', 'bonus', 'academy', 'news', 'reviews'];

forEachDatabase(
  'Demo content looks complete',
  (server) => {
    it('the main items of the navigation settings point at real routes of their language', async () => {
      for (const languageId of LANGUAGE_IDS) {
        const [settings] = (await server.admin.get(`/api/NavigationSettings/ByLanguageId/${languageId}`)).body;
        for (const item of MAIN_ITEMS) {
          const label = `${item} in language ${languageId}`;
          expect(settings[`${item}Route`], label).toEqual(expect.any(Number));
          const route = (await server.admin.get(`/api/Routes/ByRouteId/${settings[`${item}Route`]}`)).body;
          expect(route.languageId, label).toBe(languageId);
          expect(settings[`${item}RouteUrl`], label).toBe(route.url);
        }
        expect(new Set(MAIN_ITEMS.map((item) => settings[`${item}Route`])).size, `distinct routes in language ${languageId}`).toBe(MAIN_ITEMS.length);
      }
    });

    it('every content type a route can be assigned to has something to assign, in every language', async () => {
      for (const languageId of LANGUAGE_IDS) {
        for (const key of ROUTE_KEYS) {
          const options = (await server.admin.get(`/api/Routes/DropdownValues/${encodeURIComponent(key)}?lang=${languageId}`)).body;
          expect(Array.isArray(options) && options.length, `${key} in language ${languageId}`).toBeGreaterThan(0);
        }
      }
    });

    it('writes every text with ordinary spaces, as an editor would (no non-breaking spaces from number formats)', async () => {
      const db = server.db as any;
      const found: string[] = [];
      for (const { name } of await db.introspection.getTables()) {
        for (const row of await db.selectFrom(name).selectAll().execute()) {
          for (const [column, value] of Object.entries(row)) {
            if (typeof value === 'string' && /&nbsp;|&#160;|[\u00a0\u202f]/.test(value)) found.push(`${name}.${column}: ${value.slice(0, 80)}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  },
  { seed: true },
);
