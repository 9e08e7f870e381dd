import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { heading, nextBody as nextSave, saveButton, fieldLabel } from './support/screen';

// About, Home, Navigation and Footer settings (second document §2-§9; screens/settings/{about,home,navigation,footer}-settings.json).

type Row = Record<string, any>;

/** A form control by its field name (rjsf ids end with the field name, whatever the sections around it). */
const field = (page: Page, name: string) => page.locator(`[id$="_${name}"]`).first();
/** An attribute slot: group list name, settingsDataTypeId, index (engine/form/parts.ts slotKey). */
const slot = (page: Page, settingsDataTypeId: number, index: number) => field(page, `settingsAttributes__${settingsDataTypeId}__${index}`);

describe('site settings: about, home, navigation, footer', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  async function signedIn(account: Account = office.accounts.admin): Promise<Page> {
    const page = await office.page();
    await office.signIn(page, account);
    await page.waitForURL((url) => url.pathname === '/reviews');
    return page;
  }

  /** Opens a settings screen from the settings home tiles, so that going back after saving returns there. */
  async function openFromSettingsHome(page: Page, tile: string, title: string) {
    await page.goto(office.baseUrl + '/settingshome');
    await page.locator('.engine-tile', { hasText: new RegExp(`^${tile}$`) }).click();
    await heading(page, title).waitFor();
    await saveButton(page).waitFor();
  }

  async function backOnSettingsHome(page: Page) {
    await page.waitForURL((url) => url.pathname === '/settingshome');
    await heading(page, 'Settings').waitFor();
  }

  it('About settings: loads the record, saves it with the notice, stays and keeps the values after a reload', async () => {
    const page = await signedIn();
    await openFromSettingsHome(page, 'About', 'About settings');
    expect(await field(page, 'title').inputValue()).toBe('About P2P Compass');
    expect(await slot(page, 40, 1).inputValue()).toBe('Anna Berg');
    for (const label of ['SEO', 'Section 1', 'Section 2', 'Team', 'Member 1', 'Member 8']) await heading(page, label).waitFor();
    await screenshot(page, 'site-settings-about');
    await expectAccessible(page);

    await field(page, 'title').fill('About the P2P Compass team');
    await field(page, 'section2Paragraph').fill('We invest our own money first.');
    await slot(page, 40, 3).fill('Lieke de Vries');
    await slot(page, 39, 8).fill('https://cdn.example/team/new.jpg');
    const sent = nextSave(page, 'PUT', '/AboutSettings');
    await saveButton(page).click();
    await expectNotice(page, 'About settings has been updated.');
    const body = await sent;
    expect(body).toMatchObject({ aboutSettingsId: expect.any(Number), languageId: 1, title: 'About the P2P Compass team', section2Paragraph: 'We invest our own money first.' });
    expect(body.settingsAttributes).toHaveLength(24);
    expect(body.settingsAttributes).toContainEqual(expect.objectContaining({ dataTypeId: 15, settingsDataTypeId: 40, index: 3, value: 'Lieke de Vries', languageId: 1 }));
    // About reloads its data and stays (§4).
    expect(new URL(page.url()).pathname).toBe('/aboutsettings');
    await expect.poll(() => field(page, 'title').inputValue()).toBe('About the P2P Compass team');

    await page.reload();
    await heading(page, 'About settings').waitFor();
    await expect.poll(() => field(page, 'title').inputValue()).toBe('About the P2P Compass team');
    expect(await field(page, 'section2Paragraph').inputValue()).toBe('We invest our own money first.');
    expect(await slot(page, 40, 3).inputValue()).toBe('Lieke de Vries');
    expect(await slot(page, 39, 8).inputValue()).toBe('https://cdn.example/team/new.jpg');
    expect(await slot(page, 41, 3).inputValue()).toBe('Data journalist');
  });

  it('About settings: a failed load and a failed save show the texts of §8', async () => {
    const page = await signedIn();
    office.consoleErrors.allow(/status of 500|load failed|save failed/);
    await page.route('**/api/AboutSettings/ByLanguageId/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto(office.baseUrl + '/aboutsettings');
    await expectNotice(page, 'Something went wrong during fetching data, please try later...');
    await page.unroute('**/api/AboutSettings/ByLanguageId/**');

    await page.reload();
    await expect.poll(() => field(page, 'title').inputValue()).not.toBe('');
    await page.route('**/api/AboutSettings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await saveButton(page).click();
    await expectNotice(page, 'Error has occurred during saving...');
    await page.unroute('**/api/AboutSettings');
  });

  it('Home settings: featured platforms as a bracketed list, numbers, track record; notice and back; values kept', async () => {
    const page = await signedIn();
    await openFromSettingsHome(page, 'Home', 'Home settings');
    expect(await page.getByText('You have no created platforms/reviews').count()).toBe(0);
    for (const label of ['SEO', 'Featured', 'Home Menu', 'Track Record', 'Record 1', 'Record 3', 'Statistics']) await heading(page, label).waitFor();
    expect(await field(page, 'platforms').inputValue()).toBe('43');
    expect(await slot(page, 35, 1).inputValue()).toBe('Our track record');
    const tags = page.locator('.bp6-tag-input .bp6-tag');
    await expect.poll(() => tags.count()).toBe(4);
    await screenshot(page, 'site-settings-home');
    await expectAccessible(page);

    // Add Terrafolio to the featured platforms.
    await field(page, 'platform').click();
    await page.keyboard.type('Terrafo');
    await page.getByRole('option', { name: 'Terrafolio' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => tags.count()).toBe(5);
    await field(page, 'featuredH2').fill('Platforms we like');
    await field(page, 'academyUrlLink').fill('/learn');
    await field(page, 'platforms').fill('44');
    await field(page, 'returned').fill('10.75');
    await slot(page, 36, 2).fill('2021: the podcast');
    await slot(page, 37, 3).fill('Five languages, one method.');

    const sent = nextSave(page, 'PUT', '/HomeSettings');
    await saveButton(page).click();
    await expectNotice(page, 'Home settings has been updated.');
    const body = await sent;
    expect(body.platform).toMatch(/^\[\d+(,\d+){4}\]$/);
    expect(body).toMatchObject({ homeSettingsId: expect.any(Number), languageId: 1, featuredH2: 'Platforms we like', academyUrlLink: '/learn', platforms: 44, returned: 10.75 });
    expect(body.settingsAttributes.map((a: Row) => `${a.settingsDataTypeId}/${a.index}`)).toEqual(['35/1', '36/1', '36/2', '36/3', '37/1', '37/2', '37/3']);
    await backOnSettingsHome(page);

    await page.goto(office.baseUrl + '/homesettings');
    await heading(page, 'Home settings').waitFor();
    await expect.poll(() => field(page, 'featuredH2').inputValue()).toBe('Platforms we like');
    await expect.poll(() => tags.count()).toBe(5);
    await page.locator('.bp6-tag', { hasText: 'Terrafolio' }).waitFor();
    expect(await field(page, 'academyUrlLink').inputValue()).toBe('/learn');
    expect(await field(page, 'platforms').inputValue()).toBe('44');
    expect(await field(page, 'returned').inputValue()).toBe('10.75');
    expect(await slot(page, 36, 2).inputValue()).toBe('2021: the podcast');
    expect(await slot(page, 37, 3).inputValue()).toBe('Five languages, one method.');
  });

  it('Home settings: the red notice when the language has no reviews; statistics only for English', async () => {
    const page = await signedIn();
    await page.route('**/api/Review/GetListOfReviewByLangId/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto(office.baseUrl + '/homesettings');
    const warning = page.locator('.bp6-callout.bp6-intent-danger', {
      hasText: 'You have no created platforms/reviews. Please, make some reviews before you proceed with Home settings',
    });
    await warning.waitFor();
    await screenshot(page, 'site-settings-home-no-reviews');
    await expectAccessible(page);
    await page.unroute('**/api/Review/GetListOfReviewByLangId/**');

    // The settings form stays and reloads in the new language (issue 18, item 6).
    await page.getByLabel('Language').selectOption('2');
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/homesettings');
    await heading(page, 'Home settings').waitFor();
    await expect.poll(() => field(page, 'title').inputValue()).toBe('P2P-Kreditplattformen vergleichen');
    await heading(page, 'Statistics').waitFor();
    expect(await page.getByLabel(fieldLabel('Testimonial H2')).inputValue()).toBe('Anleger vertrauen uns');
    for (const label of ['Platforms', 'Investment', 'Return']) expect(await page.getByLabel(fieldLabel(label)).count()).toBe(0);
    await screenshot(page, 'site-settings-home-german');
    await expectAccessible(page);
  });

  it('Navigation settings: main items with a route chosen from the route urls, dropdown items; notice and back; values kept', async () => {
    const page = await signedIn();
    await openFromSettingsHome(page, 'Navigation', 'Navigation settings');
    for (const label of ['Home', 'Bonus', 'Academy', 'News', 'Reviews', 'Reviews dropdown', 'Review item 3', 'More', 'More item 6']) await heading(page, label).waitFor();
    expect(await field(page, 'homeAnchor').inputValue()).toBe('Home');
    // The demo content points the main items at real routes: the stored one is shown, not the first of the list.
    expect((await field(page, 'homeRoute').innerText()).trim()).toBe('home');
    expect(await slot(page, 31, 6).inputValue()).toBe('Contact');
    await screenshot(page, 'site-settings-navigation');
    await expectAccessible(page);

    await field(page, 'homeAnchor').fill('Start');
    await field(page, 'academyRoute').click();
    await page.getByRole('combobox', { name: 'Search routes…', expanded: true }).fill('what-is-p2p');
    await page.getByRole('option', { name: 'academy/what-is-p2p-lending' }).click();
    await slot(page, 42, 2).fill('Top platforms');
    await slot(page, 38, 2).click();
    await page.getByRole('combobox', { name: 'Search routes…', expanded: true }).fill('reviews/');
    const reviewRoute = page.getByRole('option').filter({ hasText: /^reviews\// }).first();
    const reviewUrl = (await reviewRoute.innerText()).trim();
    await reviewRoute.click();
    await slot(page, 31, 2).fill('Calculators');

    const sent = nextSave(page, 'PUT', '/NavigationSettings');
    await saveButton(page).click();
    await expectNotice(page, 'Navigation settings has been updated.');
    const body = await sent;
    expect(body).toMatchObject({ navigationSettingsId: expect.any(Number), languageId: 1, homeAnchor: 'Start', academyRoute: expect.any(Number), homeRoute: expect.any(Number) });
    expect(body).not.toHaveProperty('homeRouteUrl');
    expect(body.settingsAttributes).toHaveLength(18);
    expect(body.settingsAttributes).toContainEqual(expect.objectContaining({ dataTypeId: 27, settingsDataTypeId: 38, index: 2, value: reviewUrl }));
    await backOnSettingsHome(page);

    await page.goto(office.baseUrl + '/navigationsettings');
    await heading(page, 'Navigation settings').waitFor();
    await expect.poll(() => field(page, 'homeAnchor').inputValue()).toBe('Start');
    await expect.poll(() => field(page, 'academyRoute').innerText()).toContain('academy/what-is-p2p-lending');
    expect((await field(page, 'homeRoute').innerText()).trim()).toBe('home');
    expect(await slot(page, 42, 2).inputValue()).toBe('Top platforms');
    expect(await slot(page, 38, 2).innerText()).toContain(reviewUrl);
    expect(await slot(page, 31, 2).inputValue()).toBe('Calculators');
    expect(await slot(page, 33, 2).innerText()).toContain('tools');
  });

  it('Footer settings: three link sections cut and padded to 6, 6 and 5; social links; notice and back; values kept', async () => {
    const page = await signedIn();
    await openFromSettingsHome(page, 'Footer', 'Footer menu settings');
    for (const label of ['ABOUT', 'A1', 'A6', 'P2P LENDING', 'P6', 'Discover', 'D5', 'Social links', 'Facebook', 'YouTube']) await heading(page, label).waitFor();
    expect(await heading(page, 'D6').count()).toBe(0);
    expect(await slot(page, 31, 6).inputValue()).toBe('Contact');
    expect(await field(page, 'facebookLinkUrl').inputValue()).toBe('https://facebook.example/p2pcompass');
    await screenshot(page, 'site-settings-footer');
    await expectAccessible(page);

    await slot(page, 31, 6).fill('Get in touch');
    await slot(page, 34, 1).fill('reviews/best');
    await slot(page, 71, 5).fill('bonus-offers');
    await field(page, 'copyrightNotice').fill('© 2026 P2P Compass Media.');
    await field(page, 'footerNote').fill('Lending is risky.');
    await field(page, 'facebookLinkUrl').fill('');
    await field(page, 'youtubeLink').fill('Our channel');

    const sent = nextSave(page, 'PUT', '/FooterSettings');
    await saveButton(page).click();
    await expectNotice(page, 'Footer settings has been updated.');
    const body = await sent;
    expect(body).toMatchObject({
      footerSettingsId: expect.any(Number),
      languageId: 1,
      copyrightNotice: '© 2026 P2P Compass Media.',
      footerNote: 'Lending is risky.',
      facebookLink: null,
      facebookLinkUrl: null,
      youtubeLink: 'Our channel',
      youtubeLinkUrl: 'https://youtube.example/@p2pcompass',
    });
    const counts = body.settingsAttributes.reduce((n: Row, a: Row) => ({ ...n, [a.settingsDataTypeId]: (n[a.settingsDataTypeId] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 31: 6, 33: 6, 32: 6, 34: 6, 70: 5, 71: 5 });
    await backOnSettingsHome(page);

    await page.goto(office.baseUrl + '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    await expect.poll(() => slot(page, 31, 6).inputValue()).toBe('Get in touch');
    expect(await slot(page, 34, 1).inputValue()).toBe('reviews/best');
    expect(await slot(page, 71, 5).inputValue()).toBe('bonus-offers');
    expect(await field(page, 'copyrightNotice').inputValue()).toBe('© 2026 P2P Compass Media.');
    expect(await field(page, 'footerNote').inputValue()).toBe('Lending is risky.');
    expect(await field(page, 'facebookLink').inputValue()).toBe('');
    expect(await field(page, 'facebookLinkUrl').inputValue()).toBe('');
    expect(await field(page, 'youtubeLink').inputValue()).toBe('Our channel');
  });

  it('Footer settings: a language without a record starts empty, is created with POST and then updated', async () => {
    await office.app.db.deleteFrom('settings_attributes').where('languageId', '=', 6).where('dataTypeId', '=', 13).execute();
    await office.app.db.deleteFrom('footer_settings').where('languageId', '=', 6).execute();
    const page = await signedIn();
    await page.goto(office.baseUrl + '/settingshome');
    await page.getByLabel('Language').selectOption('6');
    await expect.poll(() => page.getByLabel('Language').inputValue()).toBe('6');
    expect(new URL(page.url()).pathname).toBe('/settingshome');
    await openFromSettingsHome(page, 'Footer', 'Footer menu settings');
    expect(await field(page, 'copyrightNotice').inputValue()).toBe('');
    expect(await slot(page, 31, 1).inputValue()).toBe('');

    await slot(page, 31, 1).fill('Over ons');
    await slot(page, 33, 1).fill('nl/over-ons');
    await field(page, 'copyrightNotice').fill('© 2026 P2P Compass');
    await field(page, 'twitterLink').fill('X');
    await field(page, 'twitterLinkUrl').fill('https://x.example/nl');
    const created = nextSave(page, 'POST', '/FooterSettings');
    await saveButton(page).click();
    await expectNotice(page, 'Footer settings has been updated.');
    const body = await created;
    expect(body).not.toHaveProperty('footerSettingsId');
    expect(body).toMatchObject({ languageId: 6, copyrightNotice: '© 2026 P2P Compass', twitterLink: 'X', twitterLinkUrl: 'https://x.example/nl', facebookLink: null, facebookLinkUrl: null });
    expect(body.settingsAttributes).toHaveLength(34);
    await backOnSettingsHome(page);

    await page.goto(office.baseUrl + '/footersettings');
    await expect.poll(() => slot(page, 31, 1).inputValue()).toBe('Over ons');
    expect(await slot(page, 33, 1).inputValue()).toBe('nl/over-ons');
    expect(await slot(page, 31, 2).inputValue()).toBe('');
    expect(await field(page, 'twitterLinkUrl').inputValue()).toBe('https://x.example/nl');
    const updated = nextSave(page, 'PUT', '/FooterSettings');
    await saveButton(page).click();
    await expectNotice(page, 'Footer settings has been updated.');
    expect(await updated).toMatchObject({ footerSettingsId: expect.any(Number), languageId: 6 });
    // Opened directly, with no earlier page in this tab: back leads to the settings home, notice kept.
    await backOnSettingsHome(page);
  });

  it('Home, Navigation and Footer save failures show the saving error and stay', async () => {
    const page = await signedIn();
    office.consoleErrors.allow(/status of 500|save failed/);
    const failingSaves = (url: URL) => /^\/api\/(HomeSettings|NavigationSettings|FooterSettings)$/.test(url.pathname);
    for (const [path, title] of [
      ['/homesettings', 'Home settings'],
      ['/navigationsettings', 'Navigation settings'],
      ['/footersettings', 'Footer menu settings'],
    ]) {
      await page.route(failingSaves, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }) : route.fallback(),
      );
      await page.goto(office.baseUrl + path);
      await heading(page, title).waitFor();
      await saveButton(page).click();
      await expectNotice(page, 'Something went wrong during saving data....');
      expect(new URL(page.url()).pathname).toBe(path);
      await page.unroute(failingSaves);
      await page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
    }
  });

  it('a read-only user (reader.de, German) sees every screen and cannot save', async () => {
    const page = await signedIn(office.accounts.readerDe);
    expect(await page.getByLabel('Language').inputValue()).toBe('2');
    const screens: [string, string, string, string][] = [
      // A read-only role's title says View (issue 6).
      ['/aboutsettings', 'View: About settings', 'title', 'Über P2P Compass'],
      ['/homesettings', 'View: Home settings', 'title', 'P2P-Kreditplattformen vergleichen'],
      ['/navigationsettings', 'View: Navigation settings', 'homeAnchor', 'Start'],
      ['/footersettings', 'View: Footer menu settings', 'copyrightNotice', '© 2024 P2P Compass Media. Alle Rechte vorbehalten.'],
    ];
    for (const [path, title, name, value] of screens) {
      await page.goto(office.baseUrl + path);
      await heading(page, title).waitFor();
      await expect.poll(() => field(page, name).inputValue()).toBe(value);
      expect(await saveButton(page).isDisabled()).toBe(true);
    }
    await screenshot(page, 'site-settings-footer-read-only');
    await expectAccessible(page);
  });
});
