import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, columnTexts, field, openWithRows, rows } from './support/screen';

// Issue 28 item 6: "finlo" typed into the reviews list finds Finlo Market (the demo seed's platform), the search is
// kept in the address across opening the record and Back, and Ctrl+K finds Finlo Market in any language and opens it.

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search reviews' });
/** The theme as the top bar's switch sets it, without remembering it (a dialog open over the switch stays open). */
const showTheme = (page: Page, dark: boolean) =>
  page.evaluate((on) => {
    document.documentElement.classList.toggle('bp6-dark', on);
    document.body.classList.toggle('bp6-dark', on);
  }, dark);

/** A screenshot in the light theme and one in the dark, the light theme shown again after. */
async function bothThemes(page: Page, name: string) {
  await screenshot(page, `${name} light`);
  await showTheme(page, true);
  await screenshot(page, `${name} dark`);
  await showTheme(page, false);
}
/** The review editor has drawn the record: its name ends the breadcrumb under the one h1. */
const editorOf = (page: Page, name: string) => page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(name, { exact: true }).waitFor();

describe('search', () => {
  it('the reviews list finds Finlo Market by "finlo", keeps the search across opening it and Back, and says when nothing matches', async () => {
    const stored = await adminApi<{ label: string }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/1');
    const page = await openWithRows(office, '/reviews');
    await searchBox(page).pressSequentially('finlo');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Finlo Market']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('finlo');
    expect(await page.locator('.engine-list-count').innerText()).toBe(`1 of ${stored.length} reviews`);
    await bothThemes(page, 'list search');
    await expectAccessible(page);

    await rows(page).first().getByRole('link', { name: 'Finlo Market' }).click();
    await editorOf(page, 'Finlo Market');
    await page.goBack();
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Finlo Market']);
    expect([new URL(page.url()).pathname, new URL(page.url()).searchParams.get('q')]).toEqual(['/reviews', 'finlo']);
    expect(await searchBox(page).inputValue()).toBe('finlo');

    await searchBox(page).fill('zzqx');
    const none = page.getByRole('heading', { name: 'No reviews match “zzqx”' });
    await none.waitFor();
    await bothThemes(page, 'list search no match');
    await page.getByRole('button', { name: 'Clear search', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(stored.length);
    // The address keeps only the page's language.
    expect(new URL(page.url()).search).toBe('?lang=en');
    expect(await searchBox(page).inputValue()).toBe('');
  });

  it('Ctrl+K finds Finlo Market in every language, chosen with the arrows, and Enter opens it', async () => {
    const page = await openWithRows(office, '/news');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search records' });
    await dialog.waitFor();
    await page.getByRole('combobox', { name: 'Name or title' }).pressSequentially('finlo');
    const options = dialog.getByRole('option');
    await expect.poll(async () => (await options.allInnerTexts()).filter((t) => t.includes('Finlo Market') && t.startsWith('Review')).length).toBe(5);
    // The current language (English) first.
    expect((await options.first().innerText()).split(/\s+/).join(' ')).toBe('Review EN Finlo Market');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await bothThemes(page, 'global search');
    await expectAccessible(page, 'the search dialog');

    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    const english = (await adminApi<{ value: number; label: string }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/1')).find((r) => r.label === 'Finlo Market')!;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/review/${english.value}`);
    await editorOf(page, 'Finlo Market');
    await dialog.waitFor({ state: 'detached' });

    // The top bar's button says what it does and opens the same dialog; Escape closes it.
    await page.getByRole('button', { name: /Search records/ }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('Ctrl+K finds records of every family, those without a language once: a route and a lender open their own screens', async () => {
    const routes = await adminApi<{ urlTableId: number; url: string; languageId: number }[]>(office, 'GET', '/Routes/AllRoutes');
    const route = routes.find((r) => r.languageId === 1 && r.url.includes('finlo'))!;
    const lender = (await adminApi<{ lenderID: number; lenderName: string }[]>(office, 'GET', '/Lender/GetLenderList')).find((l) => l.lenderName.startsWith('Baltkredit'))!;
    const page = await openWithRows(office, '/reviews');
    const dialog = page.getByRole('dialog', { name: 'Search records' });
    const box = page.getByRole('combobox', { name: 'Name or title' });
    const options = dialog.getByRole('option');
    const shown = async () => (await options.allInnerTexts()).map((t) => t.split(/\s+/).join(' '));

    await page.keyboard.press('Control+k');
    await box.pressSequentially('finlo');
    await expect.poll(async () => (await shown()).includes(`Route EN ${route.url}`)).toBe(true);
    expect((await shown()).filter((t) => t.startsWith('Review '))).toHaveLength(5);
    await bothThemes(page, 'global search mixed families');
    await options.filter({ hasText: route.url }).filter({ hasText: 'EN' }).first().click();
    await page.waitForURL((url) => url.pathname === `/settingsroutes/edit/${route.urlTableId}`);
    await expect.poll(() => field(page, 'Route').inputValue()).toBe(route.url);

    await page.keyboard.press('Control+k');
    // A user is found by the e-mail address, shown beside the name.
    await box.pressSequentially('writer.fr@');
    await expect.poll(shown).toEqual([`User ALL ${office.accounts.writerFr.name} ${office.accounts.writerFr.username}`]);
    await bothThemes(page, 'global search user');
    await box.fill('baltkredit');
    // A lender has no language: one hit, marked as the same in every language.
    await expect.poll(shown).toEqual([`Lender ALL ${lender.lenderName}`]);
    await bothThemes(page, 'global search lender');
    await expectAccessible(page, 'the search dialog with a lender');
    const index = (await shown()).indexOf(`Lender ALL ${lender.lenderName}`);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/data/edit/lender-edit/${lender.lenderID}`);
    await expect.poll(() => field(page, 'Lender').inputValue()).toBe(lender.lenderName);
  });
});
