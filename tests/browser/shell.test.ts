import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { noNotices, rows, rowWith, fieldLabel } from './support/screen';

// The shell of the first document, section 2 "Session and shell" (src/): sign-in, language selector,
// side navigation, unknown and protected routes, logout; the settings home tiles and the testimonials
// screens of the second document (screens/settings/settings-home.json, testimonials-*.json).

type Testimonial = { testimonialId: number; languageId: number; fullName: string; tagLine: string; testimonialText: string };

let office: BackOffice;
let adminToken: string;

async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token = adminToken): Promise<{ status: number; body: T }> {
  const res = await office.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
}

const testimonialsOf = async (languageId: number) => (await api<Testimonial[]>('GET', `/Testimonials/ByLanguageId?langId=${languageId}`)).body;
// The row whose cell shows the text: a list that changes in bulk also names each row's box in that cell.
const row = rowWith;
const firstCells = async (page: Page) => (await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim());
const languageSelect = (page: Page) => page.getByRole('combobox', { name: 'Language' });
const optionsOf = async (page: Page) => (await languageSelect(page).locator('option').allInnerTexts()).map((t) => t.trim());
/** The side navigation's entries, the Settings submenu opened: [main entries, settings entries]. */
async function navigation(page: Page): Promise<[string[], string[]]> {
  const nav = page.locator('.shell-nav');
  await nav.waitFor();
  if ((await nav.locator('.shell-submenu').count()) === 0) await nav.getByText('Settings', { exact: true }).click();
  await nav.locator('.shell-submenu').waitFor();
  const all = (await nav.locator('a.bp6-menu-item').allInnerTexts()).map((t) => t.trim());
  const sub = (await nav.locator('.shell-submenu a.bp6-menu-item').allInnerTexts()).map((t) => t.trim());
  const main = all.slice(0, all.indexOf('Settings'));
  return [main, sub];
}

async function signedIn(account: Account, path?: string): Promise<Page> {
  const page = await office.page();
  await office.signIn(page, account, path);
  return page;
}

beforeAll(async () => {
  office = await startBackOffice();
  const login = await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: office.accounts.admin.username, password: office.accounts.admin.password } });
  adminToken = login.json().token;
});
afterAll(async () => {
  await office?.close();
});

describe('sign-in', () => {
  it("says 'Successfully logged in.' and opens /reviews", async () => {
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    await page.getByLabel(fieldLabel('User')).fill(office.accounts.writerEn.username);
    await page.getByLabel(fieldLabel('Password')).fill(office.accounts.writerEn.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expectNotice(page, 'Successfully logged in.');
    await page.waitForURL((url) => url.pathname === '/reviews');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await screenshot(page, 'shell-signed-in');
    await expectAccessible(page);
  });

  it("says 'Invalid credentials.' for a wrong password and keeps the login screen", async () => {
    office.consoleErrors.allow(/status of 401/);
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    await page.getByLabel(fieldLabel('User')).fill(office.accounts.readerDe.username);
    await page.getByLabel(fieldLabel('Password')).fill('wrong-password-1');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expectNotice(page, 'Invalid credentials.');
    await screenshot(page, 'shell-invalid-credentials');
    await expectAccessible(page, 'the login screen');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

describe('language selector', () => {
  it('lists only the languages the user holds a role in', async () => {
    // One account at a time: the tabs share the origin's storage, so a new sign-in would pull the session from under an open tab.
    const admin = await signedIn(office.accounts.admin);
    expect(await optionsOf(admin)).toEqual(['EN', 'DE', 'ES', 'FR', 'NL']);
    await admin.close();
    const writer = await signedIn(office.accounts.writerEn);
    expect(await optionsOf(writer)).toEqual(['EN', 'DE']);
    await writer.close();
    const reader = await signedIn(office.accounts.readerDe);
    expect(await optionsOf(reader)).toEqual(['DE']);
    expect(await languageSelect(reader).inputValue()).toBe('2');
  });

  it('changing it keeps the screen and reloads it in the new language (issue 18 item 6): /testimonials lists the German testimonials', async () => {
    const page = await signedIn(office.accounts.admin, '/testimonials');
    await rows(page).first().waitFor();
    const english = (await testimonialsOf(1)).map((t) => t.testimonialText);
    const german = (await testimonialsOf(2)).map((t) => t.testimonialText);
    expect(german.length).toBeGreaterThan(0);
    expect((await firstCells(page)).sort()).toEqual([...english].sort());

    await languageSelect(page).selectOption('2');
    await page.waitForFunction(() => sessionStorage.getItem('language') === '2');
    await page.waitForURL((url) => url.pathname === '/testimonials');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expect.poll(() => languageSelect(page).inputValue()).toBe('2');
    await expect.poll(() => firstCells(page)).toEqual([...german].reverse());
    await screenshot(page, 'shell-testimonials-german');
  });
});

describe('side navigation', () => {
  // Shared facts (issue 18, item 4) follows Reviews, for whoever may read reviews; Translations (issue 18) follows
  // News: the overview of every language, for anyone who reads content.
  const ALL_MAIN = ['Reviews', 'Shared facts', 'Bonus', 'Academy', 'Pages', 'Blog', 'News', 'Translations', 'Data', 'Media'];
  // The specification's submenu, then Blog settings and Authors, so that every settings screen is in reach (issue 6).
  const ALL_SETTINGS = ['Home', 'Links', 'Routes', 'About', 'Testimonials', 'Navigation', 'Reviews', 'Academy', 'Bonus', 'Footer', 'Users', 'News', 'Blog', 'Authors', 'Glossary', 'Tools'];

  it('the administrator sees every entry, the screen studio (issue 20), the bin (issue 28) and the audit log (issue 8) last', async () => {
    const page = await signedIn(office.accounts.admin);
    expect(await navigation(page)).toEqual([ALL_MAIN, [...ALL_SETTINGS, 'Screen studio', 'Bin', 'Audit log']]);
    await screenshot(page, 'shell-navigation-admin');
    await expectAccessible(page);
  });

  it('writer.en@p2p.local sees only the entries of the data types it holds a role for; Tools always', async () => {
    const page = await signedIn(office.accounts.writerEn);
    // English: write on the content types, Settings Home and Settings Reviews; the Settings area's own role shows the Glossary.
    expect(await navigation(page)).toEqual([ALL_MAIN, ['Home', 'Reviews', 'Glossary', 'Tools']]);
    await screenshot(page, 'shell-navigation-writer-en');
    // German: read on the content types only.
    const before = new URL(page.url()).pathname;
    await languageSelect(page).selectOption('2');
    // The page stays and reloads in the new language (issue 18, item 6).
    await expect.poll(() => languageSelect(page).inputValue()).toBe('2');
    expect(new URL(page.url()).pathname).toBe(before);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expect.poll(() => navigation(page)).toEqual([ALL_MAIN, ['Tools']]);
    // An entry leads to its route.
    await page.locator('.shell-submenu').getByText('Tools', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools');
  });

  it('Settings leads to the settings home and folds out its submenu, Blog settings and Authors included', async () => {
    const page = await signedIn(office.accounts.admin);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settingshome');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-expanded')).toBe('true');
    for (const [label, to, title] of [
      ['Blog', '/blogsettings', 'Blog settings'],
      ['Authors', '/authors', 'Authors'],
    ]) {
      await nav.locator('.shell-submenu').getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole('heading', { name: title }).waitFor();
      // The current item is highlighted.
      expect(await nav.locator('.shell-submenu').getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    await screenshot(page, 'shell-navigation-authors');
  });

  it('every signed-in screen has one h1, the banner, navigation and main landmarks, and a skip link to the main content', async () => {
    const page = await signedIn(office.accounts.admin, '/testimonials');
    await rows(page).first().waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    for (const role of ['banner', 'main'] as const) expect(await page.getByRole(role).count(), role).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'shell-skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // The language control says what it does.
    expect((await page.getByRole('banner').innerText()).replace(/\s+/g, ' ')).toContain('Editing: EN');
  });

  it('a screen the user holds no role for is refused', async () => {
    const page = await signedIn(office.accounts.writerEn, '/testimonials');
    await page.getByText('No access').waitFor();
    expect(await rows(page).count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('routes', () => {
  it("an unknown path shows /error: 'Error: Route doesn't exist'", async () => {
    const page = await signedIn(office.accounts.admin, '/no-such-screen');
    await page.waitForURL((url) => url.pathname === '/error');
    await page.getByText("Error: Route doesn't exist").waitFor();
    await screenshot(page, 'shell-error');
    await expectAccessible(page);
  });

  it('a protected route without a session goes to /', async () => {
    const page = await office.page();
    for (const path of ['/testimonials', '/settingshome', '/authors/edit/1', '/strings']) {
      await page.goto(office.baseUrl + path);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    }
  });

  it('logout ends the session: the stored user is gone, the token refused, protected routes go to /', async () => {
    const page = await signedIn(office.accounts.chiefEditor, '/testimonials');
    await rows(page).first().waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.token as string);
    expect((await api('GET', '/Testimonials/ByLanguageId?langId=1', token)).status).toBe(200);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('language')])).toEqual([null, null]);
    expect((await api('GET', '/Testimonials/ByLanguageId?langId=1', token)).status).toBe(401);
    await page.goto(office.baseUrl + '/testimonials');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('settings home (/settingshome)', () => {
  it('shows the 16 tiles, each leading to its route', async () => {
    const tiles: [string, string][] = [
      ['Links', '/settingslink'],
      ['Users', '/users'],
      ['Routes', '/settingsroutes'],
      ['Footer', '/footersettings'],
      ['Home', '/homesettings'],
      ['About', '/aboutsettings'],
      ['Testimonials', '/testimonials'],
      ['Navigation', '/navigationsettings'],
      ['Reviews', '/reviewsettings'],
      ['Academy', '/academysettings'],
      ['Bonus', '/bonussettings'],
      ['News', '/newssetings'],
      ['Blog', '/blogsettings'],
      ['Tools', '/tools'],
      ['Authors', '/authors'],
      ['Glossary', '/glossary'],
    ];
    const page = await signedIn(office.accounts.admin, '/settingshome');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.locator('.engine-tile').allInnerTexts()).toEqual(tiles.map(([label]) => label));
    await screenshot(page, 'settings-home');
    await expectAccessible(page);
    for (const [label, to] of tiles) {
      await page.locator('.engine-tile', { hasText: new RegExp(`^${label}$`) }).click();
      await page.waitForURL((url) => url.pathname === to);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/settingshome');
      await page.locator('.engine-tile').first().waitFor();
    }
  });
});

describe('testimonials (/testimonials and its form)', () => {
  it('creates, edits (kept after a reload) and deletes a testimonial after the confirmation', async () => {
    const page = await signedIn(office.accounts.admin, '/testimonials');
    await page.getByRole('heading', { name: 'Testimonials' }).waitFor();
    await rows(page).first().waitFor();
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Testimonial', 'Languages', 'Readiness', 'Actions']);
    // The list is the language's testimonials reversed.
    expect(await firstCells(page)).toEqual((await testimonialsOf(1)).map((t) => t.testimonialText).reverse());
    await screenshot(page, 'testimonials-list');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/testimonials/add/-1');
    await page.getByRole('heading', { name: 'Add testimonial' }).waitFor();
    await page.getByLabel(fieldLabel('Name')).fill('Browser Reader');
    await page.getByLabel(fieldLabel('Tagline')).fill('Investor since 2020');
    await page.getByLabel(fieldLabel('Testimonial')).fill('A browser wrote this testimonial.');
    await screenshot(page, 'testimonials-form-add');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Testimonial has been saved!');
    await page.waitForURL((url) => url.pathname === '/testimonials');
    await row(page, 'A browser wrote this testimonial.').waitFor();
    expect((await firstCells(page))[0]).toBe('A browser wrote this testimonial.');
    const created = (await testimonialsOf(1)).find((t) => t.fullName === 'Browser Reader')!;
    expect(created).toMatchObject({ languageId: 1, tagLine: 'Investor since 2020' });

    await noNotices(page);
    await row(page, 'A browser wrote this testimonial.').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === `/testimonials/edit/${created.testimonialId}`);
    await page.getByRole('heading', { name: 'Edit testimonial' }).waitFor();
    expect(await page.getByLabel(fieldLabel('Name')).inputValue()).toBe('Browser Reader');
    await page.getByLabel(fieldLabel('Testimonial')).fill('A browser edited this testimonial.');
    await screenshot(page, 'testimonials-form-edit');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Testimonial has been updated!');
    await page.waitForURL((url) => url.pathname === '/testimonials');
    await row(page, 'A browser edited this testimonial.').waitFor();

    await page.goto(`${office.baseUrl}/testimonials/edit/${created.testimonialId}`);
    await page.reload();
    await page.getByRole('heading', { name: 'Edit testimonial' }).waitFor();
    expect(await page.getByLabel(fieldLabel('Testimonial')).inputValue()).toBe('A browser edited this testimonial.');
    expect(await page.getByLabel(fieldLabel('Tagline')).inputValue()).toBe('Investor since 2020');

    await page.goto(office.baseUrl + '/testimonials');
    await noNotices(page);
    await row(page, 'A browser edited this testimonial.').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await confirm.getByText('Are you sure you want to delete this item').waitFor();
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Testimonial has been deleted.');
    await row(page, 'A browser edited this testimonial.').waitFor({ state: 'detached' });
    await page.reload();
    await rows(page).first().waitFor();
    expect(await firstCells(page)).not.toContain('A browser edited this testimonial.');
    expect((await testimonialsOf(1)).some((t) => t.testimonialId === created.testimonialId)).toBe(false);
  });

  it('a read-only user (reader.de@p2p.local, German) sees View; Add, Save and Delete are disabled', async () => {
    const page = await signedIn(office.accounts.readerDe, '/testimonials');
    await rows(page).first().waitFor();
    expect(await firstCells(page)).toEqual((await testimonialsOf(2)).map((t) => t.testimonialText).reverse());
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    const first = rows(page).first();
    expect(await first.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await screenshot(page, 'testimonials-list-read-only');
    await expectAccessible(page);
    await first.getByRole('button', { name: 'View' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/testimonials/edit/'));
    // A read-only role's title says View (issue 6).
    await page.getByRole('heading', { name: 'View testimonial' }).waitFor();
    expect(await page.getByLabel(fieldLabel('Testimonial')).inputValue()).toBe((await testimonialsOf(2)).at(-1)!.testimonialText);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'testimonials-form-read-only');
    await expectAccessible(page);
  });
});
