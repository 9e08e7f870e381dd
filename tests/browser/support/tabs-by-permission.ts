import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNotice, screenshot } from './back-office';
import { ownerAccessible, type ContentOwner } from './content-owner';
import { editor, field, noEnabledButton, saveButton, tab } from './screen';

/**
 * First document §6 on the CONTENT and FAQ tabs of a record open in `page`, for a role that may only read: the
 * content is shown without Save content or the editor's tools (`tools`, the toolbar buttons that insert something),
 * and the FAQ without Add entry, Save or an editable title.
 */
export async function readOnlyContentAndFaq(page: Page, owner: ContentOwner, tools: string[] = ['Insert image from gallery']): Promise<void> {
  await tab(page, 'CONTENT').click();
  await page.locator('.bo-richtext').waitFor();
  await noEnabledButton(page, 'Save content');
  for (const tool of tools) expect(await page.getByRole('button', { name: tool }).count(), tool).toBe(0);
  await ownerAccessible(page, owner, `${owner.name} CONTENT as a reader`);
  await tab(page, 'FAQ').click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'faq');
  await field(page, 'FAQ title').waitFor();
  expect(await field(page, 'FAQ title').isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Add entry' }).isDisabled()).toBe(true);
  await noEnabledButton(page, 'Save');
  await ownerAccessible(page, owner, `${owner.name} FAQ as a reader`);
  await screenshot(page, `${owner.name}-faq-reader`);
}

/** A role that may write saves the CONTENT and the FAQ of the record `id` open in `page`, each with its notice. */
export async function writerSavesContentAndFaq(page: Page, owner: ContentOwner, id: number): Promise<void> {
  await tab(page, 'CONTENT').click();
  await editor(page).click();
  await page.keyboard.type('Content by a writer');
  await page.getByRole('button', { name: 'Save content' }).click();
  await expectNotice(page, owner.notices.content);
  await tab(page, 'FAQ').click();
  await field(page, 'FAQ title').fill('Questions for the writer');
  await field(page, 'Question').first().fill('Who wrote this?');
  await field(page, 'Answer').first().fill('A writer.');
  await saveButton(page).click();
  await expectNotice(page, owner.notices.faq);
  expect(await owner.storedContent(id)).toBe('<p>Content by a writer</p>');
}
