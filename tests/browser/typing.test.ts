import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, nextBody, openSignedIn, rowWith, saveButton } from './support/screen';

// Issue 17, item 13 (typing): a text box holds the keys typed into it until typing pauses, so a key redraws the
// box and not the whole review editor. Nothing typed is lost or late: a save, Ctrl+S, Enter in a dialog and
// leaving the screen all see every key, and the length count and the section's unsaved mark follow as keys come.

let office: BackOffice;
const prompt = (page: Page) => page.getByRole('alertdialog');
const nameLimit = (page: Page) => page.locator('[id$="_name__limit"]');

async function newReview(name: string): Promise<number> {
  const created = await adminApi<{ reviewId: number }>(office, 'POST', '/Review', { languageId: 1, name, isActive: true });
  return created.reviewId;
}

async function openEditor(id: number): Promise<Page> {
  const page = await openSignedIn(office, `/review/${id}?tab=edit`);
  await expect.poll(() => field(page, 'Name').isEditable()).toBe(true);
  return page;
}

/** Types at the end of a box with no pause between keys: all of it is still held when the next step comes. */
async function typeFast(page: Page, label: string, text: string) {
  await field(page, label).click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('typing into the review editor', () => {
  it('Ctrl+S right after the last key saves every key typed', async () => {
    const id = await newReview('Hollow Lend');
    const page = await openEditor(id);
    await typeFast(page, 'Name', ' Fast Typist');
    const saved = nextBody(page, 'PUT', '/Review/Parent');
    await page.keyboard.press('Control+s');
    expect((await saved).name).toBe('Hollow Lend Fast Typist');
    await expectNotice(page, 'Successfully updated review.');
  });

  it('Save clicked right after the last key of a long text saves every key typed', async () => {
    const id = await newReview('Quarry Lend');
    const page = await openEditor(id);
    await typeFast(page, 'Custom message', 'Line one of the message');
    await page.keyboard.press('Enter');
    await page.keyboard.type('line two');
    const saved = nextBody(page, 'PUT', '/Review/Parent');
    await saveButton(page).click();
    expect((await saved).customMessage).toBe('Line one of the message\nline two');
    await expectNotice(page, 'Successfully updated review.');
    expect((await adminApi<{ customMessage: string }>(office, 'GET', `/Review/${id}`)).customMessage).toBe('Line one of the message\nline two');
  });

  it('leaving right after typing asks first, and Keep editing keeps every key', async () => {
    const id = await newReview('Ember Lend');
    const page = await openEditor(id);
    await typeFast(page, 'Legal name', 'Ember Lending AS');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await prompt(page).getByText('You have unsaved changes on this screen.').waitFor();
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/review/${id}`);
    expect(await field(page, 'Legal name').inputValue()).toBe('Ember Lending AS');
    const saved = nextBody(page, 'PUT', '/Review/Parent');
    await page.keyboard.press('Control+s');
    expect((await saved).legalName).toBe('Ember Lending AS');
  });

  it('going back right after typing asks first; Discard changes leaves the stored text as it was', async () => {
    const id = await newReview('Fjord Lend');
    const page = await openSignedIn(office, '/reviews');
    await rowWith(page, 'Fjord Lend').getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/review/${id}`);
    await expect.poll(() => field(page, 'Name').isEditable()).toBe(true);
    await typeFast(page, 'Email', 'desk@fjord.example');
    await page.goBack();
    await prompt(page).getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reviews');
    expect((await adminApi<{ email: string | null }>(office, 'GET', `/Review/${id}`)).email ?? '').toBe('');
  });

  it('the length count and the section mark follow each key, and the public address follows the name once typing pauses', async () => {
    const id = await newReview('Glacier Lend');
    const page = await openEditor(id);
    const address = await field(page, 'Public address').inputValue();
    await field(page, 'Name').fill('G'.repeat(170));
    await expect.poll(() => nameLimit(page).innerText()).toBe('170 / 200');
    await typeFast(page, 'Name', 'abc');
    // Read in one step, before typing has paused: the count is that of the box, key for key.
    const [count, length] = await page.evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('input[id$="_name"]')!;
      return [document.querySelector('[id$="_name__limit"]')!.textContent, box.value.length];
    });
    expect(length).toBe(173);
    expect(count).toBe('173 / 200');
    await page.locator('.bo-section-index-mark[data-mark="changed"]').first().waitFor();
    await expect.poll(() => field(page, 'Public address').inputValue()).not.toBe(address);
    await screenshot(page, 'typing-limit-count');
  });
});

describe('typing into a dialog', () => {
  it('Enter right after the last key of the Add Review name creates the review with every key', async () => {
    const page = await openSignedIn(office, '/reviews');
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, 'Name').click();
    const posted = nextBody(page, 'POST', '/Review');
    await page.keyboard.type('Harbour Quick Lend');
    await page.keyboard.press('Enter');
    expect((await posted).name).toBe('Harbour Quick Lend');
  });
});
