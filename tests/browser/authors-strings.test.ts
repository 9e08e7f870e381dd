import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { noNotices, openSignedIn, rows, rowWith, fieldLabel } from './support/screen';

// Authors (list, page form, quick editor modal), Strings and Locals of the second document, section 2
// (screens/settings/authors-*.json, strings-list.json, locals.json).

type Author = { authorID: number; languageId: number; authorName: string; tagline: string | null; image: string | null; description: string | null; email: string | null; linkedIn: string | null };

let office: BackOffice;
let adminToken: string;

/** A call of the real API as the administrator, to prepare data and check what the screens stored. */
async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<T> {
  const res = await office.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${adminToken}` }, ...(payload !== undefined && { payload: payload as object }) });
  if (res.statusCode >= 400) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

const authorsOf = (languageId: number) => api<Author[]>('GET', `/Authors/GetAuthorsByLanguageId?langid=${languageId}`);
// The row whose cell shows the text: a list that changes in bulk also names each row's box in that cell.
const row = rowWith;
/** The names in the table, top to bottom. */
const namesShown = async (page: Page) => (await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim());

const signedIn = (account: Account, path: string) => openSignedIn(office, path, account);

async function openAuthors(page: Page) {
  await page.goto(office.baseUrl + '/authors');
  await page.getByRole('heading', { name: 'Authors' }).waitFor();
  await rows(page).first().waitFor();
}

/** Waits until dialogs have finished opening (Blueprint fades them in), for a clean screenshot. */
async function settled(page: Page) {
  await expect.poll(() => page.locator('[class*="overlay-enter-active"], [class*="overlay-appear-active"]').count()).toBe(0);
}

beforeAll(async () => {
  office = await startBackOffice();
  const login = await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: office.accounts.admin.username, password: office.accounts.admin.password } });
  adminToken = login.json().token;
});
afterAll(async () => {
  await office?.close();
});

describe('authors list (/authors)', () => {
  it('shows heading Authors, Add Author, Author Name and Actions, newest first and without pages', async () => {
    const page = await signedIn(office.accounts.admin, '/authors');
    await page.getByRole('heading', { name: 'Authors' }).waitFor();
    await rows(page).first().waitFor();
    expect(await page.getByRole('button', { name: 'Add Author' }).isEnabled()).toBe(true);
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Author Name', 'Languages', 'Readiness', 'Actions']);
    const stored = await authorsOf(1);
    const newestFirst = [...stored].sort((a, b) => b.authorID - a.authorID).map((a) => a.authorName);
    expect(await namesShown(page)).toEqual(newestFirst);
    const first = rows(page).first();
    for (const name of ['Edit', 'Quick edit', 'Delete']) expect(await first.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    expect(await page.locator('.engine-pager').count()).toBe(0);
    await screenshot(page, 'authors-list');
    await expectAccessible(page);
  });

  it('adds an author on the page form, edits it, keeps the values after a reload, and deletes it after the confirmation', async () => {
    const page = await signedIn(office.accounts.admin, '/authors');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add Author' }).click();
    await page.waitForURL((url) => url.pathname === '/authors/add');
    await page.getByRole('heading', { name: 'Add author' }).waitFor();
    for (const label of ['Author Name', 'Image', 'Tagline', 'Description', 'Email address', 'LinkedIN URL']) {
      expect(await page.getByLabel(fieldLabel(label)).isVisible(), label).toBe(true);
    }
    expect(await page.getByLabel(fieldLabel('Description')).evaluate((e) => e.tagName)).toBe('TEXTAREA');
    await page.getByLabel(fieldLabel('Author Name')).fill('Browser Test Author');
    await page.getByLabel(fieldLabel('Tagline')).fill('Tester');
    await page.getByLabel(fieldLabel('Description')).fill('Writes about browsers.');
    await page.getByLabel(fieldLabel('Email address')).fill('browser.test@p2p-reviews.example');
    await page.getByLabel(fieldLabel('LinkedIN URL')).fill('https://www.linkedin.com/in/browser-test');
    // The image: the gallery opener fills the text box with the chosen image's name.
    await page.getByRole('button', { name: 'Open gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    expect(await page.getByLabel(fieldLabel('Image')).inputValue()).toBe('p2p-lending-overview.png');
    await screenshot(page, 'authors-form-add');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Author has been created.');
    await page.waitForURL((url) => url.pathname === '/authors');
    await rows(page).first().waitFor();
    expect((await namesShown(page))[0]).toBe('Browser Test Author');

    const created = (await authorsOf(1)).find((a) => a.authorName === 'Browser Test Author')!;
    expect(created).toMatchObject({
      languageId: 1,
      tagline: 'Tester',
      image: 'p2p-lending-overview.png',
      description: 'Writes about browsers.',
      email: 'browser.test@p2p-reviews.example',
      linkedIn: 'https://www.linkedin.com/in/browser-test',
    });

    // Edit: the page form loads the author, saves, and goes back to the list.
    await noNotices(page);
    await row(page, 'Browser Test Author').getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/authors/edit/${created.authorID}`);
    await page.getByRole('heading', { name: 'Edit author' }).waitFor();
    const tagline = page.getByLabel(fieldLabel('Tagline'));
    expect(await tagline.inputValue()).toBe('Tester');
    expect(await page.getByLabel(fieldLabel('Description')).inputValue()).toBe('Writes about browsers.');
    await tagline.fill('Senior tester');
    await page.getByLabel(fieldLabel('Description')).fill('Writes about browsers and servers.');
    await page.getByLabel(fieldLabel('LinkedIN URL')).fill(''); // a cleared field is stored empty (null)
    await screenshot(page, 'authors-form-edit');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Author has been updated.');
    await page.waitForURL((url) => url.pathname === '/authors');

    // Reload the edit page: the values were kept.
    await page.goto(`${office.baseUrl}/authors/edit/${created.authorID}`);
    await page.getByRole('heading', { name: 'Edit author' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Edit author' }).waitFor();
    expect(await page.getByLabel(fieldLabel('Tagline')).inputValue()).toBe('Senior tester');
    expect(await page.getByLabel(fieldLabel('Description')).inputValue()).toBe('Writes about browsers and servers.');
    expect(await page.getByLabel(fieldLabel('Author Name')).inputValue()).toBe('Browser Test Author');
    expect(await page.getByLabel(fieldLabel('LinkedIN URL')).inputValue()).toBe('');
    expect(await api<Author>('GET', `/Authors/GetAuthorById?id=${created.authorID}`)).toMatchObject({
      tagline: 'Senior tester',
      description: 'Writes about browsers and servers.',
      email: 'browser.test@p2p-reviews.example',
      linkedIn: null,
    });

    // Delete: the confirmation, then the notice; the row is gone, also after a reload.
    await openAuthors(page);
    await noNotices(page);
    await row(page, 'Browser Test Author').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await confirm.getByText('Are you sure you want to delete this item').waitFor();
    await settled(page);
    await screenshot(page, 'authors-delete-confirm');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Author successfully deleted');
    await confirm.waitFor({ state: 'detached' });
    await row(page, 'Browser Test Author').waitFor({ state: 'detached' });
    await page.reload();
    await rows(page).first().waitFor();
    expect(await namesShown(page)).not.toContain('Browser Test Author');
    expect((await authorsOf(1)).some((a) => a.authorID === created.authorID)).toBe(false);
  });

  it("No in the confirmation keeps the author; a refused delete says 'Something went wrong during deleting data....' and closes the dialog", async () => {
    // The first author of each language is named by demo pages: the server refuses with 409.
    const used = (await authorsOf(1)).sort((a, b) => a.authorID - b.authorID)[0];
    office.consoleErrors.allow(/409/); // the browser logs the refused DELETE, the engine logs the failure
    const page = await signedIn(office.accounts.admin, '/authors');
    await rows(page).first().waitFor();
    await row(page, used.authorName).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await namesShown(page)).toContain(used.authorName);

    await row(page, used.authorName).getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Something went wrong during deleting data....');
    await confirm.waitFor({ state: 'detached' });
    await screenshot(page, 'authors-delete-refused');
    await expectAccessible(page);
    expect(await namesShown(page)).toContain(used.authorName);
  });
});

describe('authors quick editor (modal, from the list: Quick add and Quick edit)', () => {
  it('adds with title Add Author, edits with title Edit Author (Author Name, Tagline, Image, Save, Open gallery), keeping the other fields', async () => {
    const page = await signedIn(office.accounts.admin, '/authors');
    await rows(page).first().waitFor();

    await page.getByRole('button', { name: 'Quick add' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Author' });
    await dialog.waitFor();
    // The name is required by the author's schema, and required fields say so before saving (docs/deviations.md).
    expect(await dialog.locator('label').allInnerTexts()).toEqual(['Author Name (required)', 'Tagline', 'Image']);
    expect(await dialog.getByRole('button', { name: 'Open gallery' }).isVisible()).toBe(true);
    await dialog.getByLabel(fieldLabel('Author Name')).fill('Modal Author');
    await dialog.getByLabel(fieldLabel('Tagline')).fill('Quick');
    await dialog.getByLabel(fieldLabel('Image')).fill('USERS/modal-author.jpg');
    await settled(page);
    await screenshot(page, 'authors-modal-add');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Author has been created.');
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Modal Author').waitFor();
    expect((await namesShown(page))[0]).toBe('Modal Author');
    const created = (await authorsOf(1)).find((a) => a.authorName === 'Modal Author')!;
    expect(created).toMatchObject({ tagline: 'Quick', image: 'USERS/modal-author.jpg', languageId: 1 });

    // Fields the modal does not show keep their values when it saves.
    await api('PUT', '/Authors', { authorID: created.authorID, languageId: 1, authorName: 'Modal Author', description: 'Kept by the modal.', email: 'kept@p2p-reviews.example' });
    await noNotices(page);
    await row(page, 'Modal Author').getByRole('button', { name: 'Quick edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Author' });
    await dialog.waitFor();
    const name = dialog.getByLabel(fieldLabel('Author Name'));
    expect(await name.inputValue()).toBe('Modal Author');
    expect(await dialog.getByLabel(fieldLabel('Tagline')).inputValue()).toBe('Quick');
    await name.fill('Modal Author Renamed');
    await settled(page);
    await screenshot(page, 'authors-modal-edit');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Author has been updated.');
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Modal Author Renamed').waitFor();

    await page.reload();
    await row(page, 'Modal Author Renamed').waitFor();
    await row(page, 'Modal Author Renamed').getByRole('button', { name: 'Quick edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Author' });
    expect(await dialog.getByLabel(fieldLabel('Author Name')).inputValue()).toBe('Modal Author Renamed');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const stored = await api<Author>('GET', `/Authors/GetAuthorById?id=${created.authorID}`);
    expect(stored).toMatchObject({ authorName: 'Modal Author Renamed', tagline: 'Quick', description: 'Kept by the modal.', email: 'kept@p2p-reviews.example' });
    await api('DELETE', `/Authors/${created.authorID}`);
  });
});

describe('authors for a read-only user (reader.de@p2p.local, German)', () => {
  it('lists the German authors with View; Add Author, Quick add and Delete are disabled; the form and the modal cannot save', async () => {
    const page = await signedIn(office.accounts.readerDe, '/authors');
    await page.getByRole('heading', { name: 'Authors' }).waitFor();
    await rows(page).first().waitFor();
    const german = (await authorsOf(2)).map((a) => a.authorName);
    expect((await namesShown(page)).sort()).toEqual([...german].sort());
    expect(await page.getByRole('button', { name: 'Add Author' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Quick add' }).isDisabled()).toBe(true);
    const first = rows(page).first();
    expect(await first.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'View' }).isEnabled()).toBe(true);
    expect(await first.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await screenshot(page, 'authors-list-read-only');
    await expectAccessible(page);

    await first.getByRole('button', { name: 'Quick edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'View Author' }); // a read-only role's title says View (issue 6)
    await dialog.waitFor();
    expect(await dialog.getByLabel(fieldLabel('Author Name')).inputValue()).toBe((await namesShown(page))[0]);
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settled(page);
    await screenshot(page, 'authors-modal-read-only');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await first.getByRole('button', { name: 'View' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/authors/edit/'));
    await page.getByRole('heading', { name: 'View author' }).waitFor(); // a read-only role's title says View (issue 6)
    expect(german).toContain(await page.getByLabel(fieldLabel('Author Name')).inputValue());
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await screenshot(page, 'authors-form-read-only');
    await expectAccessible(page);
  });
});

describe('strings (/strings)', () => {
  it('lists Global, German, Dutch, Portuguese and Czech, each with Edit to its placeholder /strings/edit/{id}', async () => {
    const page = await signedIn(office.accounts.admin, '/strings');
    await page.getByRole('heading', { name: 'Strings' }).waitFor();
    await rows(page).first().waitFor();
    expect(await namesShown(page)).toEqual(['Global', 'German', 'Dutch', 'Portuguese', 'Czech']);
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Language', 'Actions']);
    await screenshot(page, 'strings-list');
    await expectAccessible(page);
    await row(page, 'German').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === '/strings/edit/de');
    await page.getByRole('heading', { name: 'Edit string' }).waitFor();
    await screenshot(page, 'strings-edit-placeholder');
    await expectAccessible(page);
    await page.goBack();
    await row(page, 'Czech').getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL((url) => url.pathname === '/strings/edit/cs');
    await page.goto(office.baseUrl + '/strings/add');
    await page.getByRole('heading', { name: 'Add string' }).waitFor();
  });
});

describe('locale picker (/locals)', () => {
  it('shows tiles Global and German; choosing one only logs it', async () => {
    const page = await signedIn(office.accounts.admin, '/locals');
    await page.getByText('Global', { exact: true }).waitFor();
    expect(await page.locator('.engine-tile').allInnerTexts()).toEqual(['Global', 'German']);
    await screenshot(page, 'locals');
    await expectAccessible(page);
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.locator('.engine-tile', { hasText: 'German' }).click();
    await page.locator('.engine-tile', { hasText: 'Global' }).click();
    await expect.poll(() => logged.filter((t) => t.startsWith('locale chosen:'))).toEqual(['locale chosen: de', 'locale chosen: global']);
    expect(new URL(page.url()).pathname).toBe('/locals');
  });
});
