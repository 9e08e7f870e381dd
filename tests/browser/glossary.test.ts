import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, field, openSignedIn, rowWith, saveButton, switchTheme } from './support/screen';

// Issue 33, item 4, "Done when": a platform name changed in a German text is underlined as a glossary breach and
// readiness warns about it; the glossary is a Settings screen holding the platforms' names from the start.

type Row = Record<string, any>;
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const viewShot = async (page: Page, name: string) => page.screenshot({ path: await screenshot(page, name) });

describe('glossary', () => {
  it('underlines a platform name changed in a German review as it is typed, readiness warns once saved, and the glossary lists the name', async () => {
    const name = 'Norvia Lend';
    const english = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
    await adminApi(office, 'PUT', '/Review/Parent', { ...(await adminApi<Row>(office, 'GET', `/Review/${english}`)), customMessage: 'Norvia Lend finances small businesses in the Baltics' });
    const german = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 2, name, isActive: false, ExistingReviewId: english })).reviewId as number;

    const page = await openSignedIn(office, `/review/${german}?lang=de`);
    await page.setViewportSize({ width: 1400, height: 900 });
    const message = field(page, 'Custom message');
    await message.fill('Norvia Lent finanziert kleine Unternehmen im Baltikum');
    // Beneath the field, before any save: the altered name underlined in its context, and what the term wants.
    const breach = page.getByRole('group', { name: 'Custom message: glossary' });
    await breach.getByText('The name "Norvia Lend" must stay as it is.').waitFor();
    expect(await breach.locator('mark').allInnerTexts()).toEqual(['Norvia Lent']);
    expect(await breach.locator('mark').evaluate((el) => getComputedStyle(el).textDecorationStyle)).toBe('wavy');
    await breach.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the review editor with a glossary breach');
    await viewShot(page, 'glossary-breach-light');
    await switchTheme(page, 'Dark mode');
    await viewShot(page, 'glossary-breach-dark');
    await switchTheme(page, 'Light mode');

    // Saved, readiness warns about the field.
    await saveButton(page).click();
    await expectNotice(page, 'Successfully updated review.');
    const panel = page.getByRole('region', { name: 'Readiness' });
    await panel.getByText('This text breaks a glossary term.').waitFor();

    // Put right, the line goes.
    await message.fill('Norvia Lend finanziert kleine Unternehmen im Baltikum');
    await breach.waitFor({ state: 'detached' });

    // The glossary under Settings has the platform's name from the data.
    await page.goto(`${office.baseUrl}/glossary`);
    const row = rowWith(page, name);
    await row.getByText('Platform name', { exact: true }).waitFor();
    expect(await row.getByText('Never translate', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'the glossary');
    await viewShot(page, 'glossary-list-light');
    await switchTheme(page, 'Dark mode');
    await viewShot(page, 'glossary-list-dark');
    await switchTheme(page, 'Light mode');

    // An editor's own term: a fixed translation in German, added through the form.
    await page.getByRole('button', { name: 'Add term' }).click();
    await page.waitForURL((url) => url.pathname === '/glossary/add/-1');
    await field(page, 'Kind').selectOption({ label: 'Fixed translation' });
    await field(page, 'Target language').selectOption({ label: 'German' });
    await field(page, 'English term').fill('Buyback guarantee');
    await field(page, 'Translation').fill('Rückkaufgarantie');
    await expectAccessible(page, 'the glossary term form');
    await viewShot(page, 'glossary-form-light');
    await saveButton(page).click();
    await page.waitForURL((url) => url.pathname === '/glossary');
    const own = rowWith(page, 'Buyback guarantee');
    await own.getByText('Rückkaufgarantie', { exact: true }).waitFor();
    expect(await own.getByText('Editor', { exact: true }).count()).toBe(1);
  });
});
