import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { adminApi, allDisabled, columnTexts, confirmDelete, field, nextBody, openSignedIn, rowWith, rows, saveButton, table, watchCalls, openWithRows, painted } from './support/screen';

// The news feed of the third document (sections 2, 5, 6 and 8; screens/news/*.json): the list at /news with its
// pager of twenty, the news form at /news/add/-1 and /news/edit/{id}, and its Data list, as editors use them.

interface News {
  newsFeedId: number;
  reviewId: number | null;
  reviewName: string | null;
  languageId: number;
  urlTableId: number | null;
  url: string | null;
  newsText: string;
  createdDate: string;
  market: boolean;
  redFlag: boolean;
  tagLine: string | null;
  version: number;
}
interface Platform {
  value: number;
  label: string;
}

let office: BackOffice;
const api = <T = News>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const newsOf = (languageId = 1) => api<News[]>('GET', `/NewsFeed/GetList/${languageId}?UseCase=Dashboard`);
const platformsOf = (languageId = 1) => api<Platform[]>('GET', `/Review/GetListOfReviewByLangId/${languageId}`);
const pad = (n: number) => String(n).padStart(2, '0');
/** A stored moment as the list shows it (DD.MM.YYYY), in the browser's (the machine's) time zone. */
const shown = (value: string) => {
  const date = new Date(value);
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join('.');
};
const pager = (page: Page) => page.locator('nav.engine-pager');
const tick = (page: Page, label: string) => page.locator('label.bp6-checkbox', { hasText: new RegExp(`^${label}$`) }).click();
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).allInnerTexts();

const openList = (account?: Account) => openWithRows(office, '/news', account);

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('/news: the list', () => {
  it('shows Platform, News and Date (DD.MM.YYYY), twenty a page; the pager appears at 21 items and page 2 holds the 21st', async () => {
    const stored = await newsOf(1);
    expect(stored.length).toBeGreaterThan(20);
    const page = await openList();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['News']);
    expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['Platform', 'News', 'Date', 'Languages', 'Readiness', 'Actions']);
    expect(await rows(page).count()).toBe(20);
    expect(await columnTexts(page, 2)).toEqual(stored.slice(0, 20).map((n) => n.newsText));
    expect(await columnTexts(page, 1)).toEqual(stored.slice(0, 20).map((n) => n.reviewName ?? ''));
    expect(await columnTexts(page, 3)).toEqual(stored.slice(0, 20).map((n) => shown(n.createdDate)));
    // No size selector: twenty a page, always.
    expect(await pager(page).locator('select').count()).toBe(0);
    await pager(page).getByText(`1 / ${Math.ceil(stored.length / 20)}`).waitFor();
    await screenshot(page, 'news-list');
    await expectAccessible(page, '/news');
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => columnTexts(page, 2)).toEqual(stored.slice(20, 40).map((n) => n.newsText));
    expect(await columnTexts(page, 2)).toContain(stored[20].newsText);
    const first = rows(page).first();
    for (const name of ['Edit', 'Delete']) expect(await first.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add News' }).isEnabled()).toBe(true);
  });

  it('hides the pager with twenty items or fewer (German)', async () => {
    const stored = await newsOf(2);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(20);
    const page = await openList();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('2');
    // The switch writes the language into the address; a load started before it lands is aborted by it.
    await page.waitForURL((u) => u.searchParams.get('lang') === 'de');
    await page.goto(`${office.baseUrl}/news`);
    await expect.poll(() => columnTexts(page, 2)).toEqual(stored.map((n) => n.newsText));
    expect(await pager(page).count()).toBe(0);
  });
});

describe('/news/add/-1 and /news/edit/{id}: the news form', () => {
  it("refuses a platform together with Market ('Can't select Platform and Market at once. Please select just one.'), sending nothing", async () => {
    const [platform] = await platformsOf(1);
    const page = await openList();
    await page.getByRole('button', { name: 'Add News' }).click();
    await page.waitForURL((u) => u.pathname === '/news/add/-1');
    await expect.poll(() => h1(page)).toEqual(['Add news']);
    // The platform choice is marked required, and Market is not ticked.
    await page.getByText(/Platform\s*\(required\)/).first().waitFor();
    for (const label of ['Date', 'Red Flag', 'Market', 'Tagline', 'News', 'Source URL']) await field(page, label).waitFor({ state: 'attached' });
    // The Data list with its two types and Edit Data.
    await page.getByRole('heading', { name: 'Data', exact: true }).waitFor();
    expect(await rowWith(page, 'Countries').getByRole('button', { name: 'Edit Data' }).isEnabled()).toBe(true);
    await rowWith(page, 'Lenders').waitFor();
    await screenshot(page, 'news-form-new');
    await expectAccessible(page, '/news/add/-1');

    await field(page, 'Platform').selectOption({ label: platform.label });
    await tick(page, 'Market');
    await field(page, 'News').fill('Both a platform and the market.');
    const posts = watchCalls(page, 'POST', '/NewsFeed');
    await saveButton(page).click();
    await expectNotice(page, "Can't select Platform and Market at once. Please select just one.");
    // The refusal is the save's answer: the screen decided before it said so, and drew no more after.
    await painted(page);
    expect(posts).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/news/add/-1');
  });

  it("creates a market news item (platform sent as null, createdDate now in UTC): 'News has been created.', listed and kept", async () => {
    const page = await openSignedIn(office, '/news/add/-1');
    await field(page, 'News').waitFor();
    await tick(page, 'Market');
    await tick(page, 'Red Flag');
    await field(page, 'Tagline').fill('Browser test market news');
    await field(page, 'News').fill('Market news written by the browser test.');
    const before = Date.now();
    const posted = nextBody(page, 'POST', '/NewsFeed');
    await saveButton(page).click();
    const body = await posted;
    expect(body).toMatchObject({ reviewId: null, market: true, redFlag: true, tagLine: 'Browser test market news', newsText: 'Market news written by the browser test.', url: null, languageId: 1 });
    expect(body.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Math.abs(new Date(body.createdDate).getTime() - before)).toBeLessThan(60_000);
    await expectNotice(page, 'News has been created.');
    await page.waitForURL((u) => u.pathname === '/news');
    const saved = (await newsOf(1)).find((n) => n.tagLine === 'Browser test market news')!;
    expect(saved).toMatchObject({ reviewId: null, market: true, redFlag: true, urlTableId: expect.any(Number) });
    await rowWith(page, 'Market news written by the browser test.').waitFor();
  });

  it("edits a news item: the body carries its id and version, then PUT /UrlTables updates its url entry; 'News has been updated.' and kept after a reload", async () => {
    const [first, second] = await platformsOf(1);
    const created = await api('POST', '/NewsFeed', { languageId: 1, reviewId: first.value, newsText: 'A platform story to edit.', tagLine: 'Story to edit', market: false, redFlag: false });
    const page = await openList();
    await rowWith(page, 'A platform story to edit.').getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/news/edit/${created.newsFeedId}`);
    await expect.poll(() => h1(page)).toEqual(['Edit news']);
    await expect.poll(() => field(page, 'News').inputValue()).toBe('A platform story to edit.');
    expect(await field(page, 'Platform').locator('option:checked').innerText()).toBe(first.label);
    await expectAccessible(page, '/news/edit/{id}');

    await field(page, 'Platform').selectOption({ label: second.label });
    await field(page, 'News').fill('A platform story, edited.');
    await field(page, 'Source URL').fill('browser-test-news-edited');
    await field(page, 'Date').fill('03.02.2026');
    await field(page, 'Date').press('Enter');
    const put = nextBody(page, 'PUT', '/NewsFeed');
    const urlPut = nextBody(page, 'PUT', '/UrlTables');
    await saveButton(page).click();
    expect(await put).toMatchObject({ newsFeedId: created.newsFeedId, version: created.version, reviewId: second.value, newsText: 'A platform story, edited.', url: 'browser-test-news-edited', createdDate: '2026-02-03', market: false });
    expect(await urlPut).toEqual({ urlTableId: created.urlTableId, url: 'browser-test-news-edited', dataTypeId: 12, tableId: created.newsFeedId });
    await expectNotice(page, 'News has been updated.');
    await page.waitForURL((u) => u.pathname === '/news');

    await page.goto(`${office.baseUrl}/news/edit/${created.newsFeedId}`);
    await expect.poll(() => field(page, 'News').inputValue()).toBe('A platform story, edited.');
    // The platform's options arrive with their own call, after the record's values.
    await expect.poll(() => field(page, 'Platform').locator('option:checked').innerText()).toBe(second.label);
    expect(await field(page, 'Source URL').inputValue()).toBe('browser-test-news-edited');
    expect(await field(page, 'Date').inputValue()).toBe('03.02.2026');
    const saved = await api('GET', `/NewsFeed/${created.newsFeedId}`);
    expect(saved).toMatchObject({ url: 'browser-test-news-edited', urlTableId: created.urlTableId, reviewId: second.value });
  });

  it("deletes a news item after the confirmation: 'News has been deleted.'", async () => {
    await api('POST', '/NewsFeed', { languageId: 1, reviewId: null, market: true, newsText: 'A story to delete.', tagLine: 'Delete me' });
    const page = await openList();
    await confirmDelete(page, rowWith(page, 'A story to delete.'));
    await expectNotice(page, 'News has been deleted.');
    await expect.poll(async () => (await newsOf(1)).some((n) => n.newsText === 'A story to delete.')).toBe(false);
  });
});

describe('a NewsFeed reader (reader.de reads German)', () => {
  it('finds Add News and Delete disabled and View in place of Edit; the form reads View news with Save disabled', async () => {
    const page = await openList(office.accounts.readerDe);
    expect(await page.getByRole('button', { name: 'Add News' }).isDisabled()).toBe(true);
    await allDisabled(page, 'Delete');
    expect(await rows(page).first().getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await rows(page).first().getByRole('button', { name: 'View', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/news/edit/'));
    await field(page, 'News').waitFor();
    await expect.poll(() => h1(page)).toEqual(['View news']);
    expect(await saveButton(page).isDisabled()).toBe(true);
    expect(await field(page, 'News').isDisabled()).toBe(true);
    await screenshot(page, 'news-form-reader');
    await expectAccessible(page, '/news/edit/{id} read-only');
  });
});
