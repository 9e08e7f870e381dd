import { expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../shared/languages';
import pages from '../../server/seed/modules/0400-settings-pages';
import about from '../../server/seed/modules/0410-settings-about';
import home from '../../server/seed/modules/0420-settings-home';
import navigation from '../../server/seed/modules/0425-settings-navigation';
import footer from '../../server/seed/modules/0430-settings-footer';
import snippets from '../../server/seed/modules/0440-settings-snippets';
import globalHome from '../../server/seed/modules/0445-settings-global-home';
import { forEachDatabase } from '../support/harness';
import { makeReviews } from './settings-support';
import { SCREENS } from './settings-screens';

const PAGE_READS = ['GetAcademySettingsByLangId', 'GetBonusSettingsByLangId', 'GetNewsSettingsByLangId', 'GetReviewSettingsByLangId', 'GetBlogsSettingsByLangId'];

// The settings modules run alone on an empty database, with the reviews earlier modules would have left in refs.
forEachDatabase('Settings demo content', (server) => {
  it('fills every settings record in every language, each valid for its own save call', async () => {
    const refs: Record<string, any> = { reviews: {} };
    for (const languageId of LANGUAGE_IDS) refs.reviews[languageId] = await makeReviews(server, languageId, 5);
    await server.db.transaction().execute(async (db) => {
      for (const module of [pages, about, home, navigation, footer, snippets, globalHome]) await module({ db, app: server.app, refs });
    });
    const { admin } = server;

    for (const languageId of LANGUAGE_IDS) {
      for (const read of PAGE_READS) {
        const record = (await admin.get(`/api/PagesSettings/${read}/${languageId}?UseCase=Dashboard`)).body;
        expect(record?.title, `${read} ${languageId}`).toBeTruthy();
        expect((await admin.put('/api/PagesSettings', record)).status).toBe(200);
      }
      expect((await admin.get(`/api/PagesSettings/GetToolSettingsByLangId?id=${languageId}&UseCase=Dashboard`)).body.title).toBeTruthy();

      for (const screen of SCREENS) {
        const [record] = (await screen.read(admin, languageId)).body;
        expect(record, `${screen.name} ${languageId}`).toBeDefined();
        const saved = await admin.put(`/api/${screen.resource}`, record);
        expect(saved.status, `${screen.name} ${languageId}: ${JSON.stringify(saved.body)}`).toBe(200);
        expect(saved.body.settingsAttributes).toEqual(record.settingsAttributes);
      }
      const [homeRecord] = (await SCREENS[1].read(admin, languageId)).body;
      expect(homeRecord.platform).toBe(`[${refs.reviews[languageId].slice(0, 4).join(',')}]`);
      const [aboutRecord] = (await SCREENS[0].read(admin, languageId)).body;
      expect(aboutRecord.settingsAttributes).toHaveLength(24);

      const snippetList = (await admin.get(`/api/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId?langId=${languageId}&datatypeid=58`)).body;
      expect(snippetList.map((a: any) => a.settingsDataTypeId)).toEqual([59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69]);
    }
    expect((await admin.get('/api/Lender/GetDataSettings?langId=1&datatypeid=72')).body.map((a: any) => a.settingsDataTypeName)).toEqual(['Headline2Y', 'Headline1Y']);

    const global = await admin.get('/api/HomeSettings2?id=5');
    expect(global.body.homeSettings2Id).toBe(5);
    expect((await admin.put('/api/HomeSettings2', global.body)).status).toBe(200);
    const next = await server.db.insertInto('home_settings2').values({ pageTitle: 'x' }).returning('homeSettings2Id').executeTakeFirstOrThrow();
    expect(next.homeSettings2Id).toBeGreaterThan(5);
  });
});
