import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, fieldLabel, heading, nextBody, openSignedIn, saveButton } from './support/screen';

// Issue 8: two editors on one record are told (the conflict dialog of item 1), an edit screen shows the record's
// history, and the administrator has an audit screen (item 6).

type Testimonial = { testimonialId: number; languageId: number; fullName: string; tagLine: string | null; testimonialText: string | null; version: number };

let office: BackOffice;
let testimonial: Testimonial;

/** A save by another editor, through the API as the chief editor, based on the version the record has now. */
async function savedByChiefEditor(changes: Partial<Testimonial>) {
  const { username, password } = office.accounts.chiefEditor;
  const token = (await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password } })).json().token as string;
  const [current] = await adminApi<Testimonial[]>(office, 'GET', `/Testimonials?id=${testimonial.testimonialId}`);
  const res = await office.app.inject({ method: 'PUT', url: '/api/Testimonials', headers: { authorization: `Bearer ${token}` }, payload: { ...current, ...changes } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  office = await startBackOffice();
  [testimonial] = await adminApi<Testimonial[]>(office, 'GET', '/Testimonials/ByLanguageId?langId=1');
});
afterAll(async () => {
  await office?.close();
});

describe('two editors on one testimonial', () => {
  it('the later save says who saved when and lists only their change beside mine; Save merged keeps both (issue 17, item 9)', async () => {
    const page = await openSignedIn(office, `/testimonials/edit/${testimonial.testimonialId}`);
    const name = page.getByLabel(fieldLabel('Name'));
    await expect.poll(() => name.inputValue()).toBe(testimonial.fullName);
    await savedByChiefEditor({ tagLine: 'Changed by the chief editor' });

    await name.fill('Changed in the browser');
    office.consoleErrors.allow(/status of 409/); // the browser logs the refused save; the engine does not
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record' });
    await dialog.getByText(/^chief\.editor@p2p\.local saved it on \d\d\/\d\d\/\d{4} \d\d:\d\d while you were editing\./).waitFor();
    const changes = dialog.getByRole('table', { name: 'Changes to merge' });
    await changes.waitFor();
    // Only the field the other editor changed, and the one this editor changed: no Text, no language.
    expect(await changes.locator('tbody th').allInnerTexts()).toEqual(['Tagline', 'Name']);
    expect(await changes.getByRole('row', { name: /^Tagline/ }).getByRole('cell').allInnerTexts()).toEqual(['Changed by the chief editor', 'not changed', 'Theirs']);
    expect(await changes.getByRole('row', { name: /^Name/ }).getByRole('cell').allInnerTexts()).toEqual(['not changed', 'Changed in the browser', 'Yours']);
    await page.locator('.bp6-overlay-enter-done .bp6-dialog').waitFor();
    await screenshot(page, 'conflict-dialog');
    await expectAccessible(page, 'the conflict dialog');

    const merged = nextBody(page, 'PUT', '/Testimonials');
    await dialog.getByRole('button', { name: 'Save merged' }).click();
    await expectNotice(page, 'Testimonial has been updated!');
    const [stored] = await adminApi<Testimonial[]>(office, 'GET', `/Testimonials?id=${testimonial.testimonialId}`);
    expect(await merged).toMatchObject({ fullName: 'Changed in the browser', tagLine: 'Changed by the chief editor', version: stored.version - 1 });
    expect(stored).toMatchObject({ fullName: 'Changed in the browser', tagLine: 'Changed by the chief editor' });
    testimonial = stored;
  });

  it('Load their version shows the stored record instead of the editor\'s changes', async () => {
    const page = await openSignedIn(office, `/testimonials/edit/${testimonial.testimonialId}`);
    const tagline = page.getByLabel(fieldLabel('Tagline'));
    await expect.poll(() => tagline.inputValue()).toBe(testimonial.tagLine ?? '');
    await savedByChiefEditor({ tagLine: 'Second change by the chief editor' });
    await tagline.fill('Mine, not to be kept');
    office.consoleErrors.allow(/status of 409/);
    await saveButton(page).click();
    await page.getByRole('dialog', { name: 'Someone else saved this record' }).getByRole('button', { name: 'Load their version' }).click();
    await expect.poll(() => tagline.inputValue()).toBe('Second change by the chief editor');
  });

  it('the edit screen shows who changed which field, from what to what', async () => {
    const page = await openSignedIn(office, `/testimonials/edit/${testimonial.testimonialId}`);
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText(office.accounts.chiefEditor.username).first().waitFor();
    await drawer.getByText(office.accounts.admin.username).first().waitFor();
    expect(await drawer.getByRole('row', { name: /^Name/ }).first().innerText()).toContain('Changed in the browser');
    await screenshot(page, 'record-history');
    await expectAccessible(page, 'the history drawer');
  });

  it('a long history comes a page at a time: Load older changes shows the rest', async () => {
    const other = await adminApi<Testimonial>(office, 'POST', '/Testimonials', { languageId: 1, fullName: 'Paged history', tagLine: 'Saver 0', testimonialText: 'Fine.' });
    let current = other;
    for (let i = 1; i <= 21; i++) current = await adminApi<Testimonial>(office, 'PUT', '/Testimonials', { ...current, tagLine: `Saver ${i}` });
    const page = await openSignedIn(office, `/testimonials/edit/${other.testimonialId}`);
    await page.getByRole('button', { name: 'History' }).click();
    const drawer = page.locator('.bp6-drawer');
    await drawer.getByText('Showing 20 of 22 changes').waitFor();
    await drawer.getByRole('button', { name: 'Load older changes' }).click();
    await drawer.getByText('Showing 22 of 22 changes').waitFor();
    expect(await drawer.getByRole('button', { name: 'Load older changes' }).count()).toBe(0);
    expect(await drawer.getByText('Created').count()).toBe(1);
  });
});

describe('the audit screen (/audit)', () => {
  it('shows the administrator every write, filtered by record type and id', async () => {
    const page = await openSignedIn(office, '/audit');
    await heading(page, 'Audit log').waitFor();
    await page.getByLabel('Record type').selectOption('testimonials');
    await page.getByLabel('Record id').fill(String(testimonial.testimonialId));
    const rows = page.getByRole('table', { name: 'Audit log' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
    expect(await rows.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(`Testimonials #${testimonial.testimonialId}`)]));
    expect(await page.getByText(/^Total \d+ items$/).innerText()).toBe(`Total ${await rows.count()} items`);
    await screenshot(page, 'audit-log');
    await expectAccessible(page);
  });

  it('is the administrator\'s only: the chief editor sees no menu item and a refusal', async () => {
    const page = await openSignedIn(office, '/audit', office.accounts.chiefEditor);
    await page.getByText('Only the administrator reads the audit log.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Audit log', { exact: true }).count()).toBe(0);
  });
});

describe('two editors changed one field', () => {
  it('a field both changed is the editor\'s choice: the chosen value is kept, the other\'s other change too', async () => {
    const page = await openSignedIn(office, `/testimonials/edit/${testimonial.testimonialId}`);
    const name = page.getByLabel(fieldLabel('Name'));
    await expect.poll(() => name.inputValue()).toBe(testimonial.fullName);
    await savedByChiefEditor({ fullName: 'Name by the chief editor', testimonialText: 'Text by the chief editor' });

    await name.fill('Name in the browser');
    office.consoleErrors.allow(/status of 409/);
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record' });
    const choice = dialog.getByRole('radiogroup', { name: 'Keep for Name' });
    await choice.waitFor();
    await dialog.getByText('You both changed Name: choose theirs or mine.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save merged' }).isDisabled()).toBe(true);
    // Their other change is listed and kept by itself.
    expect(await dialog.getByRole('row', { name: /^Testimonial/ }).getByRole('cell').allInnerTexts()).toEqual(['Text by the chief editor', 'not changed', 'Theirs']);
    await page.locator('.bp6-overlay-enter-done .bp6-dialog').waitFor();
    await screenshot(page, 'conflict-dialog-choice');
    await expectAccessible(page, 'the conflict dialog with a choice');
    await choice.getByText('Mine', { exact: true }).click();
    expect(await choice.getByLabel('Mine').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save merged' }).click();
    await expectNotice(page, 'Testimonial has been updated!');
    const [stored] = await adminApi<Testimonial[]>(office, 'GET', `/Testimonials?id=${testimonial.testimonialId}`);
    expect(stored).toMatchObject({ fullName: 'Name in the browser', testimonialText: 'Text by the chief editor' });
    testimonial = stored;
  });
});
