import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn, saveButton } from './support/screen';
import { unsavedTabsLabel as unsavedTabs } from '../../engine/screens/tabs/useTabsSave';

// Issue 28, item 4: a form's unsaved edits are kept in the browser (IndexedDB) and come back after a reload with a
// notice; saving stores them; when the record changed meanwhile, the save meets the conflict dialog and the merge
// stores both.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const notice = (page: Page) => page.locator('.bo-restored-draft');

async function createReview(name: string): Promise<number> {
  return (await api('POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
}

/** Opens the review's edit tab once its record is in the form. */
async function openEdit(page: Page, id: number) {
  await page.goto(`${office.baseUrl}/review/${id}?tab=edit`);
  await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');
}

/** Reloads the page as the editor would, unsaved changes and all (the browser's leave prompt accepted). */
async function reload(page: Page) {
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  await expect.poll(() => field(page, 'Name').inputValue()).not.toBe('');
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('the draft journal of the review editor', () => {
  it('an edit left unsaved is back after a reload, with a notice; Save stores it', async () => {
    const id = await createReview('Journal Kept Lending');
    const page = await openSignedIn(office, `/review/${id}?tab=edit`);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Journal Kept Lending');
    await field(page, 'Legal name').fill('Kept Across Reloads Ltd');
    await page.getByText(unsavedTabs(1), { exact: true }).waitFor();
    await reload(page);

    await expect.poll(() => field(page, 'Legal name').inputValue()).toBe('Kept Across Reloads Ltd');
    await notice(page).getByText(/^Unsaved changes from \d\d:\d\d were restored\. Save to keep them\.$/).waitFor();
    await page.getByText(unsavedTabs(1), { exact: true }).waitFor();
    await screenshot(page, 'draft-journal-restored-light');
    await expectAccessible(page, 'the restored-draft notice');
    await page.evaluate(() => localStorage.setItem('darkMode', '1'));
    await reload(page);
    await notice(page).waitFor();
    await screenshot(page, 'draft-journal-restored-dark');
    await page.evaluate(() => localStorage.removeItem('darkMode'));

    await saveButton(page).click();
    await expectNotice(page, 'Successfully updated review.');
    expect(await api('GET', `/Review/${id}`)).toMatchObject({ reviewId: id, legalName: 'Kept Across Reloads Ltd' });
    await expect.poll(() => notice(page).count()).toBe(0);
    // Saved: nothing is kept any more, so the next visit shows the record as stored, without a notice.
    await openEdit(page, id);
    expect(await field(page, 'Legal name').inputValue()).toBe('Kept Across Reloads Ltd');
    expect(await notice(page).count()).toBe(0);
  });

  it('rich text typed on CONTENT is back after a reload, with the notice on the tab; from another tab it is counted at once; Save content stores it', async () => {
    const id = await createReview('Journal Content Lending');
    const page = await openSignedIn(office, `/review/${id}?tab=content`);
    const editor = page.locator('.bo-richtext .ql-editor');
    await editor.click();
    await page.keyboard.type('Kept across a reload.');
    await page.getByText(unsavedTabs(1), { exact: true }).waitFor();
    page.once('dialog', (d) => void d.accept());
    await page.reload();

    await editor.getByText('Kept across a reload.').waitFor();
    await notice(page).getByText(/^Unsaved changes from \d\d:\d\d were restored\. Save to keep them\.$/).waitFor();
    await screenshot(page, 'draft-journal-content-restored-light');
    await expectAccessible(page, 'the restored-draft notice on CONTENT');
    await page.evaluate(() => localStorage.setItem('darkMode', '1'));
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await editor.getByText('Kept across a reload.').waitFor();
    await notice(page).waitFor();
    await screenshot(page, 'draft-journal-content-restored-dark');
    await page.evaluate(() => localStorage.removeItem('darkMode'));

    // Opened on another tab, the kept text is counted at once; CONTENT holds it.
    page.once('dialog', (d) => void d.accept());
    await openEdit(page, id);
    await page.getByText(unsavedTabs(1), { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'CONTENT' }).click();
    await editor.getByText('Kept across a reload.').waitFor();
    await page.getByRole('button', { name: 'Save content' }).click();
    await expectNotice(page, 'Successfully updated content.');
    expect((await api('GET', `/Review/${id}`)).reviewContent).toBe('<p>Kept across a reload.</p>');
    await expect.poll(() => notice(page).count()).toBe(0);
  });

  it('an edit kept while someone else saved the record meets the conflict dialog after the reload; merged, both are stored', async () => {
    const id = await createReview('Journal Conflict Lending');
    const page = await openSignedIn(office, `/review/${id}?tab=edit`);
    await expect.poll(() => field(page, 'Name').inputValue()).toBe('Journal Conflict Lending');
    await field(page, 'Legal name').fill('Mine While Away Ltd');
    await page.getByText(unsavedTabs(1), { exact: true }).waitFor();
    // Someone else saves the review meanwhile.
    await api('PUT', '/Review/Parent', { ...(await api('GET', `/Review/${id}`)), interest: 7.5 });
    await reload(page);

    await notice(page).waitFor();
    await expect.poll(() => field(page, 'Legal name').inputValue()).toBe('Mine While Away Ltd');
    expect(await field(page, 'Interest (%)').inputValue()).toBe('7.50');
    office.consoleErrors.allow(/status of 409/); // the browser logs the refused save; the engine does not
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record' });
    const changes = dialog.getByRole('table', { name: 'Changes to merge' });
    await changes.waitFor();
    expect(await changes.getByRole('row', { name: /^Legal name/ }).getByRole('cell').allInnerTexts()).toEqual(['not changed', 'Mine While Away Ltd', 'Yours']);
    await dialog.getByRole('button', { name: 'Save merged' }).click();
    await expectNotice(page, 'Successfully updated review.');
    expect(await api('GET', `/Review/${id}`)).toMatchObject({ legalName: 'Mine While Away Ltd', interest: 7.5 });
  });
});
