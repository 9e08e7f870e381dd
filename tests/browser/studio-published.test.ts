import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice, type BackOffice } from './support/back-office';
import { REPO_ROOT } from './support/paths';
import { adminApi, field, heading } from './support/screen';

const SCREEN = '/Screens/settings/bonus-settings';
const shipped = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'screens/settings/bonus-settings.json'), 'utf8'));
const relabelled = { ...shipped, parts: [{ ...shipped.parts[0], label: 'Bonus page headline' }, ...shipped.parts.slice(1)] };

// Issue 20, item 4: a change published takes effect on an editor's next opening of its screen, without a rebuild.
describe('a published screen change reaches the editors', () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  /** Opens the bonus settings from the settings hub, inside the app already running (no reload). */
  async function openBonusSettings(page: Page) {
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await page.locator('.engine-tile').filter({ hasText: /^Bonus$/ }).click();
    await heading(page, 'Bonus settings').waitFor();
  }

  it('the administrator publishes a relabelled field; the editor sees it on the next opening, and the shipped label after a revert', async () => {
    const editor = await office.page();
    await office.signIn(editor, office.accounts.chiefEditor, '/bonussettings');
    await field(editor, 'Page Title').waitFor();

    const { version } = await adminApi<{ version: number }>(office, 'POST', `${SCREEN}/Publish`, { descriptor: relabelled, baseVersion: 0 });
    await openBonusSettings(editor);
    await field(editor, 'Bonus page headline').waitFor();
    expect(await field(editor, 'Page Title').count()).toBe(0);
    // The field is the same entity field as shipped: the stored title is in it.
    const stored = await adminApi<{ title: string | null }>(office, 'GET', '/PagesSettings/GetBonusSettingsByLangId/1?UseCase=Dashboard');
    expect(await field(editor, 'Bonus page headline').inputValue()).toBe(stored.title ?? '');

    expect(await adminApi<{ version: number }>(office, 'POST', `${SCREEN}/Revert`, { version: 0 })).toEqual({ version: version + 1 });
    await openBonusSettings(editor);
    await field(editor, 'Page Title').waitFor();
    expect(await field(editor, 'Bonus page headline').count()).toBe(0);
  });
});
