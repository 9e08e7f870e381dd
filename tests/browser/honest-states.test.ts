import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { REPO_ROOT } from './support/paths';
import { adminApi, openSignedIn, rowWith } from './support/screen';
import { replaceInCode, studioCode } from './support/studio';

// Issue 28, items 8 and 9: a record the user may not read says so in place of its form; a language without a role is
// "no access", never "missing"; a disabled action says why; the studio refuses a flagged descriptor and asks to
// confirm a summary of the change before it publishes, staying on the view the user was on.

let office: BackOffice;
/** A writer given Reviews in English, German and Dutch only, through the API as the administrator would. */
const threeLanguages: Account = { username: 'three.languages@p2p.local', password: 'three-languages-2026', name: 'Tess Trilingual' };
let spanishReview: { value: number; label: string };

beforeAll(async () => {
  office = await startBackOffice();
  const { userId } = await adminApi<{ userId: number }>(office, 'POST', '/Users/Register', { firstName: 'Tess', lastName: 'Trilingual', username: threeLanguages.username, password: threeLanguages.password });
  await adminApi(office, 'POST', '/Permissions', [1, 2, 6].map((languageId) => ({ userId, languageId, roleId: 8, dataTypeId: 1 })));
  [spanishReview] = await adminApi<{ value: number; label: string }[]>(office, 'GET', '/Review/GetListOfReviewByLangId/3');
});
afterAll(async () => {
  await office?.close();
});

/** Both themes, as a person switching the moon button would see them: the page is photographed in each. */
async function inBothThemes(page: Page, name: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => {
      document.documentElement.classList.toggle('bp6-dark', on);
      document.body.classList.toggle('bp6-dark', on);
    }, dark);
    await page.waitForFunction(() => !document.querySelector('[class*="-enter-active"], [class*="-appear-active"]'));
    // The viewport as the user sees it: a dialog's backdrop covers the window, not a full-page capture.
    await page.screenshot({ path: path.join(REPO_ROOT, 'test-results', 'screenshots', `${name}-${dark ? 'dark' : 'light'}.png`) });
  }
  await page.evaluate(() => {
    document.documentElement.classList.remove('bp6-dark');
    document.body.classList.remove('bp6-dark');
  });
}

const tooltip = (page: Page) => page.locator('.bp6-tooltip');

describe('a record the user may not read', () => {
  it('opened by its address shows "You do not have access to this review in Spanish" and no form, no Save', async () => {
    // The browser logs the refused reads itself; the screen says what they mean.
    office.consoleErrors.allow(/status of 403/);
    const page = await openSignedIn(office, `/review/${spanishReview.value}`, threeLanguages);
    await page.getByText('You do not have access to this review in Spanish', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'No access' }).count()).toBe(1);
    expect(await page.locator('.engine-form').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    // No generic failure over it: the refusal is the page.
    expect(await page.locator('.bp6-toast').filter({ hasText: /occur+ed/ }).count()).toBe(0);
    await inBothThemes(page, 'forbidden-record');
    await expectAccessible(page, 'a forbidden record');
  });

  it('in the list, Spanish and French read "no access", never "missing", and a greyed Delete says why on focus and hover', async () => {
    const page = await openSignedIn(office, '/reviews', threeLanguages);
    const row = rowWith(page, spanishReview.label);
    await row.getByText('English: present').waitFor();
    const markers = await row.locator('.bo-coverage .bo-visually-hidden').allInnerTexts();
    expect(markers).toEqual(['English: present', 'German: present', 'Spanish: no access', 'French: no access', 'Dutch: present']);

    const del = row.getByRole('button', { name: 'Delete' });
    expect(await del.isDisabled()).toBe(true);
    const why = row.locator('.engine-why-disabled').filter({ has: page.getByRole('button', { name: 'Delete' }) });
    const reason = tooltip(page).filter({ hasText: 'You may edit reviews in English but not delete them' });
    await why.hover();
    await reason.waitFor();
    await page.mouse.move(5, 700);
    await reason.waitFor({ state: 'detached' });
    // Reached with the keyboard: the wrapper takes the focus a disabled button cannot, and is described by the reason.
    await why.focus();
    await reason.waitFor();
    const described = await why.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe('You may edit reviews in English but not delete them');
    await screenshot(page, 'reviews-list-no-access');
    await expectAccessible(page, 'the reviews list of a writer in three languages');
  });
});

const code = studioCode;
const publish = (page: Page) => page.getByRole('group', { name: 'Screen actions' }).getByRole('button', { name: 'Publish', exact: true });


describe('the studio before it publishes', () => {
  it('refuses a descriptor its live check flags, then publishes with a summary to confirm and stays on the view', async () => {
    const page = await openSignedIn(office, '/studio/settings/academy-settings');
    await code(page).waitFor();
    await replaceInCode(page, '"label": "Page Title"', '"label": ""');
    const why = page.getByRole('group', { name: 'Screen actions' }).locator('.engine-why-disabled').filter({ has: page.getByRole('button', { name: 'Publish', exact: true }) });
    await expect.poll(() => why.count(), { timeout: 10_000 }).toBe(1);
    expect(await publish(page).isDisabled()).toBe(true);
    await why.hover();
    await tooltip(page).filter({ hasText: /^Fix 1 problem first: parts\[\d+\]\.label: must not be empty$/ }).waitFor();

    await replaceInCode(page, '"label": ""', '"label": "Headline"');
    await expect.poll(() => publish(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('tab', { name: 'Form', exact: true }).click();
    await page.getByRole('group', { name: 'Field Headline' }).waitFor();
    await publish(page).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this change?' });
    const relabelled = confirm.getByRole('region', { name: 'Fields relabelled' });
    expect(await relabelled.innerText()).toBe('1 field relabelled\ntitle: “Page Title” → “Headline”');
    expect(await confirm.getByRole('region', { name: 'Fields added' }).count()).toBe(0);
    await inBothThemes(page, 'studio-publish-confirmation');
    await expectAccessible(page, 'the publish confirmation');
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectNotice(page, 'has been published as version 1', 30_000);
    await page.getByText('runs version 1').waitFor();
    // The editor starts again from the published version, on the view the user was on.
    expect(await page.getByRole('tab', { name: 'Form', exact: true }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('group', { name: 'Field Headline' }).waitFor();
    const published = await adminApi<{ screen: string; descriptor: { parts: { name?: string; label?: string }[] } }[]>(office, 'GET', '/Screens/Published');
    expect(published.find((p) => p.screen === 'settings/academy-settings')?.descriptor.parts.find((p) => p.name === 'title')?.label).toBe('Headline');
  });
});
