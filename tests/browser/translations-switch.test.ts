import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, heading, openSignedIn, rowWith, watchCalls } from './support/screen';
import { reviewPair } from './support/reviews';

// Issue 18 item 5: the content lists show each row's languages, linking to the other languages' versions; item 6:
// the language switch keeps the page (a settings form reloads in the new language, a record goes to its version
// in that language, or to its list where it has none).

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const languageSelect = (page: Page) => page.getByRole('combobox', { name: 'Language' });


beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('coverage markers on the reviews list', () => {
  it('mark each language present or missing in one call for the list, and link to the German version in German', async () => {
    const { child } = await reviewPair(office, 'Marker Lend');
    const page = await office.page();
    const calls = watchCalls(page, 'GET', '/Translations/Families/Review');
    await office.signIn(page, office.accounts.admin, '/reviews');
    const row = rowWith(page, 'Marker Lend');
    await row.getByRole('link', { name: 'German: present' }).waitFor();
    await row.getByText('Spanish: missing').waitFor();
    expect(await row.getByRole('link', { name: 'Spanish: missing' }).count()).toBe(0);
    // The whole list's families came in one call, not one per row.
    expect(calls).toHaveLength(1);
    expect(await row.getByRole('link', { name: 'German: present' }).getAttribute('href')).toBe(`/review/${child}?lang=de`);
    await screenshot(page, 'coverage-reviews-list');
    await expectAccessible(page);

    await row.getByRole('link', { name: 'German: present' }).click();
    await page.waitForURL((url) => url.pathname === `/review/${child}`);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Marker Lend DE');
    expect(await languageSelect(page).inputValue()).toBe('2');
  });
});

describe('the language switch stays where it can', () => {
  it('keeps a settings form and reloads it in the new language', async () => {
    const page = await openSignedIn(office, '/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    const german = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/FooterSettings/ByLanguageId' && new URL(r.url()).searchParams.get('id') === '2');
    await languageSelect(page).selectOption('2');
    await german;
    expect(new URL(page.url()).pathname).toBe('/footersettings');
    await heading(page, 'Footer menu settings').waitFor();
    expect(await languageSelect(page).inputValue()).toBe('2');
  });

  it('moves a review to its German version, on the same tab', async () => {
    const { parent, child } = await reviewPair(office, 'Switch Lend');
    const page = await openSignedIn(office, `/review/${parent}?tab=faq`);
    await page.getByRole('tab', { name: 'FAQ', selected: true }).waitFor();
    await languageSelect(page).selectOption('2');
    await page.waitForURL((url) => url.pathname === `/review/${child}` && url.searchParams.get('tab') === 'faq');
    await page.getByRole('tab', { name: 'FAQ', selected: true }).waitFor();
    await expect.poll(() => languageSelect(page).inputValue()).toBe('2');
    // The German record is the one drawn: the tab names it, in its language.
    await expect.poll(() => page.title()).toBe('Switch Lend DE · Review · DE');
  });

  it('goes to the list from a record that has no version in the new language', async () => {
    const { parent } = await reviewPair(office, 'Lonely Lend');
    const page = await openSignedIn(office, `/review/${parent}`);
    await field(page, 'Name').waitFor();
    await languageSelect(page).selectOption('3');
    await page.waitForURL((url) => url.pathname === '/reviews');
    await expect.poll(() => languageSelect(page).inputValue()).toBe('3');
  });
});
