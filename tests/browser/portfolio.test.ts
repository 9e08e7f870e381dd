import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, columnTexts, confirmDelete, field, form, heading, nextBody, openSignedIn, rowWith, rows, saveButton, table, writesOf } from './support/screen';

// The portfolio of the third document, sections 2 to 9 (screens/tools/portfolio.json, portfolio-exposures.json,
// exposure-form.json): the page's fields, SERP and FAQ saved in the order of section 4, and the English exposures.

type Row = Record<string, any>;
interface Exposure {
  exposureID: number;
  name: string;
  platform: number;
  investmentAmount: number | null;
  interestRate: number | null;
  investingSince: string | null;
  status: 'Active' | 'Testing' | 'Exiting';
}

let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const portfolioOf = (languageId = 1) => api<Row>('GET', `/Portfolio/GetPortfolioSettingsByLanguageId?langid=${languageId}`);
const exposures = () => api<Exposure[]>('GET', '/Portfolio/GetAllExposures');
const faqOf = async (portfolioId: number) => {
  const titles = await api<Row[]>('GET', `/FaqTitles/GetFaqTitleByTableIdDatatypeId?tableid=${portfolioId}&datatypeid=51`);
  const title = titles.at(-1)!;
  return { title, entries: await api<Row[]>('GET', `/FaqLists/ByFaqTitleId?faqTitleId=${title.faqTitleId}`) };
};
const question = (page: Page, n: number) => field(page, 'Question').nth(n - 1);
const answer = (page: Page, n: number) => field(page, 'Answer').nth(n - 1);
/** DD/MM/YYYY of an ISO date's day. */
const slashed = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

async function openPortfolio(account = office.accounts.admin): Promise<Page> {
  const page = await openSignedIn(office, '/tools/portfolio', account);
  await question(page, 1).waitFor();
  return page;
}

async function choosePlatform(page: Page, name: string) {
  await field(page, 'Platform').click();
  await page.getByRole('combobox', { name: 'Search platforms…', expanded: true }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('/tools/portfolio', () => {
  it('shows every field of the page, its SERP and FAQ, the last-updated date as DD/MM/YYYY and the English exposures', async () => {
    const page = await openPortfolio();
    const stored = await portfolioOf();
    await heading(page, 'Portfolio').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Portfolio']);
    const values: [string, unknown][] = [
      ['Page title', stored.pageTitle],
      ['Subtitle', stored.subtitle],
      ['SERP Title', stored.serpTitle],
      ['SERP Description', stored.serpDescription],
      ['H2 Update', stored.h2Update],
      ['Update info', stored.updateInfo],
      ['YouTube URL', stored.youtubeURL],
      ['H2 News', stored.h2News],
      ['News info', stored.newsInfo],
      ['H2 Poll', stored.h2Poll],
      ['Poll info', stored.pollInfo],
      ['CTA Text', stored.ctaText],
    ];
    for (const [label, value] of values) expect(await field(page, label).inputValue(), label).toBe(value ?? '');
    expect(await field(page, 'Last updated').inputValue()).toBe(slashed(stored.updatedOn));
    expect(await field(page, 'CTA URL').innerText()).not.toBe('');
    const faq = await faqOf(stored.portfolioId);
    expect(await field(page, 'FAQ title').inputValue()).toBe(faq.title.title);
    expect(await field(page, 'Question').count()).toBe(faq.entries.length);

    const all = await exposures();
    expect(all.length).toBeGreaterThanOrEqual(2);
    await heading(page, 'Exposure').waitFor();
    expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['Title', 'Status', 'Actions']);
    await expect.poll(() => columnTexts(page, 1)).toEqual(all.map((e) => e.name));
    expect(await columnTexts(page, 2)).toEqual(all.map((e) => e.status));
    expect(await page.getByRole('button', { name: 'Add ITEM' }).isEnabled()).toBe(true);
    await screenshot(page, 'portfolio');
    await expectAccessible(page, '/tools/portfolio');
  });

  it('saves the settings, then the SERP, then the FAQ title, then deletes and recreates the entries; reordered FAQ kept after the reload', async () => {
    const page = await openPortfolio();
    const stored = await portfolioOf();
    const before = await faqOf(stored.portfolioId);
    expect(before.entries.length).toBeGreaterThanOrEqual(2);

    await field(page, 'Page title').fill('Our own P2P portfolio');
    await field(page, 'SERP Title').fill('Our P2P portfolio, month by month');
    await field(page, 'H2 Update').fill('What changed this month');
    await field(page, 'Poll info').fill('Tell us where you invest.');
    await field(page, 'FAQ title').fill('Questions about our portfolio');
    // The FAQ rules: no new entry while the last one is not filled; a move needs both entries filled.
    const count = before.entries.length;
    await page.getByRole('button', { name: 'Add entry' }).click();
    await question(page, count + 1).fill('Only a question');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await page.getByText('Fill in the question and answer of the last entry before adding another.').waitFor();
    await page.getByRole('button', { name: `Move Entry ${count + 1} up` }).click();
    await page.getByText('Only entries with both a question and an answer can be moved.').waitFor();
    await answer(page, count + 1).fill('And its answer.');
    await page.getByRole('button', { name: 'Move Entry 2 up' }).click();
    expect(await question(page, 1).inputValue()).toBe(before.entries[1].question);
    expect(await question(page, 2).inputValue()).toBe(before.entries[0].question);

    const writes = writesOf(page);
    const settings = nextBody(page, 'PUT', '/Portfolio/EditPortfolioSettings');
    const serp = nextBody(page, 'PUT', '/Serps');
    const title = nextBody(page, 'PUT', '/FaqTitles');
    const list = nextBody(page, 'POST', '/FaqLists/FaqLists');
    const reloaded = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Portfolio/GetPortfolioSettingsByLanguageId');
    await saveButton(page).click();
    await expectNotice(page, 'Portfolio has been updated.');
    expect(await settings).toMatchObject({ portfolioId: stored.portfolioId, languageId: 1, pageTitle: 'Our own P2P portfolio', h2Update: 'What changed this month', version: stored.version });
    expect(await settings).not.toHaveProperty('title');
    expect(await serp).toMatchObject({ serpId: stored.serpId, dataTypeId: 51, tableId: stored.portfolioId, serpTitle: 'Our P2P portfolio, month by month' });
    expect(await title).toEqual({ faqTitleId: before.title.faqTitleId, title: 'Questions about our portfolio', dataTypeId: 51, tableId: stored.portfolioId });
    expect((await list).map((e: Row) => [e.position, e.question])).toEqual([
      [1, before.entries[1].question],
      [2, before.entries[0].question],
      ...before.entries.slice(2).map((e, i) => [i + 3, e.question]),
      [count + 1, 'Only a question'],
    ]);
    expect(writes).toEqual([
      'PUT /Portfolio/EditPortfolioSettings',
      'PUT /Serps',
      'PUT /FaqTitles',
      ...before.entries.map((e) => `DELETE /FaqLists/${e.faqListId}`),
      'POST /FaqLists/FaqLists',
    ]);
    // The page reads itself again 400 ms after the save.
    await reloaded;

    expect(await portfolioOf()).toMatchObject({ pageTitle: 'Our own P2P portfolio', serpTitle: 'Our P2P portfolio, month by month', pollInfo: 'Tell us where you invest.' });
    await page.reload();
    await question(page, count + 1).waitFor();
    expect(await field(page, 'Page title').inputValue()).toBe('Our own P2P portfolio');
    expect(await field(page, 'SERP Title').inputValue()).toBe('Our P2P portfolio, month by month');
    expect(await field(page, 'FAQ title').inputValue()).toBe('Questions about our portfolio');
    expect(await question(page, 1).inputValue()).toBe(before.entries[1].question);
    expect(await question(page, 2).inputValue()).toBe(before.entries[0].question);
    expect(await answer(page, count + 1).inputValue()).toBe('And its answer.');
  });

  it('hides the exposures in German, where the FAQ and fields stay', async () => {
    const page = await openPortfolio();
    // The tool's form stays and reloads in German (issue 18, item 6).
    await page.getByRole('combobox', { name: 'Language' }).selectOption('2');
    await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('2');
    expect(new URL(page.url()).pathname).toBe('/tools/portfolio');
    await question(page, 1).waitFor();
    const german = await portfolioOf(2);
    expect(await field(page, 'Page title').inputValue()).toBe(german.pageTitle);
    expect(await heading(page, 'Exposure').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add ITEM' }).count()).toBe(0);
    expect(await table(page).count()).toBe(0);
    await screenshot(page, 'portfolio-german');
    await expectAccessible(page, '/tools/portfolio in German');
  });
});

describe('exposures', () => {
  it('adds two exposures and edits one: the body has two decimals, the date at 05:00 and the status; the notices as observed', async () => {
    const reviews = await api<{ value: number; label: string }[]>('GET', '/Review/GetListOfReviewByLangId/1');
    const [first, second] = reviews.slice(-2);
    const page = await openPortfolio();
    await page.getByRole('button', { name: 'Add ITEM' }).click();
    await page.waitForURL((url) => url.pathname === '/tools/portfolio/add-exposure/-1');
    await heading(page, 'Add exposure').waitFor();
    await choosePlatform(page, first.label);
    await field(page, 'Investment amount').fill('1234.5');
    await field(page, 'Investment amount').blur();
    expect(await field(page, 'Investment amount').inputValue()).toBe('1234.50');
    await field(page, 'Interest rate (IRR in %)').fill('11.75');
    await field(page, 'Investing since').fill('15.03.2024');
    await field(page, 'Investing since').press('Enter');
    await field(page, 'Status').selectOption({ label: 'Testing' });
    await screenshot(page, 'exposure-add');
    await expectAccessible(page, 'the exposure form');
    const created = nextBody(page, 'POST', '/Portfolio/AddExposure');
    await saveButton(page).click();
    expect(await created).toEqual({ platform: first.value, investmentAmount: 1234.5, interestRate: 11.75, investingSince: '2024-03-15T05:00:00.000Z', status: 'Testing' });
    // As observed (third document, section 8): 'updated' when no id existed.
    await expectNotice(page, 'Exposure has been updated.');
    await page.waitForURL((url) => url.pathname === '/tools/portfolio');
    await rowWith(page, first.label).first().waitFor();

    // An empty date is today, at 05:00.
    await page.getByRole('button', { name: 'Add ITEM' }).click();
    await heading(page, 'Add exposure').waitFor();
    await choosePlatform(page, second.label);
    await field(page, 'Investment amount').fill('800');
    await field(page, 'Status').selectOption({ label: 'Active' });
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const second_ = nextBody(page, 'POST', '/Portfolio/AddExposure');
    await saveButton(page).click();
    expect(await second_).toMatchObject({ platform: second.value, investmentAmount: 800, investingSince: `${iso}T05:00:00.000Z`, status: 'Active' });
    await expectNotice(page, 'Exposure has been updated.');
    await page.waitForURL((url) => url.pathname === '/tools/portfolio');

    const stored = (await exposures()).find((e) => e.platform === first.value && e.investmentAmount === 1234.5)!;
    expect(stored).toMatchObject({ name: first.label, interestRate: 11.75, investingSince: '2024-03-15T05:00:00.000Z', status: 'Testing' });
    await rowWith(page, first.label).first().waitFor();
    // The newest row of that platform: the list is ordered by id.
    await rowWith(page, first.label).last().getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tools/portfolio/edit-exposure/${stored.exposureID}`);
    await heading(page, 'Edit exposure').waitFor();
    await expect.poll(() => field(page, 'Investment amount').inputValue()).toBe('1234.50');
    expect(await field(page, 'Investing since').inputValue()).toBe('15.03.2024');
    await field(page, 'Status').selectOption({ label: 'Exiting' });
    const edited = nextBody(page, 'PUT', '/Portfolio/EditExposure');
    await saveButton(page).click();
    expect(await edited).toMatchObject({ exposureID: stored.exposureID, investmentAmount: 1234.5, investingSince: '2024-03-15T05:00:00.000Z', status: 'Exiting', version: expect.any(Number) });
    // As observed: 'added' when the id existed.
    await expectNotice(page, 'Exposure has been added.');
    await page.waitForURL((url) => url.pathname === '/tools/portfolio');

    await page.reload();
    await question(page, 1).waitFor();
    await expect.poll(() => columnTexts(page, 1)).toEqual((await exposures()).map((e) => e.name));
    expect(await columnTexts(page, 2)).toEqual((await exposures()).map((e) => e.status));
  });

  it('deletes an exposure after the confirmation (Exposure has been deleted.)', async () => {
    const [review] = await api<{ value: number; label: string }[]>('GET', '/Review/GetListOfReviewByLangId/1');
    const doomed = await api<Exposure>('POST', '/Portfolio/AddExposure', { platform: review.value, name: 'Exposure to delete', status: 'Exiting' });
    const page = await openPortfolio();
    await rowWith(page, 'Exposure to delete').waitFor();
    await confirmDelete(page, rowWith(page, 'Exposure to delete'));
    await expectNotice(page, 'Exposure has been deleted.');
    await expect.poll(() => rowWith(page, 'Exposure to delete').count()).toBe(0);
    expect((await exposures()).some((e) => e.exposureID === doomed.exposureID)).toBe(false);
    expect(await form(page).count()).toBe(1);
  });
});
