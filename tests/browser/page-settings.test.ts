import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, fieldLabel, transitionsDone } from './support/screen';

// The page settings screens of the second document §2: academy, bonus, news, reviews and blog settings
// (screens/settings/{academy,bonus,news,reviews,blog}-settings.json) and the blog categories
// (blog-categories-list.json embedded in blog settings, blog-category-form.json as its modal).

const FAILURE = 'Something went wrong during saving data....';

/** The simple page settings forms: tile on /settingshome, route, page dataTypeId, success notice. */
const SIMPLE = [
  { tile: 'Academy', route: '/academysettings', title: 'Academy settings', dataTypeId: 21, notice: 'Academy settings has been updated.' },
  { tile: 'Bonus', route: '/bonussettings', title: 'Bonus settings', dataTypeId: 20, notice: 'Bonus settings has been updated.' },
  { tile: 'News', route: '/newssetings', title: 'News settings', dataTypeId: 19, notice: 'News settings has been updated.' },
] as const;

describe('page settings screens', () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });
  // The tabs share localStorage (the session): a tab left open would lose its session to the next test's sign-in.
  beforeEach(async () => {
    for (const page of office.context.pages()) await page.close();
  });

  const field = (page: Page, label: string) => page.getByLabel(fieldLabel(label));

  /** Signs in as the administrator (English). */
  async function adminPage() {
    const page = await office.page();
    await office.signIn(page, office.accounts.admin);
    return page;
  }

  /** Opens a settings screen from its tile, so that "back" after saving has somewhere to go. */
  async function openFromTile(page: Page, tile: string, title: string) {
    await page.goto(office.baseUrl + '/settingshome');
    await page.locator('.engine-tile').filter({ hasText: new RegExp(`^${tile}$`) }).click();
    await page.getByRole('heading', { name: title }).waitFor();
    await field(page, 'Page Title').waitFor();
  }

  /** Opens a route directly and waits for its form. */
  async function open(page: Page, route: string, title: string) {
    await page.goto(office.baseUrl + route);
    await page.getByRole('heading', { name: title }).waitFor();
    await field(page, 'Page Title').waitFor();
  }

  /** The stored page settings of a page and language. */
  const stored = (path: string, languageId = 1) => adminApi<any>(office, 'GET', `/PagesSettings/${path}/${languageId}?UseCase=Dashboard`);

  /** Waits for a dialog's opening transition to end before a screenshot. */
  const settled = transitionsDone;

  /** Waits for the navigation back to the settings home after a save. */
  const backHome = (page: Page) => page.waitForURL((url) => url.pathname === '/settingshome');

  for (const screen of SIMPLE) {
    it(`${screen.title} (${screen.route}): loads the language's record, saves with PUT, says '${screen.notice}', goes back, keeps the values`, async () => {
      const page = await adminPage();
      await openFromTile(page, screen.tile, screen.title);
      expect(await field(page, 'Page Title').inputValue()).not.toBe('');
      expect(await page.getByRole('heading', { name: 'SEO' }).isVisible()).toBe(true);
      expect(await field(page, 'Subtitle').evaluate((e) => e.tagName)).toBe('TEXTAREA');
      await screenshot(page, `page-settings-${screen.route.slice(1)}`);
      await expectAccessible(page);

      const puts: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/PagesSettings') && puts.push(r.method()));
      await field(page, 'Page Title').fill(`${screen.tile} page title, edited`);
      await field(page, 'Subtitle').fill(`${screen.tile} subtitle\nsecond line`);
      await field(page, 'SERP Title').fill(`${screen.tile} SERP title`);
      await field(page, 'SERP Description').fill(`${screen.tile} SERP description`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expectNotice(page, screen.notice);
      await backHome(page);
      await screenshot(page, `page-settings-${screen.route.slice(1)}-saved`);
      await expectAccessible(page);
      expect(puts).toEqual(['PUT']);

      await open(page, screen.route, screen.title);
      await page.reload();
      await field(page, 'Page Title').waitFor();
      expect(await field(page, 'Page Title').inputValue()).toBe(`${screen.tile} page title, edited`);
      expect(await field(page, 'Subtitle').inputValue()).toBe(`${screen.tile} subtitle\nsecond line`);
      expect(await field(page, 'SERP Title').inputValue()).toBe(`${screen.tile} SERP title`);
      expect(await field(page, 'SERP Description').inputValue()).toBe(`${screen.tile} SERP description`);
    });
  }

  it('a cleared field is saved empty (null), not left as it was', async () => {
    const page = await adminPage();
    await openFromTile(page, 'News', 'News settings');
    await field(page, 'SERP Description').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'News settings has been updated.');
    await backHome(page);
    expect((await stored('GetNewsSettingsByLangId')).serpDescription).toBeNull();
    await open(page, '/newssetings', 'News settings');
    expect(await field(page, 'SERP Description').inputValue()).toBe('');
  });

  it('with no record yet (the load answers null) the form starts empty and creates it with POST', async () => {
    await office.app.db.deleteFrom('pages_settings').where('languageId', '=', 1).where('dataTypeId', '=', 20).execute();
    expect(await stored('GetBonusSettingsByLangId')).toBeNull();
    const page = await adminPage();
    await openFromTile(page, 'Bonus', 'Bonus settings');
    expect(await field(page, 'Page Title').inputValue()).toBe('');
    expect(await field(page, 'SERP Title').inputValue()).toBe('');

    const methods: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/PagesSettings') && methods.push(r.method()));
    await field(page, 'Page Title').fill('Bonus offers, created again');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Bonus settings has been updated.');
    await backHome(page);
    expect(methods).toEqual(['POST']);
    expect(await stored('GetBonusSettingsByLangId')).toMatchObject({ languageId: 1, dataTypeId: 20, title: 'Bonus offers, created again' });

    await open(page, '/bonussettings', 'Bonus settings');
    expect(await field(page, 'Page Title').inputValue()).toBe('Bonus offers, created again');
  });

  it(`a refused save says '${FAILURE}' and stays on the form`, async () => {
    const page = await adminPage();
    await open(page, '/academysettings', 'Academy settings');
    office.consoleErrors.allow(/status of 500|save failed/);
    await page.route('**/api/PagesSettings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"down"}' }));
    await field(page, 'Page Title').fill('Never saved');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, FAILURE);
    await screenshot(page, 'page-settings-save-failure');
    await expectAccessible(page);
    expect(new URL(page.url()).pathname).toBe('/academysettings');
    expect((await stored('GetAcademySettingsByLangId')).title).not.toBe('Never saved');
  });

  it("Reviews settings (/reviewsettings): fields, the Excluded platforms as a JSON list, Rating Methodology; 'Review settings has been updated.'", async () => {
    const page = await adminPage();
    await openFromTile(page, 'Reviews', 'Reviews settings');
    for (const label of ['Page Title', 'Subtitle', 'SERP Title', 'SERP Description', 'Rating Methodology']) expect(await field(page, label).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Excluded' }).isVisible()).toBe(true);

    // The Platform choices are the language's reviews (GET /Review/GetListOfReviewByLangId/1).
    const platform = field(page, 'Platform');
    await platform.click();
    const options = page.locator('.bp6-popover').getByRole('option');
    await options.first().waitFor();
    const names = await options.allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(2);
    await options.filter({ hasText: names[0] }).click();
    await options.filter({ hasText: names[1] }).click();
    await page.keyboard.press('Escape');
    await page.locator('.bp6-popover').waitFor({ state: 'detached' });
    await field(page, 'Rating Methodology').fill('Four criteria, each 1 to 5.\nThe average is the rating.');
    await field(page, 'Subtitle').fill('Tested with our own money');
    await screenshot(page, 'page-settings-reviewsettings');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Review settings has been updated.');
    await backHome(page);

    const reviews: { value: number; label: string }[] = await adminApi(office, 'GET', '/Review/GetListOfReviewByLangId/1');
    const ids = names.slice(0, 2).map((name) => reviews.find((r) => r.label === name)!.value);
    const record = await stored('GetReviewSettingsByLangId');
    expect(JSON.parse(record.platform)).toEqual(ids);
    expect(record).toMatchObject({ dataTypeId: 22, ratingMethodology: 'Four criteria, each 1 to 5.\nThe average is the rating.', subtitle: 'Tested with our own money' });

    await open(page, '/reviewsettings', 'Reviews settings');
    await page.reload();
    await field(page, 'Page Title').waitFor();
    const tags = page.locator('.bp6-tag-input .bp6-tag');
    await tags.nth(1).waitFor();
    expect((await tags.allInnerTexts()).map((t) => t.trim())).toEqual([names[0], names[1]]);
    expect(await field(page, 'Rating Methodology').inputValue()).toBe('Four criteria, each 1 to 5.\nThe average is the rating.');

    // Removing one excluded platform keeps the other. (Opened from the tile again: "back" after a reload
    // would load a new document, and the notice with it would be gone.)
    await openFromTile(page, 'Reviews', 'Reviews settings');
    await tags.nth(1).waitFor();
    await tags.first().locator('.bp6-tag-remove').click();
    await page.getByRole('heading', { name: 'Reviews settings' }).click(); // closes the choice list
    await page.locator('.bp6-popover').waitFor({ state: 'detached' });
    expect((await tags.allInnerTexts()).map((t) => t.trim())).toEqual([names[1]]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Review settings has been updated.');
    await backHome(page);
    expect(JSON.parse((await stored('GetReviewSettingsByLangId')).platform)).toEqual([ids[1]]);
  });

  it("Blog settings (/blogsettings): fields and Editorial note; 'Blog settings has been updated.'; keeps the values", async () => {
    const page = await adminPage();
    await openFromTile(page, 'Blog', 'Blog settings');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    await screenshot(page, 'page-settings-blogsettings');
    await expectAccessible(page);
    await field(page, 'Page Title').fill('The blog, edited');
    await field(page, 'Editorial note').fill('We write independently.');
    await field(page, 'SERP Title').fill('Blog SERP title');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Blog settings has been updated.');
    await backHome(page);

    await open(page, '/blogsettings', 'Blog settings');
    await page.reload();
    await field(page, 'Page Title').waitFor();
    expect(await field(page, 'Page Title').inputValue()).toBe('The blog, edited');
    expect(await field(page, 'Editorial note').inputValue()).toBe('We write independently.');
    expect(await field(page, 'SERP Title').inputValue()).toBe('Blog SERP title');
    expect((await stored('GetBlogsSettingsByLangId')).dataTypeId).toBe(44);
  });

  it('Blog categories: only blog categories (43) of the language; Add new, Edit in the modal, Delete with its confirmation', async () => {
    // A review category (dataTypeId 1) of the language never shows in the blog settings table.
    const review = await office.app.db.selectFrom('categories').selectAll().where('languageId', '=', 1).where('dataTypeId', '=', 1).executeTakeFirstOrThrow();
    const page = await adminPage();
    await open(page, '/blogsettings', 'Blog settings');
    const table = page.locator('.engine-list table');
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Category name', 'Actions']);
    expect(await table.innerText()).not.toContain(review.categoryName);
    const before = await table.locator('tbody tr').count();

    // Add new → modal "Add Category" with one Title input.
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Category' }).waitFor();
    expect(await dialog.locator('input, textarea').count()).toBe(1);
    await dialog.getByLabel(fieldLabel('Title')).fill('Crowdfunding basics');
    await settled(page);
    await screenshot(page, 'page-settings-blog-category-add');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.locator('tbody tr').filter({ hasText: 'Crowdfunding basics' });
    await row.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(before + 1);
    const created = await office.app.db.selectFrom('categories').selectAll().where('categoryName', '=', 'Crowdfunding basics').executeTakeFirstOrThrow();
    expect(created).toMatchObject({ languageId: 1, dataTypeId: 43 });

    // Edit → modal "Edit Category" with the stored title.
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('heading', { name: 'Edit Category' }).waitFor();
    const title = dialog.getByLabel(fieldLabel('Title'));
    expect(await title.inputValue()).toBe('Crowdfunding basics');
    await title.fill('Crowdfunding explained');
    await settled(page);
    await screenshot(page, 'page-settings-blog-category-edit');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const renamed = table.locator('tbody tr').filter({ hasText: 'Crowdfunding explained' });
    await renamed.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(before + 1);

    // Reload: the category is kept.
    await page.reload();
    await renamed.waitFor();

    // Delete asks first; No keeps it, Yes deletes it.
    await renamed.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('heading', { name: 'Confirm your action' }).waitFor();
    expect(await confirm.innerText()).toContain('Are you sure you want to delete category?');
    await settled(page);
    await screenshot(page, 'page-settings-blog-category-delete');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await renamed.count()).toBe(1);
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await confirm.waitFor({ state: 'detached' });
    await renamed.waitFor({ state: 'detached' });
    expect(await table.locator('tbody tr').count()).toBe(before);
    expect(await office.app.db.selectFrom('categories').select('categoryId').where('categoryId', '=', created.categoryId).executeTakeFirst()).toBeUndefined();
  });

  it('a read-only user (reader.de, German) sees the values, cannot save; categories offer View and no Add or Delete', async () => {
    const page = await office.page();
    await office.signIn(page, office.accounts.readerDe);
    const german = await stored('GetAcademySettingsByLangId', 2);
    for (const screen of [...SIMPLE, { route: '/reviewsettings', title: 'Reviews settings' }, { route: '/blogsettings', title: 'Blog settings' }]) {
      await open(page, screen.route, screen.title);
      expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), screen.route).toBe(true);
    }
    await open(page, '/academysettings', 'Academy settings');
    expect(await field(page, 'Page Title').inputValue()).toBe(german.title);
    await screenshot(page, 'page-settings-academysettings-read-only');
    await expectAccessible(page);

    await open(page, '/blogsettings', 'Blog settings');
    const table = page.locator('.engine-list table');
    await table.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add new' }).isDisabled()).toBe(true);
    const first = table.locator('tbody tr').first();
    expect(await first.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    const name = (await first.locator('td').first().innerText()).trim();
    await screenshot(page, 'page-settings-blogsettings-read-only');
    await expectAccessible(page);
    await first.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'View Category' }).waitFor(); // a read-only role's title says View (issue 6)
    expect(await dialog.getByLabel(fieldLabel('Title')).inputValue()).toBe(name);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'page-settings-blog-category-view');
    await expectAccessible(page);
  });
});
