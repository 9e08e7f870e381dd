import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn, rowWith, rows } from './support/screen';
import { reviewPair } from './support/reviews';

// Issue 28, item 1: one language per record and screen. The address carries the language, and a record opened by
// its address decides it: a bookmark without the language, Back after a switch and a switch as a record opens all
// leave the top bar and the record in one language, and the save goes through (a review, and an academy guide,
// whose form saves the screen's language into the record).

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const languageSelect = (page: Page) => page.getByRole('combobox', { name: 'Language' });
const lang = (page: Page) => new URL(page.url()).searchParams.get('lang');


beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('the record and the screen are in one language', () => {
  it('a German record bookmarked without its language opens in German in an English tab, and saves', async () => {
    const { child } = await reviewPair(office, 'Bookmark Lend');
    const page = await openSignedIn(office, '/reviews');
    expect(await languageSelect(page).inputValue()).toBe('1');
    await page.goto(`${office.baseUrl}/review/${child}?tab=edit`);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Bookmark Lend DE');
    expect(await languageSelect(page).inputValue()).toBe('2');
    expect(lang(page)).toBe('de');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('edit');

    await field(page, 'Legal name').fill('Lesezeichen GmbH');
    const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/Review'));
    await page.keyboard.press('Control+s');
    expect((await answered).status()).toBe(200);
    await expectNotice(page, 'Successfully updated review.');
    const stored = await api('GET', `/Review/${child}`);
    expect([stored.languageId, stored.legalName]).toEqual([2, 'Lesezeichen GmbH']);
  });

  it('a German academy guide opened by its address in an English tab opens in German, and saves as German', async () => {
    const [guide] = await api<Row[]>('GET', '/Academy/GetAcademy?langId=2');
    const page = await openSignedIn(office, '/academy');
    expect(await languageSelect(page).inputValue()).toBe('1');
    await page.goto(`${office.baseUrl}/academy-details/${guide.academyId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(guide.title);
    expect(await languageSelect(page).inputValue()).toBe('2');
    expect(lang(page)).toBe('de');

    await field(page, 'Excerpt').fill('Ein kurzer Auszug.');
    const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/api/Academy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expectNotice(page, 'Academy has been updated.');
    const stored = await api('GET', `/Academy/${guide.academyId}`);
    expect([stored.languageId, stored.excerpt]).toEqual([2, 'Ein kurzer Auszug.']);
  });

  it('Back after a change of language returns to the list in the language it was in', async () => {
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    await expect.poll(() => lang(page)).toBe('en');
    const english = (await api<{ label: string }[]>('GET', '/Review/GetListOfReviewByLangId/1'))[0].label;
    const german = (await api<{ label: string }[]>('GET', '/Review/GetListOfReviewByLangId/2'))[0].label;
    await rowWith(page, english).first().waitFor();

    await languageSelect(page).selectOption('2');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'de');
    await rowWith(page, german).first().waitFor();
    expect(await languageSelect(page).inputValue()).toBe('2');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    await rowWith(page, english).first().waitFor();
    expect(await languageSelect(page).inputValue()).toBe('1');

    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'de');
    await rowWith(page, german).first().waitFor();
    expect(await languageSelect(page).inputValue()).toBe('2');
  });

  it('a change of language as a record opens follows the record to its version in that language', async () => {
    const { parent, child } = await reviewPair(office, 'Hasty Lend');
    const page = await openSignedIn(office, '/reviews');
    await rows(page).first().waitFor();
    // The language is changed at once, before the review's screen has drawn.
    await page.goto(`${office.baseUrl}/review/${parent}?lang=en`, { waitUntil: 'commit' });
    await languageSelect(page).selectOption('2');
    await page.waitForURL((url) => url.pathname === `/review/${child}` && url.searchParams.get('lang') === 'de');
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Hasty Lend DE');
    expect(await languageSelect(page).inputValue()).toBe('2');
  });
});
