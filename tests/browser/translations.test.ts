import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockMovesOn } from '../support/clock';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, nextBody, openSignedIn } from './support/screen';

// Issue 18 items 1, 2 and 7: the translation overview at /translations (cells, filters, totals, Create from
// English) and the German Add dialog that offers only platforms without a German review.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const recordRow = (page: Page, name: string) => page.locator('table.bo-translation-table tbody tr', { has: page.getByRole('rowheader', { name: new RegExp(`^${name}\\b`) }) });
/** The overview's own filters, in the main content: the top bar has a Language choice of its own. */
const filters = (page: Page) => page.getByRole('main');
const columnIndex = async (page: Page, tag: string) => (await page.locator('table.bo-translation-table thead th').allInnerTexts()).map((t) => t.trim()).indexOf(tag);
const cell = async (page: Page, name: string, tag: string) => recordRow(page, name).locator('th, td').nth(await columnIndex(page, tag));

/** The explicit-link choice searches the English records (a type can hold hundreds): open it, type, pick. */
async function chooseEnglish(page: Page, choice: ReturnType<Page['getByLabel']>, name: string) {
  await choice.click();
  await page.getByPlaceholder('Search English records…').fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

async function openOverview(account = office.accounts.admin): Promise<Page> {
  const page = await openSignedIn(office, '/translations', account);
  await page.locator('table.bo-translation-table tbody tr').first().waitFor();
  return page;
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('the translation overview (/translations)', () => {
  let english: number;
  let german: number;

  beforeAll(async () => {
    english = (await api('POST', '/Review', { languageId: 1, name: 'Overview Stale Lend', isActive: true })).reviewId;
    german = (await api('POST', '/Review', { languageId: 2, name: 'Overview Stale Lend', isActive: true, ExistingReviewId: english })).reviewId;
    // The parent's change must be later than the German version's save on the clock that dates them.
    await clockMovesOn();
    const full = await api('GET', `/Review/${english}`);
    await api('PUT', '/Review/Parent', { ...full, subtitle: 'Loans from the Baltics, now audited' });
  });

  it('is in the side navigation; shows a German review out of date after its English parent changed, with its count, linked in its language', async () => {
    const page = await openSignedIn(office, '/reviews');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Translations' }).click();
    await page.locator('table.bo-translation-table tbody tr').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Translations');
    const de = await cell(page, 'Overview Stale Lend', 'DE');
    const link = de.getByRole('link');
    expect(await link.innerText()).toBe('Out of date · 1');
    expect(await link.getAttribute('href')).toBe(`/review/${german}?lang=de`);
    expect(await link.getAttribute('aria-label')).toContain('subtitle');
    expect(await (await cell(page, 'Overview Stale Lend', 'EN')).getByRole('link').getAttribute('href')).toBe(`/review/${english}?lang=en`);
    expect(await (await cell(page, 'Overview Stale Lend', 'NL')).innerText()).toContain('Missing');
    await screenshot(page, 'translations-overview');
    await expectAccessible(page, '/translations');
  });

  it('filters by content type, state and language, with totals per language', async () => {
    const page = await openOverview();
    const answer = await api<Row>('GET', '/Translations/Overview');
    const nl = answer.totals.find((t: Row) => t.languageId === 6);
    await page.getByRole('listitem').filter({ hasText: /^NL:/ }).first().waitFor();
    expect(await page.getByLabel('Totals per language').getByRole('listitem').filter({ hasText: /^NL/ }).innerText()).toBe(
      `NL: ${nl.missing} missing, ${nl.incomplete} incomplete, ${nl.outOfDate} out of date`,
    );

    await filters(page).getByLabel('Content type').selectOption({ label: 'Reviews' });
    await filters(page).getByLabel('State').selectOption({ label: 'Out of date' });
    await expect.poll(async () => (await page.locator('table.bo-translation-table tbody th').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['Overview Stale Lend Reviews']);

    await filters(page).getByLabel('State').selectOption({ label: 'Missing' });
    await filters(page).getByLabel('Language', { exact: true }).selectOption({ label: 'NL' });
    await expect.poll(async () => (await page.locator('table.bo-translation-table thead th').allInnerTexts()).map((t) => t.trim())).toEqual(['Record', 'NL']);
    const filtered = await api<Row>('GET', '/Translations/Overview?type=reviews&state=missing&languageId=6');
    await expect.poll(() => page.locator('table.bo-translation-table tbody tr').count()).toBe(filtered.rows.length);
    for (const text of await page.locator('table.bo-translation-table tbody td').allInnerTexts()) expect(text).toContain('Missing');
    expect(await page.getByLabel('Totals per language').getByRole('listitem').allInnerTexts()).toEqual([
      `NL: ${filtered.totals[0].missing} missing, ${filtered.totals[0].incomplete} incomplete, ${filtered.totals[0].outOfDate} out of date`,
    ]);
  });

  it('pages through the rows, the address keeping the page across a reload, the totals counting every row', async () => {
    const page = await openSignedIn(office, '/translations?pageSize=25', office.accounts.admin);
    await page.locator('table.bo-translation-table tbody tr').first().waitFor();
    const first = await api<Row>('GET', '/Translations/Overview?pageSize=25');
    const second = await api<Row>('GET', '/Translations/Overview?pageSize=25&page=2');
    expect(second.rows.length).toBeGreaterThan(0);
    const pages = Math.ceil(first.total / 25);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.innerText()).toContain(`1 / ${pages}`);
    expect(await page.getByRole('status').innerText()).toBe(`${first.total} records`);
    const totals = await page.getByLabel('Totals per language').innerText();
    const names = () => page.locator('table.bo-translation-table tbody th').allInnerTexts();
    await expect.poll(async () => (await names()).length).toBe(25);

    // The first page's first row, read before the click: read after it, it may already be the second page's.
    const firstName = (await names())[0];
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await names())[0]).not.toBe(firstName);
    expect((await names())[0]).toContain(second.rows[0].name);
    expect(await names()).toHaveLength(second.rows.length);
    expect(await page.getByLabel('Totals per language').innerText()).toBe(totals);
    await screenshot(page, 'translations-overview-page-2');
    await page.evaluate(() => ['documentElement', 'body'].forEach((part) => document[part as 'body'].classList.add('bp6-dark')));
    await screenshot(page, 'translations-overview-page-2-dark');
    await page.evaluate(() => ['documentElement', 'body'].forEach((part) => document[part as 'body'].classList.remove('bp6-dark')));
    await expectAccessible(page, '/translations?page=2');

    await page.reload();
    await page.locator('table.bo-translation-table tbody tr').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Pages' }).innerText()).toContain(`2 / ${pages}`);
    expect((await names())[0]).toContain(second.rows[0].name);
    await filters(page).getByLabel('State').selectOption({ label: 'Missing' });
    await expect.poll(() => ['state', 'page', 'pageSize'].map((name) => new URL(page.url()).searchParams.get(name))).toEqual(['missing', null, '25']);
  });

  it('Create from English opens the Dutch Add dialog with the English platform chosen, offering only platforms without a Dutch review', async () => {
    const page = await openOverview();
    await filters(page).getByLabel('Content type').selectOption({ label: 'Reviews' });
    const nl = await cell(page, 'Overview Stale Lend', 'NL');
    await nl.getByRole('button', { name: 'Create from English (NL)' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Platform').waitFor();
    await expect.poll(() => field(dialog, 'Platform').locator('option:checked').innerText()).toBe('Overview Stale Lend');
    expect(await page.locator('#shell-language').inputValue()).toBe('6');
    const offered = (await field(dialog, 'Platform').locator('option').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    const dutch = await api<Row[]>('GET', '/Review/GetListOfReviewByLangIdAdmin/6');
    const parentsWithDutch = await Promise.all(dutch.map(async (r) => (await api('GET', `/Review/${r.value}`)).parentReviewId));
    const englishNames = await api<Row[]>('GET', '/Review/GetListOfReviewByLangId/1');
    for (const taken of englishNames.filter((r) => parentsWithDutch.includes(r.value))) expect(offered).not.toContain(taken.label);
    expect(offered).toContain('Overview Stale Lend');
    await screenshot(page, 'translations-create-from-english');

    await field(dialog, 'Name').fill('Overview Stale Lend NL');
    const created = nextBody(page, 'POST', '/Review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await created).toMatchObject({ languageId: 6, name: 'Overview Stale Lend NL', ExistingReviewId: english });
    await expectNotice(page, 'Review has been created.');
    const family = await api<Row>('GET', `/Translations/Family/Review/${english}`);
    expect(family.versions.map((v: Row) => v.languageId)).toEqual([1, 2, 6]);
  });

  it('a reader of German sees only German, no Create from English, and the screen passes axe', async () => {
    const page = await openOverview(office.accounts.readerDe);
    expect((await page.locator('table.bo-translation-table thead th').allInnerTexts()).map((t) => t.trim())).toEqual(['Record', 'DE']);
    expect(await page.getByRole('button', { name: /Create from English/ }).count()).toBe(0);
    expect(await page.getByLabel('Totals per language').getByRole('listitem').count()).toBe(1);
    await expectAccessible(page, '/translations (reader)');
  });
});

describe('the explicit link on a record ("This is the Spanish version of…")', () => {
  it('links a Spanish testimonial that no parent or route links to its English one, saved at once and shown in the overview', async () => {
    const english = (await api('POST', '/Testimonials', { languageId: 1, fullName: 'Linked Lena', tagLine: 'Investor', testimonialText: 'Clear reviews.' })).testimonialId;
    const spanish = (await api('POST', '/Testimonials', { languageId: 3, fullName: 'Lena enlazada', tagLine: 'Inversora', testimonialText: 'Reseñas claras.' })).testimonialId;
    const page = await openSignedIn(office, '/testimonials');
    await page.evaluate(() => sessionStorage.setItem('language', '3'));
    await page.goto(`${office.baseUrl}/testimonials/edit/${spanish}`);
    const choice = page.getByLabel('This is the Spanish version of…');
    await choice.waitFor();
    expect(await choice.innerText()).toBe('Not linked');
    const linked = nextBody(page, 'PUT', `/Translations/Link/Testimonials/${spanish}`);
    await chooseEnglish(page, choice, 'Linked Lena');
    expect(await linked).toEqual({ englishId: english });
    await expectNotice(page, 'Linked to its English version.');
    expect((await api<Row>('GET', `/Translations/Family/Testimonials/${spanish}`)).englishId).toBe(english);
    await screenshot(page, 'translations-explicit-link');

    const overview = await api<Row>('GET', '/Translations/Overview?type=testimonials');
    const row = overview.rows.find((r: Row) => r.englishId === english);
    expect(row.cells.find((c: Row) => c.languageId === 3)).toMatchObject({ id: spanish, state: 'present' });
  });
});

describe('Create from English for a type linked explicitly or by route (a page)', () => {
  it('opens the German Add dialog with the English page chosen, and the created page is linked to it in the overview', async () => {
    const english = (await api('POST', '/Pages', { pageTitle: 'Linked Fees Page', languageId: 1, popup: false })).pageId;
    const page = await openOverview();
    await filters(page).getByLabel('Content type').selectOption({ label: 'Pages' });
    await (await cell(page, 'Linked Fees Page', 'DE')).getByRole('button', { name: 'Create from English (DE)' }).click();
    const dialog = page.getByRole('dialog');
    const choice = dialog.getByLabel('This is the German version of…');
    await expect.poll(() => choice.innerText().catch(() => '')).toBe('Linked Fees Page');
    expect(await page.locator('#shell-language').inputValue()).toBe('2');
    await screenshot(page, 'translations-create-page-from-english');
    await expectAccessible(page, 'Add page, created from English');

    await field(dialog, 'Title').fill('Gebühren');
    const linked = page.waitForRequest((r) => r.method() === 'PUT' && /^\/api\/Translations\/Link\/Pages\/\d+$/.test(new URL(r.url()).pathname)).then((r) => r.postDataJSON());
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await linked).toEqual({ englishId: english });
    await expectNotice(page, 'Successfully saved new page.');
    await page.waitForURL(/\/pages\/edit\/\d+/);
    const german = Number(/\/pages\/edit\/(\d+)/.exec(page.url())![1]);
    expect((await api<Row>('GET', `/Translations/Family/Pages/${german}`)).englishId).toBe(english);
    // Tabs of one browser share the session, which a new test tab clears as it signs in: the editor's tab,
    // still reading its lists, would be refused.
    await page.close();

    const overview = await openOverview();
    await filters(overview).getByLabel('Content type').selectOption({ label: 'Pages' });
    const de = (await cell(overview, 'Linked Fees Page', 'DE')).getByRole('link');
    expect(await de.getAttribute('href')).toBe(`/pages/edit/${german}?lang=de`);
  });

  it('a German page that nothing links offers the searchable choice on its form, saved at once', async () => {
    const english = (await api('POST', '/Pages', { pageTitle: 'Linked Terms Page', languageId: 1, popup: false })).pageId;
    const german = (await api('POST', '/Pages', { pageTitle: 'Bedingungen', languageId: 2, popup: false })).pageId;
    const page = await openSignedIn(office, '/pages');
    await page.evaluate(() => sessionStorage.setItem('language', '2'));
    await page.goto(`${office.baseUrl}/pages/edit/${german}`);
    const choice = page.getByLabel('This is the German version of…');
    await choice.waitFor();
    expect(await choice.innerText()).toBe('Not linked');
    const linked = nextBody(page, 'PUT', `/Translations/Link/Pages/${german}`);
    await chooseEnglish(page, choice, 'Linked Terms Page');
    expect(await linked).toEqual({ englishId: english });
    await expectNotice(page, 'Linked to its English version.');
    expect((await api<Row>('GET', `/Translations/Family/Pages/${german}`)).englishId).toBe(english);
    await screenshot(page, 'translations-page-explicit-link');
    await expectAccessible(page, 'page form with the explicit link');
  });
});

describe('Create from English for a cashback offer, one of two lists on its screen', () => {
  it("opens only the offers' Add dialog with the English offer chosen, links the new offer, and a cancelled Add leaves the address clean", async () => {
    const platform = (await api<Row[]>('GET', '/Review/GetListOfReviewByLangId/1'))[0];
    const english = (await api('POST', '/CashBacks', { languageId: 1, reviewId: platform.value, cashBack_ca: 'Overview Bonus Offer', cashBack_terms: '', exclusive: false, isCampaign: false })).cashBackId;
    const page = await openOverview();
    await filters(page).getByLabel('Content type').selectOption({ label: 'Cashback offers' });
    await (await cell(page, 'Overview Bonus Offer', 'DE')).getByRole('button', { name: 'Create from English (DE)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add cashback offer' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const choice = dialog.getByLabel('This is the German version of…');
    // The English offers are chosen by their platform, as the offers list names them.
    await expect.poll(() => choice.innerText().catch(() => '')).toBe(platform.label);

    // Cancelled: the English record chosen leaves the address with the dialog.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).not.toContain('translationOf');

    await page.goto(`${office.baseUrl}/cashback?add=cashback-offers&translationOf=${english}&lang=de`);
    const again = page.getByRole('dialog');
    await expect.poll(() => again.getByLabel('This is the German version of…').innerText().catch(() => '')).toBe(platform.label);
    await again.getByLabel('Platform').selectOption({ index: 1 });
    const linked = page.waitForRequest((r) => r.method() === 'PUT' && /^\/api\/Translations\/Link\/CashBacks\/\d+$/.test(new URL(r.url()).pathname)).then((r) => r.postDataJSON());
    await again.getByRole('button', { name: 'Save' }).click();
    expect(await linked).toEqual({ englishId: english });
    await expectNotice(page, 'Bonus has been added.');
    await page.waitForURL(/\/cashback\/editoffer\/\d+/);
    const german = Number(/\/cashback\/editoffer\/(\d+)/.exec(page.url())![1]);
    expect((await api<Row>('GET', `/Translations/Family/CashBacks/${german}`)).englishId).toBe(english);
  });
});

