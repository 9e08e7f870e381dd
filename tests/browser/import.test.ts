import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, openWithRows } from './support/screen';

// Issue 31, item 2: a ';'-separated lender file of three rows, one bad, through the lenders list's Import
// (screens/data/lenders-list.json, list.import): the header that matches no field is mapped, the bad row's reason
// shows before anything is written, the two others are stored, and the import is undone in one step.

let office: BackOffice;
const lenderNames = async () => (await adminApi<{ lenderName: string }[]>(office, 'GET', '/Lender/GetLenderList')).map((l) => l.lenderName);
const dialog = (page: Page) => page.getByRole('dialog');

/** Both themes, as the top bar's switch sets them, for the screenshots looked at in review. */
const shoot = async (page: Page, name: string) => {
  await screenshot(page, `${name}-light`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.add('bp6-dark')));
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.remove('bp6-dark')));
};

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('/data/edit/2: importing lenders', () => {
  it('maps an unmatched header, shows the refused row with its reason before writing, stores the two others and undoes them', async () => {
    const [country] = await adminApi<{ countryName: string }[]>(office, 'GET', '/Country/GetCountryList');
    const [platform] = await adminApi<{ label: string }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/1');
    const csv = [
      'Name;Country;Platform;Equity 1y',
      `Nordlicht Kredit;${country.countryName};${platform.label};1.234,50`,
      `Südwind Finanz;Atlantis;${platform.label};100`,
      `Ostsee Leasing;${country.countryName};${platform.label};2500000`,
    ].join('\r\n');
    const before = await lenderNames();

    const page = await openWithRows(office, '/data/edit/2');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog(page).locator('#engine-import-file').setInputFiles({ name: 'lenders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    // "Name" matches no field: the mapping step asks, and Import says why it waits.
    const nameField = dialog(page).getByLabel('Field for the column Name');
    await nameField.waitFor();
    await expect.poll(() => dialog(page).locator('.engine-why-disabled-text').innerText()).toBe('Choose the column that holds the Lender: it says which of the lenders each row is.');
    await nameField.selectOption({ label: 'Lender' });
    await dialog(page).getByRole('button', { name: 'Preview again' }).click();

    const refusedRow = dialog(page).locator('tr.engine-import-refused');
    await refusedRow.waitFor();
    expect(await refusedRow.locator('td').allInnerTexts()).toEqual(['3', 'Südwind Finanz', 'Refused', 'Please select country. No country is named "Atlantis".']);
    expect(await dialog(page).locator('.engine-import-counts').innerText()).toContain('2 new');
    const importButton = dialog(page).getByRole('button', { name: 'Import', exact: true });
    expect(await importButton.isDisabled()).toBe(true);
    expect(await dialog(page).locator('.engine-why-disabled-text').innerText()).toBe('1 row is refused: correct the file, or leave the refused rows out.');
    expect(await lenderNames()).toEqual(before);
    await dialog(page).getByRole('combobox', { name: 'Rows shown' }).selectOption('all');
    expect(await dialog(page).locator('tr.engine-import-new mark.engine-import-written').allInnerTexts()).toContain('1234.5');
    await expectAccessible(page, 'the import preview');
    await shoot(page, 'import-lenders-preview');

    await dialog(page).getByText('Leave out the refused row and import the others').click();
    await importButton.click();
    await dialog(page).getByText('2 new, 0 changed, 0 unchanged, 1 refused and left out. Undo import takes the whole import back.').waitFor();
    expect((await lenderNames()).filter((n) => !before.includes(n)).sort()).toEqual(['Nordlicht Kredit', 'Ostsee Leasing']);
    await page.locator('table.engine-table').getByText('Nordlicht Kredit').waitFor();
    await shoot(page, 'import-lenders-report');

    await dialog(page).getByRole('button', { name: 'Undo import' }).click();
    await dialog(page).getByText('The import was undone.').waitFor();
    expect(await lenderNames()).toEqual(before);
  });
});
