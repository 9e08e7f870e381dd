import fs from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../server/spreadsheets/read-sheet';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { reviewPair } from './support/reviews';
import { adminApi, openSignedIn } from './support/screen';

// Issue 31 item 3: the German translation sheet out of the overview and back, filled in: its diff shown, the one row
// changed meanwhile refused, the rest written and the import undone in one step.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** Draws the page in the dark theme as the top bar's switch does, for a screenshot, and back. */
const theme = (page: Page, dark: boolean) =>
  page.evaluate((on) => {
    document.documentElement.classList.toggle('bp6-dark', on);
    document.body.classList.toggle('bp6-dark', on);
  }, dark);

describe('the translation sheet (/translations)', () => {
  it('exports the German sheet, imports it filled in with its diff, refuses the row changed meanwhile, and undoes the import in one step', async () => {
    const a = await reviewPair(office, 'Sheet Alpha');
    const b = await reviewPair(office, 'Sheet Beta');
    const c = (await api('POST', '/Review', { languageId: 1, name: 'Sheet Gamma', isActive: true })).reviewId as number;

    const page = await openSignedIn(office, '/translations?type=reviews');
    await page.locator('table.bo-translation-table tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Export translation sheet' }).click();
    const exporting = page.getByRole('dialog', { name: 'Export translation sheet' });
    await exporting.getByLabel('Translate into').selectOption({ label: 'German (DE)' });
    expect(await exporting.getByText('Reviews', { exact: true }).count()).toBe(1);
    await screenshot(page, 'translation-sheet-export');
    await expectAccessible(page, 'the export dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('translations-de-reviews.csv');
    const sheet = await readSheet(fs.readFileSync((await download.path())!));
    expect(sheet.headers).toEqual(['Record', 'Field', 'English', 'German', 'Version', 'State']);

    // The translator fills in the names; meanwhile an editor saves the German Beta.
    const filled = { [a.parent]: 'Sheet Alpha Deutsch', [b.parent]: 'Sheet Beta Deutsch', [c]: 'Sheet Gamma Deutsch' };
    const rows = sheet.rows.map(({ cells }) => {
      const id = Number(/\[Review (\d+)\]$/.exec(cells[0])?.[1]);
      return cells[1] === 'name' && filled[id] ? [cells[0], cells[1], cells[2], filled[id], cells[4], cells[5]] : cells;
    });
    const file = stringify([sheet.headers, ...rows], { bom: true });
    const beta = await api('GET', `/Review/${b.child}`);
    await api('PUT', '/Review/Child', { ...beta, subtitle: 'Saved meanwhile' });

    await page.getByRole('button', { name: 'Import translation sheet' }).click();
    const importing = page.getByRole('dialog', { name: 'Import translation sheet' });
    await importing.getByLabel('Sheet language').selectOption({ label: 'German (DE)' });
    // Import says why it waits: nothing is written before the preview.
    expect(await importing.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    expect(await importing.getByText('Choose the filled-in sheet first: its preview shows what the import writes.').count()).toBe(1);
    await importing.locator('input[type=file]').setInputFiles({ name: 'translations-de-reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await importing.getByText('Preview', { exact: true }).waitFor();
    expect(await importing.getByRole('status').innerText()).toContain('1 text changed, 1 text in a new version, 1 row refused');
    const diff = importing.locator('table.bo-sheet-diff-table tbody tr');
    const rowOf = (name: string) => diff.filter({ hasText: `[Review ${name}]` });
    expect((await rowOf(String(a.parent)).innerText()).replace(/\s+/g, ' ')).toContain('Sheet Alpha DE Sheet Alpha Deutsch Changed');
    expect((await rowOf(String(b.parent)).innerText()).replace(/\s+/g, ' ')).toMatch(/Refused Sheet Beta in German was changed by someone else since the sheet was exported/);
    expect((await rowOf(String(c)).innerText()).replace(/\s+/g, ' ')).toContain('(empty) Sheet Gamma Deutsch New version');
    await screenshot(page, 'translation-sheet-preview');
    await theme(page, true);
    await screenshot(page, 'translation-sheet-preview-dark');
    await theme(page, false);
    await expectAccessible(page, 'the translation sheet preview');

    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await importing.getByText('The sheet was imported').waitFor();
    expect((await api('GET', `/Review/${a.child}`)).name).toBe('Sheet Alpha Deutsch');
    expect((await api('GET', `/Review/${b.child}`)).name).toBe('Sheet Beta DE');
    const gamma = (await api('GET', `/Translations/Family/Review/${c}`)).versions.find((v: Row) => v.languageId === 2);
    expect(gamma.name).toBe('Sheet Gamma Deutsch');
    await screenshot(page, 'translation-sheet-imported');

    await importing.getByRole('button', { name: 'Undo import' }).click();
    await importing.getByText('The import was undone').waitFor();
    expect((await api('GET', `/Review/${a.child}`)).name).toBe('Sheet Alpha DE');
    expect((await api('GET', `/Translations/Family/Review/${c}`)).versions.map((v: Row) => v.languageId)).toEqual([1]);
    await expectAccessible(page, 'the translation sheet after its undo');
  });
});
