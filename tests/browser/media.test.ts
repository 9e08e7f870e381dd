import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/media/png';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { openSignedIn } from './support/screen';

// The media library (/media) and its picker in forms: first document, sections 2, 4, 7, 8 and 9 (Media).

let office: BackOffice;

const png = (i: number) => encodePng(24, 16, (x, y) => [(x * 10 + i * 40) % 256, (y * 15) % 256, (i * 70) % 256]);
const tiles = (page: Page) => page.locator('.bo-media-grid .bo-media-tile');
const total = (page: Page, n: number) => page.getByText(`Total ${n} items`, { exact: true }).waitFor();
/** Waits until dialogs have finished opening (Blueprint fades them in), for a clean screenshot. */
const settled = (page: Page) => expect.poll(() => page.locator('[class*="overlay-enter-active"], [class*="overlay-appear-active"]').count()).toBe(0);

async function openLibrary(page: Page) {
  await page.getByRole('heading', { name: 'Media', exact: true }).waitFor();
  await tiles(page).first().waitFor();
}

/** The library opened on one file's details, and the confirmation its Delete Permanently opens. */
async function confirmDeleteOf(name: string, account?: Account) {
  const page = await openSignedIn(office, '/media', account);
  await openLibrary(page);
  await page.getByLabel('Search').fill(name.replace(/\.\w+$/, ''));
  await page.getByRole('button', { name: `Details of ${name}` }).click();
  await page.getByRole('button', { name: 'Delete Permanently' }).click();
  return { page, confirm: page.getByRole('dialog', { name: 'Confirm your action' }) };
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('media library (/media)', () => {
  it("opens on the language's folder with thumbnails, the details of a file, and is accessible", async () => {
    const page = await openSignedIn(office, '/media');
    await openLibrary(page);
    await total(page, 2);
    expect(await page.getByLabel('Folder', { exact: true }).inputValue()).toBe('EN');
    await page.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await page.getByText('800 × 420').waitFor();
    expect(await page.getByLabel('Alt text', { exact: true }).inputValue()).toBe('Money flowing from investors to borrowers');
    expect(await page.locator('.bo-media-grid img').first().getAttribute('loading')).toBe('lazy');
    await screenshot(page, 'media-library');
    await expectAccessible(page);
  });

  it('uploads several files with progress, refuses details meanwhile, then lists them with paging', async () => {
    const page = await openSignedIn(office, '/media');
    await openLibrary(page);
    // Each upload waits a moment, so that the progress and the wait notice can be seen.
    await page.route('**/api/AWSS3File/uploadFile**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const files = Array.from({ length: 12 }, (_, i) => ({ name: `upload-${String(i).padStart(2, '0')}.png`, mimeType: 'image/png', buffer: png(i) }));
    await page.locator('input[type=file]').setInputFiles(files);
    await page.getByRole('progressbar', { name: 'Total upload progress' }).waitFor();
    expect(await page.getByRole('progressbar', { name: /^Upload of upload-/ }).count()).toBe(12);
    await screenshot(page, 'media-uploading');
    await page.getByRole('button', { name: 'Details of portfolio-diversification.png' }).click();
    await expectNotice(page, 'Please wait for uploading to finish.');
    await expectNotice(page, 'Images has been uploaded', 20_000);
    await total(page, 14);
    expect(await tiles(page).count()).toBe(10);
    await page.getByLabel('Rows per page').selectOption('20');
    await expect.poll(() => tiles(page).count()).toBe(14);
    await page.getByLabel('Rows per page').selectOption('10');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => tiles(page).count()).toBe(4);
    await screenshot(page, 'media-page-2');
  });

  it('filters by secondary folder, folder, missing alt text and search', async () => {
    const page = await openSignedIn(office, '/media');
    await openLibrary(page);
    await page.getByLabel('Secondary folder').selectOption('BLOG_FEATURED_IMAGES');
    await page.getByRole('button', { name: 'Details of BLOG_FEATURED_IMAGES/buyback-guarantee-explained.png' }).waitFor();
    await total(page, 1);
    await page.getByLabel('Folder', { exact: true }).selectOption('LOGOS');
    expect(await page.getByLabel('Secondary folder').count()).toBe(0);
    await page.getByLabel('Folder', { exact: true }).selectOption('EN');
    await page.getByText('Missing alt text').click();
    await total(page, 12);
    await page.getByText('Missing alt text').click();
    await page.getByLabel('Search').fill('portfolio');
    await total(page, 1);
    await page.getByRole('button', { name: 'Details of portfolio-diversification.png' }).waitFor();
  });

  it('saves details that survive a reload, and copies the URL', async () => {
    await office.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: office.baseUrl });
    const page = await openSignedIn(office, '/media');
    await openLibrary(page);
    await page.getByLabel('Search').fill('upload-03');
    await page.getByRole('button', { name: 'Details of upload-03.png' }).click();
    await page.getByLabel('Alt text', { exact: true }).fill('Third test square');
    await page.getByLabel('Caption').fill('A caption');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Image details successfully saved.');
    await page.getByRole('button', { name: 'Copy URL to Clipboard' }).click();
    await expectNotice(page, 'Copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/EN\/upload-03\.png$/);
    await page.reload();
    await openLibrary(page);
    await page.getByLabel('Search').fill('upload-03');
    await page.getByRole('button', { name: 'Details of upload-03.png' }).click();
    await expect.poll(() => page.getByLabel('Alt text', { exact: true }).inputValue()).toBe('Third test square');
  });

  it('deletes ticked files after showing where they are used', async () => {
    const page = await openSignedIn(office, '/media');
    await openLibrary(page);
    await page.getByLabel('Search').fill('upload-0');
    await total(page, 10);
    await page.getByRole('checkbox', { name: 'upload-00.png' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'upload-01.png' }).check({ force: true });
    await page.getByText('2 item(s) selected').waitFor();
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    // The bulk dialog counts what it deletes (issue 17, item 11), in place of the one item's question.
    await confirm.getByText('Delete 2 files?').waitFor();
    await confirm.getByText('These files are used nowhere.').waitFor();
    await settled(page);
    await screenshot(page, 'media-delete-confirm');
    await expectAccessible(page, '/media delete confirmation');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Images deleted successfully.');
    await total(page, 8);
    expect(await page.getByText(/item\(s\) selected/).count()).toBe(0);
  });

  it('before Delete Permanently, says where the file is used in any language, with links to those records', async () => {
    const token = (await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: office.accounts.admin.username, password: office.accounts.admin.password } })).json().token;
    const api = (method: 'GET' | 'PUT', url: string, payload?: object) => office.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    const [author] = (await api('GET', '/Authors/GetAuthorsByLanguageId?langid=1')).json();
    expect((await api('PUT', '/Authors', { authorID: author.authorID, languageId: 1, authorName: author.authorName, tagline: author.tagline, image: 'upload-04.png' })).statusCode).toBe(200);
    const [german] = (await api('GET', '/Review/GetListOfReviewByLangId/2')).json() as { value: number; label: string }[];
    const content = '<p>Chart</p><p><img src="/media-files/EN/upload-04.png" alt="Chart"></p>';
    expect((await api('PUT', '/Review/Content', { id: german.value, content })).statusCode).toBe(200);

    const { page, confirm } = await confirmDeleteOf('upload-04.png');
    await confirm.getByText('Still in use').waitFor();
    expect(await confirm.getByRole('link', { name: author.authorName }).getAttribute('href')).toBe(`/authors/edit/${author.authorID}`);
    expect(await confirm.getByRole('link', { name: german.label }).getAttribute('href')).toBe(`/review/${german.value}`);
    expect(await confirm.getByRole('listitem').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^Review \(DE\): /)]));
    await settled(page);
    await screenshot(page, 'media-delete-in-use');
    await expectAccessible(page, '/media delete confirmation of a file in use');
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    await total(page, 1);
  });

  it('before a delete, counts the uses in languages the user cannot read without naming them', async () => {
    const token = (await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: office.accounts.admin.username, password: office.accounts.admin.password } })).json().token;
    const api = (url: string, payload: object) => office.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    // Media admin and author read in English only: the English author is named, the German review only counted.
    const account = { username: 'media.en@test.local', password: 'media-en-password-2026', name: 'Mia English' };
    const { userId } = (await api('/Users/Register', { firstName: 'Mia', lastName: 'English', username: account.username, password: account.password })).json();
    const grants = [[46, 9], [48, 7]].map(([dataTypeId, roleId]) => ({ userId, languageId: 1, dataTypeId, roleId }));
    expect((await api('/Permissions', grants)).statusCode).toBe(200);

    const { page, confirm } = await confirmDeleteOf('upload-04.png', account);
    await confirm.getByText('Still in use').waitFor();
    await confirm.getByText('and 1 use in a language you cannot read').waitFor();
    expect(await confirm.getByRole('link').count()).toBe(1);
    expect(await confirm.innerText()).not.toMatch(/Review \(DE\)/);
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('shows a reader no upload and no delete, and Save disabled', async () => {
    const page = await openSignedIn(office, '/media', office.accounts.readerDe);
    await openLibrary(page);
    expect(await page.getByLabel('Folder', { exact: true }).inputValue()).toBe('DE');
    expect(await page.getByRole('button', { name: 'Drag & Drop or Click' }).count()).toBe(0);
    await tiles(page).first().locator('button.bo-media-thumb').click();
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Permanently' }).count()).toBe(0);
  });
});

describe('media picker', () => {
  it("puts the chosen image's name into an author's image field", async () => {
    const page = await openSignedIn(office, '/authors/add');
    await page.getByRole('button', { name: 'Open gallery' }).click();
    const picker = page.getByRole('dialog', { name: 'Media library' });
    await picker.getByLabel('Search').fill('portfolio');
    await picker.getByRole('button', { name: 'Details of portfolio-diversification.png' }).click();
    await picker.getByText('Chosen: portfolio-diversification.png').waitFor();
    await settled(page);
    await screenshot(page, 'media-picker');
    await expectAccessible(page, 'media picker');
    await picker.getByRole('button', { name: 'Choose', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await page.getByLabel(/^\s*Image/).inputValue()).toBe('portfolio-diversification.png');
  });

  it('inserts an image into review content with its alt text and copies its caption', async () => {
    await office.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: office.baseUrl });
    const login = await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: office.accounts.admin.username, password: office.accounts.admin.password } });
    const reviews = await office.app.inject({ method: 'GET', url: '/api/Review/GetListOfReviewByLangId/1', headers: { authorization: `Bearer ${login.json().token}` } });
    const id = (reviews.json() as { value: number }[])[0].value;
    const page = await openSignedIn(office, `/review/${id}?tab=content`);
    await page.locator('.bo-richtext .ql-editor').click();
    await page.getByRole('button', { name: 'Insert image from gallery' }).click();
    const picker = page.getByRole('dialog', { name: 'Media library' });
    await picker.getByLabel('Search').fill('overview');
    await picker.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await picker.getByRole('button', { name: 'Insert', exact: true }).click();
    const image = page.locator('.bo-richtext .ql-editor img');
    await image.waitFor();
    expect(await image.getAttribute('alt')).toBe('Money flowing from investors to borrowers');
    await expectNotice(page, 'Caption copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('How peer-to-peer lending connects investors and borrowers.');
  });
});
