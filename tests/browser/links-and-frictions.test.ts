import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn, painted, rowWith, rows, tab, watchCalls } from './support/screen';

// Issue 17, items 5, 10 and 11: records are links that open in other tabs in the language they were opened from,
// each screen names its tab, the reader's row tells its two views apart, and the smaller frictions.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const reviewsOf = (languageId: number) => api<{ value: number; label: string }[]>('GET', `/Review/GetListOfReviewByLangId/${languageId}`);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The tab's language as the top bar keeps it (first document, section 1: per tab, in session storage). */
const tabLanguage = (page: Page) => page.evaluate(() => sessionStorage.getItem('language'));

async function inGerman(page: Page) {
  await page.evaluate(() => sessionStorage.setItem('language', '2'));
  await page.goto(office.baseUrl + '/reviews');
  await rows(page).first().waitFor();
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('records are links (item 5)', () => {
  it('a middle-click on a German record opens it in a new tab, in German; a plain click stays in the tab', async () => {
    const page = await openSignedIn(office, '/reviews');
    await inGerman(page);
    const german = (await reviewsOf(2))[0];
    const name = rowWith(page, german.label).getByRole('link', { name: german.label });
    expect(await name.getAttribute('href')).toBe(`/review/${german.value}?lang=de`);

    const [opened] = await Promise.all([page.context().waitForEvent('page'), name.click({ button: 'middle' })]);
    await opened.waitForLoadState();
    await h1(opened).waitFor();
    expect(new URL(opened.url()).pathname).toBe(`/review/${german.value}`);
    // The language travelled in the link, became the new tab's own, and stays in the address (issue 28, item 1:
    // a bookmark or a copied address opens the record in its language).
    expect(new URL(opened.url()).search).toBe('?lang=de');
    expect(await tabLanguage(opened)).toBe('2');
    await field(opened, 'Name').waitFor();
    expect(await field(opened, 'Name').inputValue()).toBe(german.label);
    await expect.poll(() => opened.title()).toBe(`${german.label} · Review · DE`);
    await opened.close();

    // Ctrl+click on Edit opens another tab too; the list stays where it was.
    const edit = rowWith(page, german.label).getByRole('button', { name: 'Edit', exact: true });
    expect(await edit.getAttribute('href')).toBe(`/review/${german.value}?lang=de`);
    const [second] = await Promise.all([page.context().waitForEvent('page'), edit.click({ modifiers: ['Control'] })]);
    await second.waitForLoadState();
    await h1(second).waitFor();
    expect(await tabLanguage(second)).toBe('2');
    await second.close();
    expect(new URL(page.url()).pathname).toBe('/reviews');

    // A plain click navigates in the app; the address then says the tab's language.
    await rowWith(page, german.label).getByRole('link', { name: german.label }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${german.value}`);
    await expect.poll(() => new URL(page.url()).search).toBe('?lang=de');
    await field(page, 'Name').waitFor();
    await page.close();
  });

  it('the side navigation carries the language too', async () => {
    const page = await openSignedIn(office, '/reviews');
    await inGerman(page);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Academy' }).getAttribute('href')).toBe('/academy?lang=de');
    await page.close();
  });

  it('each screen names its tab: a list by its title, a record by its name and kind, with the language', async () => {
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    await expect.poll(() => page.title()).toBe('Reviews · EN');
    const velmora = (await reviewsOf(1)).find((r) => r.label === 'Velmora Lend')!;
    await page.goto(`${office.baseUrl}/review/${velmora.value}`);
    await field(page, 'Name').waitFor();
    await expect.poll(() => page.title()).toBe('Velmora Lend · Review · EN');
    await page.goto(`${office.baseUrl}/settingsroutes`);
    await rows(page).first().waitFor();
    await expect.poll(() => page.title()).toMatch(/ · EN$/);
    expect(await page.title()).toBe(`${(await h1(page).innerText()).trim()} · EN`);
    await page.close();
  });
});

describe("the reader's row and editor (item 10)", () => {
  it('VIEW opens the public page in a new tab with an icon and a tooltip, View opens the record, Delete is quiet and disabled', async () => {
    const page = await openSignedIn(office, '/reviews', office.accounts.readerDe);
    await rows(page).first().waitFor();
    const withPage = rows(page).filter({ has: page.getByRole('link', { name: 'VIEW' }) }).first();
    const view = withPage.getByRole('link', { name: 'VIEW' });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.locator('.bp6-icon').count()).toBe(1);
    await view.hover();
    await page.locator('.bp6-tooltip').getByText('Opens the public page in a new tab').waitFor();
    await screenshot(page, 'links-reader-row');

    const del = withPage.getByRole('button', { name: 'Delete', exact: true });
    expect(await del.isDisabled()).toBe(true);
    expect(await del.getAttribute('class')).toMatch(/bp6-minimal/);
    expect(await withPage.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    const record = withPage.getByRole('button', { name: 'View', exact: true });
    expect(await record.getAttribute('href')).toMatch(/^\/review\/\d+\?lang=de$/);
    await expectAccessible(page, '/reviews as a reader');

    await record.click();
    await field(page, 'Name').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/review\/\d+$/);
    // The editor says View, once, and its fields are disabled.
    expect(await h1(page).allInnerTexts()).toEqual(['View review']);
    expect(await field(page, 'Name').isDisabled()).toBe(true);
    await screenshot(page, 'links-reader-editor');
    await page.close();
  });
});

describe('frictions (item 11)', () => {
  it('Enter submits the Add dialog, and Cancel closes it', async () => {
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add new' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Review' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add new' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Review' });
    const posts = watchCalls(page, 'POST', '/Review');
    await field(dialog, 'Name').fill('Enter Submits Lend');
    await field(dialog, 'Name').press('Enter');
    await expectNotice(page, 'Review has been created.');
    expect(posts.length).toBe(1);
    expect((await reviewsOf(1)).some((r) => r.label === 'Enter Submits Lend')).toBe(true);
    await page.close();
  });

  it("a media file's name opens its details, and the bulk dialog counts what it deletes", async () => {
    const page = await openSignedIn(office, '/media');
    await page.getByRole('heading', { name: 'Media', exact: true }).waitFor();
    await page.locator('.bo-media-grid .bo-media-tile').first().waitFor();
    await page.getByRole('button', { name: 'p2p-lending-overview.png', exact: true }).click();
    await page.getByText('800 × 420').waitFor();

    const names = await page.locator('.bo-media-grid .bo-media-tile .bo-media-name').allInnerTexts();
    for (const name of names.slice(0, 2)) await page.getByRole('checkbox', { name: name.trim() }).check({ force: true });
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await confirm.getByText('Delete 2 files?').waitFor();
    expect(await confirm.getByText('Are you sure you want to delete this item').count()).toBe(0);
    await screenshot(page, 'links-media-bulk-count');
    await confirm.getByRole('button', { name: 'No' }).click();
    await page.close();
  });

  it('the rich-text editor has one image button, and FAQ entries have quiet actions', async () => {
    const velmora = (await reviewsOf(1)).find((r) => r.label === 'Velmora Lend')!;
    const page = await openSignedIn(office, `/review/${velmora.value}?tab=content`);
    await page.locator('.bo-richtext .ql-toolbar').waitFor();
    expect(await page.getByRole('button', { name: 'Insert image from gallery' }).count()).toBe(1);
    expect(await page.locator('.bo-richtext .ql-toolbar .ql-image').count()).toBe(0);

    await tab(page, 'FAQ').click();
    await page.getByRole('button', { name: 'Add entry' }).click();
    const remove = page.getByRole('button', { name: /^Delete Entry \d+$/ }).first();
    expect(await remove.getAttribute('class')).toMatch(/bp6-minimal/);
    expect(await remove.getAttribute('class')).not.toMatch(/bp6-intent-danger/);
    await remove.hover();
    await page.locator('.bp6-tooltip').getByText('Delete', { exact: true }).waitFor();
    await page.close();
  });

  it('a click in the navigation right after signing in is not undone by a bounce to /reviews', async () => {
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    await field(page, 'User').fill(office.accounts.admin.username);
    await field(page, 'Password').fill(office.accounts.admin.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expectNotice(page, 'Successfully logged in.');
    const academy = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Academy' });
    await academy.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/academy');
    // The academy list drawn with its rows: the sign-in's own work (the session, its permissions, the first screen)
    // is over by then, and it did not take the page back to /reviews.
    await page.getByRole('heading', { level: 1, name: 'Academy' }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    await painted(page);
    expect(new URL(page.url()).pathname).toBe('/academy');
    await page.close();
  });
});
