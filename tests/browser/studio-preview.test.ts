import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn, writesOf } from './support/screen';

// Issue 20, item 3: the live preview beside the studio's editor. The screen drawn from the edited descriptor, in
// any language, on the real data, read-only: the bonus settings previewed in German show the German record, with
// every field disabled, under the studio's own h1, and no write leaves the preview.

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const preview = (page: Page) => page.getByRole('region', { name: /^Preview · / });

/** The studio's Preview view (a tab or a panel), in the language chosen by its tag (the studio's choice, not the top bar's). */
async function showPreview(page: Page, tag: string): Promise<Locator> {
  const studio = page.locator('#main-content');
  const asTab = studio.getByRole('tab', { name: 'Preview', exact: true });
  // The studio's views draw after its h1 (the editor's code loads first): what is counted below must be there.
  await asTab.or(preview(page)).first().waitFor();
  if (await asTab.count()) await asTab.click();
  const choice = studio.getByRole('combobox', { name: /language/i });
  if (await choice.count()) await choice.first().selectOption({ label: tag });
  else await studio.getByRole('radio', { name: tag, exact: true }).or(studio.getByRole('button', { name: tag, exact: true })).first().click();
  const panel = preview(page);
  await panel.getByText(`Preview · ${tag}`, { exact: true }).waitFor();
  return panel;
}

describe('the studio preview (/studio/settings/bonus-settings)', () => {
  it('the preview in German: the German record, fields disabled, no save call made', async () => {
    const german = await adminApi<{ title: string }>(office, 'GET', '/PagesSettings/GetBonusSettingsByLangId/2?UseCase=Dashboard');
    const page = await openSignedIn(office, '/studio/settings/bonus-settings');
    const writes = writesOf(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const panel = await showPreview(page, 'DE');

    const title = field(panel, 'Page Title');
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe(german.title);
    expect(await title.isDisabled()).toBe(true);
    expect(await field(panel, 'Subtitle').isDisabled()).toBe(true);
    await panel.getByText('You can view this screen but not change it').waitFor();
    // The studio owns the page's one h1; the previewed screen's title is a heading under it.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await panel.getByRole('heading', { level: 1 }).count()).toBe(0);
    for (const save of await panel.getByRole('button', { name: 'Save', exact: true }).all()) expect(await save.isDisabled()).toBe(true);

    // A disabled box takes no focus: Ctrl+S is pressed inside the panel, where a save would start.
    await panel.getByText('You can view this screen but not change it').click();
    await page.keyboard.press('Control+s');
    // Then the preview is asked for English: a write Ctrl+S set off would have left before that read, so once the
    // English record is drawn, none did.
    const english = await adminApi<{ title: string }>(office, 'GET', '/PagesSettings/GetBonusSettingsByLangId/1?UseCase=Dashboard');
    const inEnglish = await showPreview(page, 'EN');
    await expect.poll(() => field(inEnglish, 'Page Title').inputValue(), { timeout: 10_000 }).toBe(english.title);
    expect(writes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/studio/settings/bonus-settings');
    await screenshot(page, 'studio-preview-de');
    await expectAccessible(page, 'the studio preview in German');
    await page.close();
  });
});
