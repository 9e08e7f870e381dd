import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, confirmDelete, editor, field, nextBody, noEnabledButton, openSignedIn, rowWith, rows, saveButton, tab } from './support/screen';
import type { ContentOwner } from './support/content-owner';
import { allowClipboard, contentScenario } from './support/content-scenario';
import { faqScenario } from './support/faq-scenario';
import { readOnlyContentAndFaq } from './support/tabs-by-permission';
import { DEFAULT_PUBLIC_SITE_URL } from '../../shared/public-url';

// The reviews area of the first document, sections 2 to 9 (screens/reviews/*.json): the list, the Add Review
// dialog, and the editor's EDIT REVIEW, CONTENT and FAQ tabs, as editors use them.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const listOf = (languageId: number) => api<{ value: number; label: string; rating: number }[]>('GET', `/Review/GetListOfReviewByLangId/${languageId}`);
const names = async (page: Page) => (await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim());

/** The read-only total rating: a value shown under its label. */
const total = (page: Page) => page.locator('.bp6-form-group', { has: page.locator('label', { hasText: /^Total rating/ }) }).locator('.bo-readonly-value');

/** Switches the tab's language the way the top bar does: stored, then /reviews again. */
async function useLanguage(page: Page, languageId: number) {
  await page.evaluate((id) => sessionStorage.setItem('language', String(id)), languageId);
  await page.goto(office.baseUrl + '/reviews');
  await rows(page).first().waitFor();
}

async function openEditor(page: Page, reviewId: number, tabId = 'edit') {
  await page.goto(`${office.baseUrl}/review/${reviewId}?tab=${tabId}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (tabId === 'edit') await field(page, 'Name').waitFor();
}

/** Creates a review through the API (English, or a child of `parent`), for tests that need one of their own. */
async function createReview(name: string, languageId = 1, parent?: number): Promise<number> {
  const created = await api('POST', '/Review', { languageId, name, isActive: true, ...(parent && { ExistingReviewId: parent }) });
  return created.reviewId as number;
}

/** The review as the scenarios every owner of CONTENT and FAQ shares see it. */
const REVIEW: ContentOwner = {
  name: 'review',
  path: (id, tabId) => `/review/${id}?tab=${tabId}`,
  editTab: 'EDIT REVIEW',
  notices: { saved: 'Successfully updated review.', content: 'Successfully updated content.', faq: 'Review FAQ list has been updated.' },
  contentPut: '/Review/Content',
  storedContent: async (id) => (await api('GET', `/Review/${id}`)).reviewContent as string,
  faqTitles: (id) => `/FaqTitles/ByReviewId?reviewId=${id}`,
  faqList: (faqTitleId) => `/FaqLists/ByFaqTitleId?faqTitleId=${faqTitleId}`,
  checksAccessibility: false,
};

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('reviews list (/reviews)', () => {
  it('shows Name, Rating, Languages (issue 18) and Actions sorted by rating without paging, a VIEW link to the public page, Edit and Delete', async () => {
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Name', 'Rating', 'Languages', 'Readiness', 'Actions']);
    const stored = await listOf(1);
    expect(await names(page)).toEqual([...stored].sort((a, b) => b.rating - a.rating || a.label.localeCompare(b.label)).map((r) => r.label));
    expect(await page.locator('.engine-pager').count()).toBe(0);
    const first = rows(page).first();
    const routes = await api<Row[]>('GET', '/Routes/ByLanguageId/1?dataTypeId=1');
    const route = routes.find((r) => r.tableId === stored[0].value);
    if (route) expect(await first.getByRole('link', { name: 'VIEW' }).getAttribute('href')).toBe(`${DEFAULT_PUBLIC_SITE_URL}/${route.url}`);
    for (const name of ['Edit', 'Delete']) expect(await first.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add new' }).isEnabled()).toBe(true);
    await screenshot(page, 'reviews-list');
  });

  it('Edit leads to /review/{id}; Delete asks first and removes the review', async () => {
    const id = await createReview('Zeta Delete Test');
    const page = await openSignedIn(office, '/reviews');
    const row = rowWith(page, 'Zeta Delete Test');
    await row.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${id}`);
    await field(page, 'Name').waitFor();
    await page.goBack();
    await confirmDelete(page, rowWith(page, 'Zeta Delete Test'));
    await expectNotice(page, 'Review has been deleted.');
    await expect.poll(() => rowWith(page, 'Zeta Delete Test').count()).toBe(0);
    expect((await listOf(1)).some((r) => r.value === id)).toBe(false);
  });

  it('a refused delete says so (an English review with children)', async () => {
    const page = await openSignedIn(office, '/reviews');
    const [first] = await listOf(1);
    office.consoleErrors.allow(/409|delete failed|Failed to load resource/);
    await confirmDelete(page, rowWith(page, first.label));
    await expectNotice(page, 'An error has occurred while trying to delete review.');
    expect(await rowWith(page, first.label).count()).toBe(1);
  });
});

describe('Add Review dialog', () => {
  it('English asks for a name; a German child asks for a platform and copies its fields and highlights', async () => {
    const page = await openSignedIn(office, '/reviews');
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Add Review').waitFor();
    expect(await field(dialog, 'Platform').count()).toBe(0);
    await field(dialog, 'Name').fill('Aurora Test Lending');
    await screenshot(page, 'reviews-add-english');
    const posted = nextBody(page, 'POST', '/Review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await posted).toEqual({ languageId: 1, name: 'Aurora Test Lending', isActive: true });
    await expectNotice(page, 'Review has been created.');
    const english = (await listOf(1)).find((r) => r.label === 'Aurora Test Lending')!;
    // The new review opens in its editor (issue 17); Back returns to the list, which holds it.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${english.value}`);
    await page.goBack();
    await rowWith(page, 'Aurora Test Lending').waitFor();

    // The English review gets platform fields and highlights, which the child then copies.
    const full = await api('GET', `/Review/${english.value}`);
    await api('PUT', '/Review/Parent', { ...full, interest: 9.25, securedBy: 2, countries: 'Estonia, Latvia', totalLoanValue: 1000, statisticsOtherCurrency: 10, support: 4 });
    await api('POST', '/ReviewAttributes/PostReviewAttributes', [1, 2, 3, 4].map((index) => ({ value: `Aurora highlight ${index}`, index, dataTypeId: 28, reviewId: english.value })));

    await useLanguage(page, 2);
    await page.getByRole('button', { name: 'Add new' }).click();
    await field(dialog, 'Name').fill('Aurora Test Lending DE');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please select platform.').waitFor();
    await field(dialog, 'Platform').selectOption({ label: 'Aurora Test Lending' });
    await screenshot(page, 'reviews-add-german');
    const child = nextBody(page, 'POST', '/Review');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = await child;
    expect(body).toMatchObject({ languageId: 2, name: 'Aurora Test Lending DE', isActive: true, ExistingReviewId: english.value, interest: 9.25, securedBy: 2, countries: 'Estonia, Latvia' });
    await expectNotice(page, 'Review has been created.');
    const german = (await listOf(2)).find((r) => r.label === 'Aurora Test Lending DE')!;
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${german.value}`);
    const stored = await api('GET', `/Review/${german.value}`);
    expect(stored).toMatchObject({ parentReviewId: english.value, interest: 9.25, securedBy: 2, countries: 'Estonia, Latvia', support: 4 });
    const highlights = await api<Row[]>('GET', `/ReviewAttributes/GetReviewAttributeByReviewID/${german.value}`);
    expect(highlights.map((h) => h.value)).toEqual([1, 2, 3, 4].map((i) => `Aurora highlight ${i}`));
  });
});

describe('review editor (/review/{id})', () => {
  it('has tabs EDIT REVIEW, CONTENT and FAQ kept in the address, one h1, and a header with Updated on and the public URL', async () => {
    const [first] = await listOf(1);
    const review = await api(`GET`, `/Review/${first.value}`);
    const page = await openSignedIn(office, `/review/${first.value}`);
    await field(page, 'Name').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit review');
    await page.locator('.engine-breadcrumb', { hasText: review.name }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['EDIT REVIEW', 'CONTENT', 'FAQ']);
    const updated = new Date(review.updatedDate);
    const dd = (n: number) => String(n).padStart(2, '0');
    await page.getByText(`${dd(updated.getDate())}/${dd(updated.getMonth() + 1)}/${updated.getFullYear()}`).waitFor();
    if (review.url) expect(await page.getByRole('link', { name: `${DEFAULT_PUBLIC_SITE_URL}/${review.url}` }).count()).toBe(1);
    await tab(page, 'CONTENT').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'content');
    await page.reload();
    expect(await tab(page, 'CONTENT').getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'review-editor-header');
  });
});

describe('EDIT REVIEW', () => {
  it('edits every section, saves in the order of section 4, and finds the values kept after a reload', async () => {
    const id = await createReview('Borealis Edit Test');
    const page = await openSignedIn(office, `/review/${id}`);
    await field(page, 'Name').waitFor();
    expect(await field(page, 'Hide availability').count()).toBe(0); // English reviews only hide nothing
    const texts: Record<string, string> = {
      'Legal name': 'Borealis Lending OÜ', 'Legal address': 'Narva mnt 5, Tallinn', 'Office address': 'Pärnu mnt 10, Tallinn',
      Email: 'info@borealis.example', Phone: '+372 600 0000', 'Opening hours': 'Mon–Fri 9–17', Bonus: '1% cashback',
      'Interest range': '8% – 12%', 'Loan originators': 'Borealis Finance', Currency: 'EUR', 'Financial report (anchor text)': 'Annual report 2025',
      'Report link': 'https://borealis.example/report.pdf', 'Report URL name': 'report-2025',
      Features: 'Auto invest, secondary market', Collateral: 'Cars', 'Protection scheme': 'Buyback within 60 days',
    };
    for (const [label, value] of Object.entries(texts)) await field(page, label).fill(value);
    const numbers: Record<string, string> = {
      'Operating since': '2019', 'Minimum investment': '10', 'Minimum loan period': '3', 'Maximum loan period': '36',
      Earnings: '50000', 'Total loan value': '2000000', 'Funds in recovery': '150000', 'Number of investors': '1200', 'Investors loss': '0', 'Portfolio size': '800000',
    };
    for (const [label, value] of Object.entries(numbers)) await field(page, label).fill(value);
    await field(page, 'Interest (%)').fill('10.5');
    await field(page, 'Secured by').selectOption({ label: 'Pledge' });
    await field(page, 'Availability').selectOption({ label: 'Available worldwide except U.S.' });
    await field(page, 'Loan type').selectOption({ label: 'Business' });
    for (const label of ['Tested', 'Regulated', 'Auto invest', 'Live chat']) await page.locator('label.bp6-checkbox', { hasText: new RegExp(`^${label}$`) }).click();
    for (let i = 1; i <= 4; i++) await field(page, 'Highlight').nth(i - 1).fill(`Borealis highlight ${i}`);
    // Ratings 0 to 5 in steps of 0.5; the total is their mean rounded to 0.5 and follows them.
    const options = await field(page, 'Support').locator('option').allInnerTexts();
    expect(options.filter((o) => o !== '—')).toEqual(['0', '0.5', '1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5']);
    await field(page, 'Support').selectOption({ label: '4' });
    await field(page, 'Usability').selectOption({ label: '3.5' });
    await field(page, 'Risk & return').selectOption({ label: '5' });
    await expect.poll(() => total(page).innerText()).toBe('3');
    await field(page, 'Liquidity').selectOption({ label: '2' });
    await expect.poll(() => total(page).innerText()).toBe('3.5');
    await field(page, 'SERP Title').fill('Borealis review');
    await field(page, 'SERP Description').fill('All about Borealis.');
    await field(page, 'Subtitle').fill('A lender from the north');
    await field(page, 'Author').selectOption({ index: 1 });

    const order: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() !== 'GET' && path.startsWith('/api/')) order.push(`${r.method()} ${path.slice(4)}`);
    });
    const review = nextBody(page, 'PUT', '/Review/Parent');
    await saveButton(page).click();
    const body = await review;
    await expectNotice(page, 'Successfully updated review.');
    expect(order.slice(0, 3)).toEqual(['POST /ReviewAttributes/PostReviewAttributes', 'POST /Serps', 'PUT /Review/Parent']);
    expect(body).toMatchObject({ reviewId: id, interest: 10.5, securedBy: 3, availability: 2, loanType: 4, securedByCheck: true, promotion: true, support: 4, liquidity: 2 });
    expect(body.serpId).toBeGreaterThan(0);
    await screenshot(page, 'review-edit-saved');

    await page.reload();
    await field(page, 'Name').waitFor();
    for (const [label, value] of Object.entries(texts)) expect(await field(page, label).inputValue(), label).toBe(value);
    expect(await field(page, 'Interest (%)').inputValue()).toBe('10.50');
    expect(await field(page, 'Tested').isChecked()).toBe(true);
    expect(await field(page, 'Highlight').nth(2).inputValue()).toBe('Borealis highlight 3');
    expect(await field(page, 'SERP Title').inputValue()).toBe('Borealis review');
    expect(await total(page).innerText()).toBe('3.5');
    const stored = await api('GET', `/Review/${id}`);
    expect(stored).toMatchObject({ legalName: 'Borealis Lending OÜ', interest: 10.5, totalLoanValue: 2000000, ratingCalculated: 3.625 });
  });

  it("empty securedBy, earnings, investorsLoss, totalLoanValue and loanType are sent as null; interest takes numbers only ('Must be a number')", async () => {
    const id = await createReview('Cirrus Null Test');
    const page = await openSignedIn(office, `/review/${id}`);
    await field(page, 'Interest (%)').fill('abc');
    await saveButton(page).click();
    await page.getByText('Must be a number').first().waitFor();
    await field(page, 'Interest (%)').fill('7,456');
    await field(page, 'Interest (%)').blur();
    expect(await field(page, 'Interest (%)').inputValue()).toBe('7.46');
    const review = nextBody(page, 'PUT', '/Review/Parent');
    await saveButton(page).click();
    const body = await review;
    expect(body).toMatchObject({ securedBy: null, earnings: null, investorsLoss: null, totalLoanValue: null, loanType: null, interest: 7.46 });
    await expectNotice(page, 'Successfully updated review.');
  });

  it('the funds-in-recovery rule stops the save with its message', async () => {
    const id = await createReview('Dorado Funds Test');
    const page = await openSignedIn(office, `/review/${id}`);
    page.on('response', async (r) => r.status() >= 400 && console.log('REFUSED', r.request().method(), r.url(), await r.text(), r.request().postData()));
    await field(page, 'Total loan value').fill('100');
    await field(page, 'Funds in recovery').fill('200');
    let sent = false;
    page.on('request', (r) => void (r.method() === 'PUT' && (sent = true)));
    await saveButton(page).click();
    await page.getByText('Funds in recovery value has to be the same or less than total loan value.').first().waitFor();
    expect(sent).toBe(false);
    await field(page, 'Funds in recovery').fill('100');
    await saveButton(page).click();
    await expectNotice(page, 'Successfully updated review.');
  });

  it('a German review offers Hide availability and saves with PUT /Review/Child', async () => {
    const [child] = await listOf(2);
    const page = await openSignedIn(office, '/reviews');
    await useLanguage(page, 2);
    await openEditor(page, child.value);
    await field(page, 'Hide availability').waitFor();
    const put = nextBody(page, 'PUT', '/Review/Child');
    await saveButton(page).click();
    expect((await put).languageId).toBe(2);
    await expectNotice(page, 'Successfully updated review.');
  });
});

describe('CONTENT', () => {
  it('inserts an image from the gallery with its alt text and the class lazy, copies its caption, inserts a template and saves the content', async () => {
    const id = await createReview('Eos Content Test');
    await allowClipboard(office);
    const page = await openSignedIn(office, REVIEW.path(id, 'content'));
    await editor(page).waitFor();
    const stored = await contentScenario(page, office, REVIEW, id, async () => {
      await page.getByRole('button', { name: 'Insert template' }).click();
      await page.getByRole('menuitem').first().waitFor(); // the menu opens after the click
      expect(await page.getByRole('menuitem').allInnerTexts()).toHaveLength(3);
      await page.getByRole('menuitem', { name: 'Pros and cons' }).click();
    });
    expect(stored).toContain('<h2>Pros</h2>');
  });
});

describe('what a read-only editor sees (reader.de in German)', () => {
  it('the list: Add new and Delete disabled, Edit reads View; the editor: fields, Save, Save content and FAQ add disabled', async () => {
    const page = await openSignedIn(office, '/reviews', office.accounts.readerDe);
    await rows(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add new' }).isDisabled()).toBe(true);
    const first = rows(page).first();
    expect(await first.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    expect(await first.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await screenshot(page, 'reviews-list-reader');
    await first.getByRole('button', { name: 'View', exact: true }).click();
    await field(page, 'Name').waitFor();
    expect(await field(page, 'Name').isDisabled()).toBe(true);
    expect(await field(page, 'Interest (%)').isDisabled()).toBe(true);
    await page.getByText('You can view this screen but not change it').first().waitFor();
    await noEnabledButton(page, 'Save');
    await screenshot(page, 'review-edit-reader');
    await readOnlyContentAndFaq(page, REVIEW, ['Insert template', 'Insert image from gallery']);
  });
});

describe('FAQ', () => {
  it('keeps the rules of section 4 (add after a filled entry, moves between filled entries, one empty entry left) and saves title and list', async () => {
    await faqScenario(office, REVIEW, await createReview('Gemini FAQ Test'));
  });
});

describe('on the review editor: the server\'s reason on its field, the unsaved-changes prompt, Ctrl+S, axe', () => {
  it('a refused save names the field; leaving a changed form asks first; Ctrl+S saves', async () => {
    const id = await createReview('Hydra Form Test');
    const page = await openSignedIn(office, `/review/${id}`);
    await expectAccessible(page, 'EDIT REVIEW');
    office.consoleErrors.allow(/status of 400|save failed/);
    await field(page, 'Minimum loan period').fill('24');
    await field(page, 'Maximum loan period').fill('6');
    await saveButton(page).click();
    await expectNotice(page, 'An error has occured while updating review.');
    const group = page.locator('.bp6-form-group', { has: field(page, 'Maximum loan period') }).last();
    await expect.poll(() => group.getAttribute('class')).toContain('bp6-intent-danger');
    await screenshot(page, 'review-edit-server-error');

    await page.getByRole('link', { name: 'Reviews' }).first().click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText('You have unsaved changes on this screen. Leave without saving them?').waitFor();
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe(`/review/${id}`);

    await field(page, 'Maximum loan period').fill('48');
    const put = nextBody(page, 'PUT', '/Review/Parent');
    await field(page, 'Maximum loan period').press('Control+s');
    expect((await put).maxLoanPerion).toBe(48);
    await expectNotice(page, 'Successfully updated review.');
  });

  it('axe finds no critical or serious violation on the list, the dialog and each tab', async () => {
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    await expectAccessible(page, '/reviews');
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByRole('dialog').getByText('Add Review').waitFor();
    // Blueprint fades dialogs in: checked once the fade is over.
    await expect.poll(() => page.locator('[class*="overlay-enter-active"], [class*="overlay-appear-active"]').count()).toBe(0);
    await expectAccessible(page, 'Add Review dialog');
    await page.keyboard.press('Escape');
    const [first] = await listOf(1);
    for (const tabId of ['content', 'faq']) {
      await page.goto(`${office.baseUrl}/review/${first.value}?tab=${tabId}`);
      await page.locator(tabId === 'content' ? '.bo-richtext .ql-editor' : '[id$="_0_question"]').first().waitFor();
      await expectAccessible(page, `review ${tabId}`);
      await screenshot(page, `review-${tabId}-seeded`);
    }
  });
});
