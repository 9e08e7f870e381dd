import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, openSignedIn } from './support/screen';

// Issue 17, item 1: dark mode themes the whole surface (every screen, dialog, drawer, the rich-text editor, the
// media library and the login page), the choice is remembered per browser, and axe finds no serious or critical
// violation in it. Every route of the navigation is judged in dark here; every browser test's expectAccessible
// judges its screens, dialogs and drawers in both themes.

let office: BackOffice;
let reviewId: number;

beforeAll(async () => {
  office = await startBackOffice();
  reviewId = (await adminApi<{ value: number }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/1'))[0].value;
});
afterAll(async () => {
  await office?.close();
});

// Blueprint's dark application background (Colors.DARK_GRAY2) and its light one (white).
const DARK_SURFACE = 'rgb(37, 42, 49)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));
/** The colour the content area is drawn on: the first background met from the screen's main area up. */
const surfaceOf = (page: Page) =>
  page.evaluate(() => {
    for (let el: Element | null = document.querySelector('main'); el; el = el.parentElement) {
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'none';
  });

async function switchTo(page: Page, theme: 'Dark mode' | 'Light mode') {
  await page.getByRole('button', { name: theme, exact: true }).click();
  await expect.poll(() => isDark(page)).toBe(theme === 'Dark mode');
}

/** Every entry of the side navigation, the Settings submenu folded out. */
async function navigationPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.waitFor();
  if ((await nav.locator('.shell-submenu').count()) === 0) await nav.getByText('Settings', { exact: true }).click();
  await nav.locator('.shell-submenu').waitFor();
  const hrefs = await nav.locator('a.bp6-menu-item').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // A link carries the tab's language (?lang=en) for a new tab; the walk stays in this tab, in its language.
  return [...new Set(hrefs.filter((h) => h.startsWith('/')).map((h) => h.split('?')[0]))];
}

async function openScreen(page: Page, path: string) {
  await page.goto(office.baseUrl + path);
  await page.locator('main h1').first().waitFor();
  // Lists and forms draw their rows and values after the heading: axe judges what the editor sees.
  await page.waitForFunction(() => !document.querySelector('main .bp6-spinner, main .bp6-skeleton'));
}

describe('dark mode', () => {
  it('the top bar switch darkens the whole page, is remembered after a reload, and switches back', async () => {
    const page = await openSignedIn(office, '/reviews');
    await page.locator('main h1').waitFor();
    expect(await surfaceOf(page)).toBe(LIGHT_SURFACE);
    await switchTo(page, 'Dark mode');
    expect(await surfaceOf(page)).toBe(DARK_SURFACE);
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await surfaceOf(page)).toBe(DARK_SURFACE);
    await page.getByRole('button', { name: 'Light mode', exact: true }).waitFor();

    // The login page follows the remembered choice too.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    expect(await surfaceOf(page)).toBe(DARK_SURFACE);
    await expectAccessible(page, 'the login page');
    await screenshot(page, 'dark-login');

    await office.signIn(page, office.accounts.admin, '/reviews');
    await switchTo(page, 'Light mode');
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await isDark(page)).toBe(false);
    expect(await surfaceOf(page)).toBe(LIGHT_SURFACE);
  });

  /** Judges each screen in dark, once it has drawn what it shows. */
  async function walkInDark(paths: () => Promise<string[]>) {
    // Found first: a new tab starts signed out, for every tab of the browser.
    const walk = await paths();
    const page = await openSignedIn(office, '/reviews');
    await switchTo(page, 'Dark mode');
    for (const path of walk) {
      await openScreen(page, path);
      expect(await surfaceOf(page), path).toBe(DARK_SURFACE);
      await expectAccessible(page, path, { bothThemes: false });
    }
  }
  const inNavigation = async (settings: boolean) => {
    const page = await openSignedIn(office, '/reviews');
    const paths = await navigationPaths(page);
    await page.close();
    const start = paths.indexOf('/settingshome');
    expect(start).toBeGreaterThan(0);
    return settings ? paths.slice(start) : paths.slice(0, start);
  };

  it("axe finds no serious or critical violation in dark mode on the main navigation's screens", async () => {
    await walkInDark(() => inNavigation(false));
  }, 180_000);

  it('axe finds no serious or critical violation in dark mode on every screen of the Settings navigation', async () => {
    await walkInDark(() => inNavigation(true));
  }, 240_000);

  it("axe finds no serious or critical violation in dark mode on the review editor's three tabs", async () => {
    await walkInDark(async () => [`/review/${reviewId}`, `/review/${reviewId}?tab=content`, `/review/${reviewId}?tab=faq`]);
  }, 120_000);

  it('dialogs, drawers, menus, the rich-text editor and the media library are dark, and pass axe', async () => {
    const page = await openSignedIn(office, '/reviews');
    await switchTo(page, 'Dark mode');

    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page, 'the Add review dialog');
    await screenshot(page, 'dark-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).or(dialog.getByRole('button', { name: 'Close' })).first().click();
    await dialog.waitFor({ state: 'detached' });

    await openScreen(page, `/review/${reviewId}`);
    await screenshot(page, 'dark-review-editor');
    // A seeded record has no recorded changes yet: the history answers 404 and the drawer says so.
    office.consoleErrors.allow(/status of 404 \(Not Found\)/);
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await drawer.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(LIGHT_SURFACE);
    await expectAccessible(page, 'the history drawer');
    await screenshot(page, 'dark-history-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await openScreen(page, `/review/${reviewId}?tab=content`);
    const toolbar = page.locator('.bo-richtext .ql-toolbar');
    await toolbar.waitFor();
    // Quill's own icons are drawn in #444 on white: in dark mode they take a light grey on the dark surface.
    expect(await toolbar.locator('.ql-stroke').first().evaluate((el) => getComputedStyle(el).stroke)).not.toBe('rgb(68, 68, 68)');
    expect(await page.locator('.bo-richtext .ql-container').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(LIGHT_SURFACE);
    await page.getByRole('button', { name: 'Insert template' }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page, 'the template menu of the rich-text editor');
    await screenshot(page, 'dark-rich-text');
    await page.keyboard.press('Escape');

    for (const [path, name] of [
      ['/homesettings', 'dark-settings-form'],
      ['/audit', 'dark-audit'],
      ['/media', 'dark-media-library'],
    ]) {
      await openScreen(page, path);
      await screenshot(page, name);
    }
  }, 120_000);
});
