import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, field, heading, openSignedIn, saveButton } from './support/screen';

// Issue 17, item 2 and part of 11: a record editor you can navigate. Long forms fold into sections with an index
// that follows the scroll and marks sections holding errors or unsaved changes; the record's author and SEO sit in
// a side panel on wide screens; one h1 and headings in order; counters only near a limit; the About team's images
// chosen in the media library with a preview; the settings home's tiles are cards that are links.

const index = (page: Page) => page.getByRole('navigation', { name: 'Sections of this form' });
const indexLink = (page: Page, name: string | RegExp) => index(page).getByRole('link', { name });
const current = (page: Page) => index(page).locator('[aria-current="location"]');

/** Every heading of the page, level and text, in order. */
const headingsOf = (page: Page) =>
  page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((all) => all.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => ({ level: Number(h.tagName[1]), text: h.textContent ?? '' })));

/** One h1, first; then no heading deeper than one level below the one before it (axe's heading-order, strictly). */
async function expectHeadingsInOrder(page: Page) {
  const headings = await headingsOf(page);
  expect(headings.filter((h) => h.level === 1)).toHaveLength(1);
  expect(headings[0].level).toBe(1);
  headings.forEach((h, i) => {
    if (i > 0) expect(h.level, `${h.text} (h${h.level}) after ${headings[i - 1].text} (h${headings[i - 1].level})`).toBeLessThanOrEqual(headings[i - 1].level + 1);
  });
  const results = await page.evaluate(async () => (window as unknown as { axe: { run(o: unknown): Promise<{ violations: unknown[] }> } }).axe.run({ runOnly: ['heading-order', 'page-has-heading-one'] }));
  expect(results.violations).toEqual([]);
  return headings;
}

describe('a record editor you can navigate', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  it('the review editor: sections fold and unfold, the index follows the scroll, jumps, and marks an error and an unsaved change', async () => {
    const page = await openSignedIn(office, '/review/1');
    await page.setViewportSize({ width: 1600, height: 900 });
    await saveButton(page).waitFor();
    await index(page).waitFor();
    expect(await index(page).getByRole('link').allInnerTexts()).toEqual(['Platform', 'Investing', 'Statistics', 'Highlights', 'Rating', 'Publishing', 'SEO']);
    // The author sits in the panel beside the column, not under it; the SEO texts are in the column.
    const column = await page.locator('.bo-form-main').boundingBox();
    const author = await page.getByLabel('Author').boundingBox();
    expect(author!.x).toBeGreaterThan(column!.x + column!.width);
    expect(author!.y).toBeLessThan(column!.y + 400);
    expect(column!.width).toBeLessThanOrEqual(720);
    await screenshot(page, 'record-editor-review');
    await expectAccessible(page, 'the review editor');
    const headings = await expectHeadingsInOrder(page);
    expect(headings.filter((h) => h.text === 'Edit review')).toHaveLength(1);

    // Fold and unfold.
    const name = field(page, 'Legal name');
    expect(await name.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Fold Platform' }).click();
    await expect.poll(() => name.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Unfold Platform' }).getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Unfold Platform' }).click();
    await expect.poll(() => name.isVisible()).toBe(true);

    // The index follows the scroll, and a click on an entry jumps to its section (unfolding it).
    expect(await current(page).innerText()).toBe('Platform');
    await page.evaluate(() => document.querySelector('[id$="_section2__section"]')!.scrollIntoView({ block: 'start' }));
    await expect.poll(() => current(page).innerText()).toBe('Statistics');
    await page.getByRole('button', { name: 'Fold Rating' }).click();
    await indexLink(page, 'Rating').click();
    await expect.poll(() => current(page).innerText()).toBe('Rating');
    await expect.poll(() => page.getByLabel('Support').isVisible()).toBe(true);

    // An unsaved change marks its section; an error marks its own.
    await field(page, 'Currency').fill('USD');
    await indexLink(page, 'Statistics (changed, not saved)').waitFor();
    expect(await indexLink(page, /^Platform/).innerText()).toBe('Platform');
    await field(page, 'Name').fill('');
    await saveButton(page).click();
    await indexLink(page, 'Platform (has errors)').waitFor();
    await screenshot(page, 'record-editor-review-marks');
    await page.close();
  });

  it('a narrow window puts the side panel back into the column and hides the index', async () => {
    const page = await openSignedIn(office, '/review/1');
    await page.setViewportSize({ width: 900, height: 900 });
    await saveButton(page).waitFor();
    const column = await page.locator('.bo-form-main').boundingBox();
    const author = await page.getByLabel('Author').boundingBox();
    expect(author!.y).toBeGreaterThan(column!.y + column!.height - 1);
    expect(await index(page).isVisible()).toBe(false);
    await page.close();
  });

  it('a reader: "View review" once, the sections still fold', async () => {
    const [german] = await adminApi<{ value: number }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/2');
    const page = await openSignedIn(office, `/review/${german.value}`, office.accounts.readerDe);
    await saveButton(page).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['View review']);
    expect(await page.getByRole('heading', { name: 'View review' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Edit review' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Fold Investing' }).click();
    await page.getByRole('button', { name: 'Unfold Investing' }).waitFor();
    await page.close();
  });

  it('settings forms: breadcrumbs, one h1, headings in order, the long ones indexed; the footer in sections', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await saveButton(page).waitFor();
    expect(await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Settings' }).count()).toBe(1);
    expect(await index(page).getByRole('link').allInnerTexts()).toEqual(['ABOUT', 'P2P LENDING', 'Discover', 'Copyright', 'Social links']);
    await expectAccessible(page, 'the footer settings');
    await expectHeadingsInOrder(page);
    await screenshot(page, 'record-editor-footer');
    for (const [path, title] of [
      ['/aboutsettings', 'About settings'],
      ['/homesettings', 'Home settings'],
      ['/navigationsettings', 'Navigation settings'],
      ['/reviewsettings', 'Reviews settings'],
      ['/bonussettings', 'Bonus settings'],
      ['/settingsroutes/edit/1', 'Edit route'],
    ]) {
      await page.goto(office.baseUrl + path);
      await heading(page, title).waitFor();
      await saveButton(page).waitFor();
      await expectAccessible(page);
      await expectHeadingsInOrder(page);
    }
    // A record's form names what it edits.
    expect(await page.locator('.engine-record-name').count()).toBe(1);
    await page.close();
  });

  it('counters show only near a limit; the limit itself is the helper text', async () => {
    const page = await openSignedIn(office, '/aboutsettings');
    await saveButton(page).waitFor();
    expect(await page.locator('.engine-form').getByText(/^\d+ \/ \d+$/).count()).toBe(0);
    const title = field(page, 'Page Title');
    await title.fill('x'.repeat(200));
    expect(await page.getByText('200 / 300').count()).toBe(0);
    await title.fill('x'.repeat(250));
    await page.getByText('250 / 300').waitFor();
    await page.close();
  });

  it('the About team: an image chosen in the media library, with its preview', async () => {
    const page = await openSignedIn(office, '/aboutsettings');
    await saveButton(page).waitFor();
    const member = page.locator('.bo-object', { has: page.getByRole('heading', { name: 'Member 2', exact: true }) }).last();
    await member.getByRole('button', { name: 'Open gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    const image = member.getByLabel('Image URL');
    expect(await image.inputValue()).toMatch(/^(https?:\/\/|\/).*p2p-lending-overview\.png$/);
    const preview = member.getByRole('img', { name: 'Preview of Image URL' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'record-editor-about-team-image');
    await page.close();
  });

  it('the settings home: tiles are cards with an icon and a line of description, links reached by the keyboard', async () => {
    const page = await openSignedIn(office, '/settingshome');
    const tiles = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(16);
    const routes = tiles.filter({ hasText: 'Routes' });
    expect(await routes.getAttribute('href')).toBe('/settingsroutes');
    expect(await routes.innerText()).toContain('Public addresses');
    await expect.poll(() => routes.locator('.engine-tile-icon svg').count(), { timeout: 10_000 }).toBe(1);
    await routes.focus();
    await page.keyboard.press('Enter');
    await heading(page, 'Routes').waitFor();
    await page.goBack();
    await tiles.first().waitFor();
    await screenshot(page, 'record-editor-settings-home');
    await expectAccessible(page, 'the settings home');
    await page.close();
  });
});
