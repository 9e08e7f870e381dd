import type { Page } from 'playwright-core';

/** The studio's code editor (CodeMirror's content). */
export const studioCode = (page: Page) => page.locator('.studio-code .cm-content');

/** Replaces every match in the studio's code editor the way a person would: its search panel (Ctrl+F), Replace all. */
export async function replaceInCode(page: Page, find: string, replace: string) {
  await studioCode(page).click();
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Find' }).fill(find);
  await page.getByRole('textbox', { name: 'Replace' }).fill(replace);
  await page.getByRole('button', { name: 'replace all' }).click();
  await page.keyboard.press('Escape');
}
