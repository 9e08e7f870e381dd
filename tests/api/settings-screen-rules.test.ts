import { expect, it } from 'vitest';
import { forEachDatabase } from '../support/harness';
import { snapshot } from '../support/matrix';
import { makeReviews, makeUrlEntry } from './settings-support';
import { SCREENS, clearScreen, ensureScreen, footerLinks } from './settings-screens';

const [about, home, navigation, footer] = SCREENS;

forEachDatabase('Settings screens: particular rules', (server) => {
  it('home: the featured platforms round-trip as a bracketed string of review ids of the language', async () => {
    await clearScreen(server, home, 2);
    const [a, b, c] = await makeReviews(server, 2, 3);
    const [english] = await makeReviews(server, 1, 1);
    const created = await server.admin.post('/api/HomeSettings', { ...home.sample(2), platform: `[${a},${b},${c}]` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [read] = (await home.read(server.admin, 2)).body;
    expect(read.platform).toBe(`[${a},${b},${c}]`);
    expect(read).toMatchObject({ platforms: 42, investment: 125000.5, returned: 9.7 });

    const spaced = await server.admin.put('/api/HomeSettings', { ...read, platform: `[${c}, ${a}]` });
    expect(spaced.body.platform).toBe(`[${c},${a}]`);
    for (const platform of [`[${english}]`, '[999999]', 'all of them']) {
      const refused = await server.admin.put('/api/HomeSettings', { ...read, platform });
      expect([refused.status, refused.body.field], platform).toEqual([400, 'platform']);
    }
    expect((await home.read(server.admin, 2)).body[0].platform).toBe(`[${c},${a}]`);
  });

  it('home: track record items without an index take the next position; a fourth H3 is refused', async () => {
    await clearScreen(server, home, 3);
    const item = (settingsDataTypeId: number, value: string) => ({ dataTypeId: 14, settingsDataTypeId, languageId: 3, value });
    const three = [item(35, 'H2'), item(36, 'A'), item(36, 'B'), item(36, 'C')];
    const created = await server.admin.post('/api/HomeSettings', { ...home.sample(3), settingsAttributes: three });
    expect(created.body.settingsAttributes.map((a: any) => [a.settingsDataTypeId, a.index, a.value])).toEqual([
      [35, 1, 'H2'],
      [36, 1, 'A'],
      [36, 2, 'B'],
      [36, 3, 'C'],
    ]);
    const four = await server.admin.put('/api/HomeSettings', { ...created.body, settingsAttributes: [...three, item(36, 'D')] });
    expect([four.status, four.body.field]).toEqual([400, 'settingsAttributes']);
  });

  it('navigation: menu routes are routes of the language, answered with their url', async () => {
    await clearScreen(server, navigation, 4);
    const homeRoute = await makeUrlEntry(server, 4, 'fr/accueil');
    const reviewsRoute = await makeUrlEntry(server, 4, 'fr/avis', 1);
    const created = await server.admin.post('/api/NavigationSettings', { ...navigation.sample(4), homeRoute, reviewsRoute });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [read] = (await navigation.read(server.admin, 4)).body;
    expect(read).toMatchObject({ homeRoute, homeRouteUrl: 'fr/accueil', reviewsRoute, reviewsRouteUrl: 'fr/avis', bonusRoute: null, bonusRouteUrl: null });

    const german = await makeUrlEntry(server, 2, 'de/start');
    const link = await makeUrlEntry(server, 4, 'https://lender.example.test', 6);
    const news = await makeUrlEntry(server, 4, 'fr/actualites/x', 12);
    for (const [field, value] of [['homeRoute', german], ['bonusRoute', link], ['newsRoute', news], ['academyRoute', 999999]] as const) {
      const refused = await server.admin.put('/api/NavigationSettings', { ...read, [field]: value });
      expect([refused.status, refused.body.field], field).toEqual([400, field]);
    }
    const more = Array.from({ length: 7 }, (_, i) => ({ dataTypeId: 27, settingsDataTypeId: 31, languageId: 4, value: `More ${i}` }));
    const tooMany = await server.admin.put('/api/NavigationSettings', { ...read, settingsAttributes: more });
    expect([tooMany.status, tooMany.body.field]).toEqual([400, 'settingsAttributes']);
  });

  it('footer: at most 6 about, 6 P2P and 5 discover items; more are refused and change nothing', async () => {
    const id = await ensureScreen(server, footer, 6);
    const [read] = (await footer.read(server.admin, 6)).body;
    expect(read.settingsAttributes).toHaveLength(34);
    const before = await snapshot(server, ['footer_settings', 'settings_attributes']);
    for (const [aboutCount, p2p, discover] of [[7, 6, 5], [6, 7, 5], [6, 6, 6]]) {
      const settingsAttributes = footerLinks(6, aboutCount, p2p, discover);
      const refused = await server.admin.put('/api/FooterSettings', { ...footer.sample(6), footerSettingsId: id, settingsAttributes });
      expect(refused.status, `${aboutCount}/${p2p}/${discover}`).toBe(400);
      expect(refused.body.field).toMatch(/^settingsAttributes/);
      const unindexed = settingsAttributes.map(({ index: _i, ...rest }) => rest);
      const counted = await server.admin.put('/api/FooterSettings', { ...footer.sample(6), footerSettingsId: id, settingsAttributes: unindexed });
      expect([counted.status, counted.body.field]).toEqual([400, 'settingsAttributes']);
    }
    expect(await snapshot(server, ['footer_settings', 'settings_attributes'])).toEqual(before);
  });

  it('about: eight team members; a ninth is refused; one member can be changed alone', async () => {
    await ensureScreen(server, about, 1);
    const [read] = (await about.read(server.admin, 1)).body;
    expect(read.settingsAttributes.filter((a: any) => a.settingsDataTypeId === 40)).toHaveLength(8);
    const ninth = { dataTypeId: 15, settingsDataTypeId: 40, languageId: 1, value: 'Ninth', index: 9 };
    const refused = await server.admin.put('/api/AboutSettings', { ...read, settingsAttributes: [ninth] });
    expect([refused.status, refused.body.field]).toEqual([400, 'settingsAttributes.0.index']);

    const renamed = await server.admin.put('/api/AboutSettings', { ...read, settingsAttributes: [{ ...ninth, index: 3, value: 'Renamed' }] });
    expect(renamed.status).toBe(200);
    const names = renamed.body.settingsAttributes.filter((a: any) => a.settingsDataTypeId === 40).map((a: any) => a.value);
    expect(names).toEqual(['Member 1', 'Member 2', 'Renamed', 'Member 4', 'Member 5', 'Member 6', 'Member 7', 'Member 8']);
    expect(renamed.body.settingsAttributes.find((a: any) => a.index === 3 && a.settingsDataTypeId === 40).settingsDataTypeName).toBe('TeamMemberName');

    const serp = await server.admin.put('/api/AboutSettings', { ...read, serpId: 999999 });
    expect([serp.status, serp.body.field]).toEqual([400, 'serpId']);
  });
});
