import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, nextBody, openSignedIn, openWithRows, rowWith, rows, saveButton, watchCalls } from './support/screen';
import { DEFAULT_PUBLIC_SITE_URL } from '../../shared/public-url';

// Issue 17, items 3 and 10: after Add the new record opens in its editor; a review without a route gets its public
// address right there (a slug proposed from the name, held to the route rule of the second document, section 5,
// stored by POST /Routes); the list then puts it where its sort says, with its VIEW; list and editor show one
// rating; 'Updated on' follows the first save without a reload.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const reviewsOf = () => api<{ value: number; label: string; rating: number }[]>('GET', '/Review/GetListOfReviewByLangId/1');
const names = async (page: Page) => (await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim());
const total = (page: Page) => page.locator('.bp6-form-group', { has: page.locator('label', { hasText: /^Total rating/ }) }).locator('.bo-readonly-value');
const headerValue = (page: Page, label: string) => page.locator('.engine-record-values > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
const dd = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${dd(now.getDate())}/${dd(now.getMonth() + 1)}/${now.getFullYear()}`;
};

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('Add review → its editor → its public address', () => {
  it('opens the new review, proposes a slug from its name, refuses a bad one with the rule, stores it as its route; the header and the list follow', async () => {
    const page = await openWithRows(office, '/reviews');
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Name').fill('Quillon Lend Öre');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Review has been created.');
    const created = (await reviewsOf()).find((r) => r.label === 'Quillon Lend Öre')!;
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${created.value}`);
    await field(page, 'Name').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Edit review']);

    // The address is proposed from the name, lower case with hyphens, and follows the name until the editor types one.
    expect(await field(page, 'Public address').inputValue()).toBe('quillon-lend-oere');
    await field(page, 'Name').fill('Quillon Lend');
    await expect.poll(() => field(page, 'Public address').inputValue()).toBe('quillon-lend');
    await page.getByText(`Public page: ${DEFAULT_PUBLIC_SITE_URL}/quillon-lend`).waitFor();
    expect(await headerValue(page, 'Updated on').innerText()).toBe('—');
    await expectAccessible(page, 'the new review with its proposed address');
    await screenshot(page, 'review-new-address');

    // A url with other characters is refused with the rule's text before anything is sent.
    const routeCalls = watchCalls(page, 'POST', '/Routes');
    await field(page, 'Public address').fill('Quillon Lend!');
    await saveButton(page).click();
    await expectNotice(page, 'Delete special characters from the URL and click SAVE');
    await page.locator('.bp6-form-group.bp6-intent-danger', { hasText: 'Delete special characters from the URL and click SAVE' }).waitFor();
    expect(routeCalls).toHaveLength(0);

    // Ratings 4, 3.5, 3 and 3: their mean 3.375 is shown rounded to 3.5 by the editor and by the list alike.
    await field(page, 'Public address').fill('reviews/quillon-lend');
    for (const [label, value] of [['Support', '4'], ['Usability', '3.5'], ['Risk & return', '3'], ['Liquidity', '3']]) await field(page, label).selectOption({ label: value });
    await expect.poll(() => total(page).innerText()).toBe('3.5');
    const route = nextBody(page, 'POST', '/Routes');
    await saveButton(page).click();
    expect(await route).toEqual({ dataTypeId: 1, languageId: 1, urlTableName: 'reviews/quillon-lend', tableId: created.value, link: [] });
    await expectNotice(page, 'Successfully updated review.');

    // Without a reload: the header shows the day of the save and the public URL; the address is now the record's.
    const address = `${DEFAULT_PUBLIC_SITE_URL}/reviews/quillon-lend`;
    await expect.poll(() => headerValue(page, 'Updated on').innerText()).toBe(today());
    await page.locator('.engine-record-values').getByRole('link', { name: address }).waitFor();
    await expect.poll(() => field(page, 'Public address').getAttribute('readonly')).not.toBeNull();
    const stored = await api('GET', `/Review/${created.value}`);
    expect(stored).toMatchObject({ url: 'reviews/quillon-lend', ratingCalculated: 3.375 });
    await screenshot(page, 'review-address-saved');

    // Back on the list: the row sits where the rating sorts it, with its VIEW to the public page and the editor's rating.
    await page.goBack();
    const row = rowWith(page, 'Quillon Lend');
    await row.waitFor();
    const sorted = [...(await reviewsOf())].sort((a, b) => b.rating - a.rating || a.label.localeCompare(b.label)).map((r) => r.label);
    expect(await names(page)).toEqual(sorted);
    expect(sorted.indexOf('Quillon Lend')).toBeLessThan(sorted.length - 1);
    expect(await row.locator('td:nth-child(2)').innerText()).toBe('3.5');
    expect(await row.getByRole('link', { name: 'VIEW' }).getAttribute('href')).toBe(address);
    for (const name of ['Edit', 'Delete']) expect(await row.getByRole('button', { name, exact: true }).count()).toBe(1);
  });

  it('every listed review shows the rating its editor shows', async () => {
    const [first, second] = await reviewsOf();
    const page = await openWithRows(office, '/reviews');
    for (const review of [first, second]) {
      const listed = await rowWith(page, review.label).locator('td:nth-child(2)').innerText();
      await rowWith(page, review.label).getByRole('button', { name: 'Edit', exact: true }).click();
      await expect.poll(() => total(page).innerText()).toBe(listed);
      await page.goBack();
      await rows(page).first().waitFor();
    }
  });

  it('an editor without the routes right saves the review without an address field or a route call', async () => {
    const { reviewId } = await api<{ reviewId: number }>('POST', '/Review', { languageId: 1, name: 'Writer Without Routes', isActive: true });
    const page = await openSignedIn(office, `/review/${reviewId}`, office.accounts.writerEn);
    await field(page, 'Name').waitFor();
    expect(await field(page, 'Public address').count()).toBe(0);
    const routeCalls = watchCalls(page, 'POST', '/Routes');
    await field(page, 'Legal name').fill('Writer Without Routes Ltd');
    await saveButton(page).click();
    await expectNotice(page, 'Successfully updated review.');
    await expect.poll(() => headerValue(page, 'Updated on').innerText()).toBe(today());
    expect(routeCalls).toHaveLength(0);
    expect(await api('GET', `/Review/${reviewId}`)).toMatchObject({ url: null, legalName: 'Writer Without Routes Ltd' });
  });
});

describe('other add dialogs go on to the new record', () => {
  it("Add academy guide opens the guide's editor, keeping 'Academy has been added.'; Back returns to the list", async () => {
    const page = await openWithRows(office, '/academy');
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add academy guide' });
    await field(dialog, 'Title').fill('Guide that opens');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Academy has been added.');
    const guides = await api<Row[]>('GET', '/Academy/GetAcademy?langId=1');
    const guide = guides.find((g) => g.title === 'Guide that opens')!;
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/academy-details/${guide.academyId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Guide that opens');
    await page.goBack();
    await rowWith(page, 'Guide that opens').waitFor();
  });
});
