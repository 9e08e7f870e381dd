import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNotice, screenshot, type BackOffice } from './back-office';
import { ownerAccessible, type ContentOwner } from './content-owner';
import { editor, nextBody } from './screen';

const TYPED = 'Compare the platforms side by side';
const AFTER_IMAGE = ' with a few words after it';
const ALT = 'Money flowing from investors to borrowers';
const CAPTION = 'How peer-to-peer lending connects investors and borrowers.';
const NBSP = '\u00a0';

/** Lets the tab read and write the clipboard, where inserting an image puts its caption. */
export const allowClipboard = (office: BackOffice) => office.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: office.baseUrl });

/**
 * The CONTENT tab of a record of the owner, open in `page` with its editor drawn (see allowClipboard): 600 pixels
 * high; typed text and an image from the gallery (its alt text, the class lazy, its caption copied) are saved with
 * the record's version, stored with ordinary spaces and read again after a reload. `beforeSave` adds what only
 * this owner's editor offers. Returns the content stored.
 */
export async function contentScenario(
  page: Page,
  office: BackOffice,
  owner: ContentOwner,
  id: number,
  beforeSave: (page: Page) => Promise<void> = async () => undefined,
): Promise<string> {
  expect(await page.locator('.bo-richtext .ql-container').evaluate((e) => e.getBoundingClientRect().height)).toBe(600);
  await editor(page).click();
  await page.keyboard.type(TYPED);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert image from gallery' }).click();
  const gallery = page.getByRole('dialog', { name: 'Media library' });
  await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
  await ownerAccessible(page, owner, `the gallery picker of ${owner.name} CONTENT`);
  await gallery.getByRole('button', { name: 'Insert', exact: true }).click();
  const image = editor(page).locator('img');
  await image.waitFor();
  await expectNotice(page, 'Caption copied to clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CAPTION);
  expect(await image.getAttribute('alt')).toBe(ALT);
  expect(await image.getAttribute('class')).toContain('lazy');
  await page.keyboard.type(AFTER_IMAGE);
  await beforeSave(page);
  await screenshot(page, `${owner.name}-content`);

  const put = nextBody(page, 'PUT', owner.contentPut);
  await page.getByRole('button', { name: 'Save content' }).click();
  const body = await put;
  expect(body).toMatchObject({ id, version: expect.any(Number) });
  expect(body.content).toContain(`alt="${ALT}"`);
  await expectNotice(page, owner.notices.content);
  const stored = await owner.storedContent(id);
  expect(stored).toContain(`<p>${TYPED}</p>`);
  expect(stored).toContain(`${AFTER_IMAGE}</p>`);
  expect(stored).not.toContain('&nbsp;');
  expect(stored).not.toContain(NBSP);
  expect(stored).toMatch(new RegExp(`<img [^>]*alt="${ALT}"`));
  expect(stored).toMatch(/<img [^>]*class="lazy"/);

  await page.reload();
  await editor(page).getByText(TYPED).waitFor();
  await editor(page).getByText(AFTER_IMAGE.trim()).waitFor();
  expect(await editor(page).locator('img').getAttribute('alt')).toBe(ALT);
  expect(await editor(page).locator('img').getAttribute('class')).toContain('lazy');
  expect(await page.getByText('Unsaved changes').count()).toBe(0);
  await ownerAccessible(page, owner, `${owner.name} CONTENT`);
  return stored;
}
