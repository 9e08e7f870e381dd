import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, columnTexts, openWithRows, rows } from './support/screen';

// Issue 31 item 1: the reviews list exports what it shows. Read by a German reader, searched, the CSV downloaded
// holds the rows the list shows, in its order, its umlauts whole and a formula-looking name escaped.

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
  for (const name of ['Zinsbär Kredit', '=Zinsbär Formel']) {
    const english = await adminApi<{ reviewId: number }>(office, 'POST', '/Review', { languageId: 1, name: `${name} EN`, isActive: true });
    await adminApi(office, 'POST', '/Review', { languageId: 2, name, isActive: true, ExistingReviewId: english.reviewId });
  }
});
afterAll(async () => {
  await office?.close();
});

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search reviews' });
const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });
const showTheme = (page: Page, dark: boolean) =>
  page.evaluate((on) => {
    document.documentElement.classList.toggle('bp6-dark', on);
    document.body.classList.toggle('bp6-dark', on);
  }, dark);

it('the reviews list in German, searched, exports as CSV the rows it shows, from the keyboard; with nothing shown Export says why it is off', async () => {
  const page = await openWithRows(office, '/reviews?lang=de', office.accounts.readerDe);
  await searchBox(page).pressSequentially('zinsbär');
  await expect.poll(async () => (await columnTexts(page, 1)).toSorted()).toEqual(['=Zinsbär Formel', 'Zinsbär Kredit']);
  const shown = await columnTexts(page, 1);

  // Keyboard only: the button, its menu, the CSV item.
  await exportButton(page).focus();
  await page.keyboard.press('Enter');
  const csv = page.getByRole('menuitem', { name: 'CSV' });
  await csv.waitFor();
  await screenshot(page, 'list export menu light');
  await showTheme(page, true);
  await screenshot(page, 'list export menu dark');
  await showTheme(page, false);
  await expectAccessible(page, '/reviews with the export menu open');
  const downloading = page.waitForEvent('download');
  await csv.focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`reviews-de-${today}.csv`);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parse(text.slice(1)) as string[][];
  expect(header).toEqual(['Name', 'Rating', 'VIEW']);
  // The rows the list shows, in its order; the name that reads as a formula written with a quote in front.
  expect(records.map((r) => r[0])).toEqual(shown.map((name) => (name.startsWith('=') ? `'${name}` : name)));
  await expectNotice(page, `Exported 2 rows to reviews-de-${today}.csv.`);

  await searchBox(page).fill('zzqx');
  await page.getByRole('heading', { name: 'No reviews match “zzqx”' }).waitFor();
  expect(await exportButton(page).isDisabled()).toBe(true);
  expect(await page.locator('.engine-why-disabled').filter({ has: exportButton(page) }).getAttribute('aria-describedby')).toBeTruthy();
  expect(await page.locator('.engine-why-disabled-text').filter({ hasText: 'No rows match the search or filters: there is nothing to export.' }).count()).toBe(1);
  expect(await rows(page).count()).toBe(0);
  // The reason shows on keyboard focus, as on hover.
  await page.locator('.bp6-toast').getByRole('button').click();
  await page.locator('.engine-why-disabled').filter({ has: exportButton(page) }).focus();
  await page.locator('.bp6-tooltip').filter({ hasText: 'nothing to export' }).waitFor();
  await screenshot(page, 'list export disabled light');
  await showTheme(page, true);
  await screenshot(page, 'list export disabled dark');
  await showTheme(page, false);
});
