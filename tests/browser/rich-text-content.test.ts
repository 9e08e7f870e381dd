import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, nextBody, openSignedIn } from './support/screen';

// Issue 15, item 4 and the `&nbsp;` defect: the CONTENT tab (screens/fragments/content-tab.json) on a review, as an
// editor uses it: text with spaces and an image from the gallery saved with ordinary spaces, the image with its
// alt text and the class 'lazy', kept after a reload; content an older editor stored with `&nbsp;` is cleaned by
// its next save without counting as a change; a stale save opens the conflict dialog.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const editor = (page: Page) => page.locator('.bo-richtext .ql-editor');
const saveContent = (page: Page) => page.getByRole('button', { name: 'Save content' });
const unsaved = (page: Page) => page.getByText('Unsaved changes');
const NBSP = '\u00a0';

async function createReview(name: string): Promise<number> {
  return (await api('POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
}
async function openContent(reviewId: number): Promise<Page> {
  const page = await openSignedIn(office, `/review/${reviewId}?tab=content`);
  await editor(page).waitFor();
  return page;
}
const storedContent = async (reviewId: number) => (await api(`GET`, `/Review/${reviewId}`)).reviewContent as string;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('CONTENT of a review', () => {
  it('stores typed text with ordinary spaces and a gallery image with its alt text and the class lazy; a reload shows them', async () => {
    const id = await createReview('Ikaros Content Test');
    await office.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: office.baseUrl });
    const page = await openContent(id);
    expect(await page.locator('.bo-richtext .ql-container').evaluate((e) => e.getBoundingClientRect().height)).toBe(600);
    expect(await unsaved(page).count()).toBe(0);
    await editor(page).click();
    await page.keyboard.type('Probe content abc');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert image from gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await gallery.getByRole('button', { name: 'Insert', exact: true }).click();
    await editor(page).locator('img').waitFor();
    await expectNotice(page, 'Caption copied to clipboard.');
    // The caret is after the image, in the editor: typing goes on there.
    expect(await editor(page).evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type(' and more words after it');
    await unsaved(page).waitFor();
    await screenshot(page, 'content-spaces-typed');

    const put = nextBody(page, 'PUT', '/Review/Content');
    await saveContent(page).click();
    const body = await put;
    expect(body).toMatchObject({ id, version: expect.any(Number) });
    expect(body.content).toContain('<p>Probe content abc</p>');
    expect(body.content).not.toContain('&nbsp;');
    await expectNotice(page, 'Successfully updated content.');

    const stored = await storedContent(id);
    expect(stored).toContain('<p>Probe content abc</p>');
    expect(stored).not.toContain('&nbsp;');
    expect(stored).not.toContain(NBSP);
    expect(stored).toMatch(/<img [^>]*alt="Money flowing from investors to borrowers"/);
    expect(stored).toMatch(/<img [^>]*class="lazy"/);
    expect(stored).toContain('> and more words after it</p>');

    await page.reload();
    await editor(page).getByText('Probe content abc').waitFor();
    await editor(page).getByText('and more words after it').waitFor();
    expect(await editor(page).locator('img').getAttribute('alt')).toBe('Money flowing from investors to borrowers');
    expect(await editor(page).locator('img').getAttribute('class')).toContain('lazy');
    expect(await unsaved(page).count()).toBe(0);
    await expectAccessible(page, 'review CONTENT with an image');
  });

  it('keeps a non-breaking space typed on purpose and both spaces of a double space', async () => {
    const id = await createReview('Juno Content Test');
    const page = await openContent(id);
    await editor(page).click();
    await page.keyboard.type('Pay 10');
    await page.keyboard.insertText(NBSP);
    await page.keyboard.type('% now, two  spaces');
    const put = nextBody(page, 'PUT', '/Review/Content');
    await saveContent(page).click();
    expect((await put).content).toBe('<p>Pay 10&nbsp;% now, two &nbsp;spaces</p>');
    await expectNotice(page, 'Successfully updated content.');
    // Loaded again, Quill reads the non-breaking space as a space (its clipboard does so with any), and the double space stays.
    await page.reload();
    await editor(page).getByText(/^Pay 10/).waitFor();
    expect(await editor(page).innerText()).toBe('Pay 10 % now, two  spaces');
  });

  it('content an older editor stored with &nbsp; opens unchanged and is stored with ordinary spaces by the next save', async () => {
    const id = await createReview('Kallisto Content Test');
    await api('PUT', '/Review/Content', { id, content: '<p>Older&nbsp;text&nbsp;with&nbsp;non-breaking&nbsp;spaces</p>' });
    expect(await storedContent(id)).toContain(NBSP);
    const page = await openContent(id);
    await editor(page).getByText(/^Older.text/).waitFor();
    expect(await unsaved(page).count()).toBe(0);
    const put = nextBody(page, 'PUT', '/Review/Content');
    await saveContent(page).click();
    expect((await put).content).toBe('<p>Older text with non-breaking spaces</p>');
    await expectNotice(page, 'Successfully updated content.');
    expect(await storedContent(id)).toBe('<p>Older text with non-breaking spaces</p>');
  });

  it('an emptied editor saves empty content', async () => {
    const id = await createReview('Kore Content Test');
    await api('PUT', '/Review/Content', { id, content: '<p>To be removed</p>' });
    const page = await openContent(id);
    await editor(page).getByText('To be removed').waitFor();
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    const put = nextBody(page, 'PUT', '/Review/Content');
    await saveContent(page).click();
    expect((await put).content).toBe('');
    await expectNotice(page, 'Successfully updated content.');
    expect(await storedContent(id)).toBe('');
  });

  it('a content save based on an older version opens the conflict dialog; Overwrite with mine saves knowingly', async () => {
    const id = await createReview('Leda Content Test');
    const page = await openContent(id);
    await api('PUT', '/Review/Content', { id, content: '<p>Saved by someone else</p>' });
    await editor(page).click();
    await page.keyboard.type('Mine');
    office.consoleErrors.allow(/status of 409/);
    await saveContent(page).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record' });
    await dialog.waitFor();
    expect(await dialog.getByRole('row', { name: /^Content/ }).getByRole('cell').first().innerText()).toContain('Saved by someone else');
    await expectAccessible(page, 'the conflict dialog of a content save');
    await screenshot(page, 'content-conflict');
    expect(await storedContent(id)).toBe('<p>Saved by someone else</p>');
    await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
    await expectNotice(page, 'Successfully updated content.');
    expect(await storedContent(id)).toBe('<p>Mine</p>');
  });
});
