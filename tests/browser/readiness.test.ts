import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, field, openSignedIn, rowWith, saveButton, switchTheme } from './support/screen';

// Issue 32, "Done when": the German review with no SERP description shows "Not ready · 1" in the reviews list and in
// the translation overview, cannot be activated until the description is written, and the editor's panel takes the
// editor to the field.

type Row = Record<string, any>;
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const viewShot = async (page: Page, name: string) => page.screenshot({ path: await screenshot(page, name) });

describe('readiness of the German review', () => {
  it('shows Not ready · 1 in the list and the overview, refuses activation until the SERP description is written, and the panel goes to the field', async () => {
    const name = 'Quillon Lend';
    const english = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
    const german = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 2, name, isActive: true, ExistingReviewId: english })).reviewId as number;
    const serp = await adminApi<Row>(office, 'POST', '/Serps', { dataTypeId: 1, tableId: german, serpTitle: 'Quillon Lend Erfahrungen', serpDescription: '', subtitle: null });
    const stored = await adminApi<Row>(office, 'GET', `/Review/${german}`);
    await adminApi(office, 'PUT', '/Review/Child', { ...stored, serpId: serp.serpId });

    // The reviews list in German: the row's readiness.
    const page = await openSignedIn(office, '/reviews?lang=de');
    const row = rowWith(page, name);
    await row.getByText('Not ready · 1', { exact: true }).waitFor();
    await viewShot(page, 'readiness-reviews-list');

    // The overview with reviews and German chosen: the cell's readiness, the totals and the filter.
    await page.goto(`${office.baseUrl}/translations?type=reviews&language=de&readiness=notReady`);
    const line = page.locator('tbody tr').filter({ hasText: name });
    await line.getByText('Not ready · 1', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Readiness per language' }).getByText(/DE readiness/).waitFor();
    expect(await page.locator('#translations-readiness').inputValue()).toBe('notReady');
    await expectAccessible(page, 'the translation overview filtered by readiness');
    await viewShot(page, 'readiness-overview');

    // Switched off (as a bulk change would), the review cannot go live again from its editor while the description is empty.
    await adminApi(office, 'PUT', '/Review/Child', { ...(await adminApi<Row>(office, 'GET', `/Review/${german}`)), isActive: false });
    await page.goto(`${office.baseUrl}/review/${german}?lang=de`);
    const panel = page.getByRole('region', { name: 'Readiness' });
    await panel.getByText('Readiness in German: Not ready · 1').waitFor();
    office.consoleErrors.allow(/status of 409/); // the browser logs the refused save; the engine does not
    await field(page, 'Legal name').fill('Quillon Lend GmbH');
    await saveButton(page).click();
    await expectNotice(page, 'The SERP description is empty.');
    await panel.getByText('This cannot be activated yet').waitFor();
    expect((await adminApi<Row>(office, 'GET', `/Review/${german}`)).isActive).toBe(false);
    await page.setViewportSize({ width: 1400, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'the review editor with a refused activation');
    await viewShot(page, 'readiness-panel-light');
    await switchTheme(page, 'Dark mode');
    await viewShot(page, 'readiness-panel-dark');
    await switchTheme(page, 'Light mode');

    // The panel takes the editor to the field; once it is written the save activates the review.
    await panel.getByRole('button', { name: 'Go to SERP Description' }).click();
    const description = field(page, 'SERP Description');
    await expect.poll(() => description.evaluate((el) => el === document.activeElement)).toBe(true);
    await description.fill('Renditen, Risiken und Gebühren von Quillon Lend.');
    await saveButton(page).click();
    await expectNotice(page, 'Successfully updated review.');
    await panel.getByText('Readiness in German: Ready').waitFor();
    const saved = await adminApi<Row>(office, 'GET', `/Review/${german}`);
    expect(saved).toMatchObject({ isActive: true, legalName: 'Quillon Lend GmbH' });
  });

  it('takes the editor from a finding on the Edit tab to the text on the Content tab, focused', async () => {
    const name = 'Tabora Lend';
    const english = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 1, name, isActive: false })).reviewId as number;
    const german = (await adminApi<Row>(office, 'POST', '/Review', { languageId: 2, name, isActive: false, ExistingReviewId: english })).reviewId as number;
    await adminApi(office, 'PUT', '/Review/Content', { id: english, content: `<p>${'Tabora Lend pays monthly interest on every loan it lists. '.repeat(6)}</p>` });
    await adminApi(office, 'PUT', '/Review/Content', { id: german, content: '<p>Kurz.</p>' });

    const page = await openSignedIn(office, `/review/${german}?lang=de`);
    const panel = page.getByRole('region', { name: 'Readiness' });
    await panel.getByText('This text is under half the length of the English one.').waitFor();
    await panel.getByRole('listitem').filter({ hasText: 'This text is under half the length of the English one.' }).getByRole('button', { name: 'Go to Content (Content tab)' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Content' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('.ql-editor') !== null)).toBe(true);
    expect(new URL(page.url()).searchParams.get('field')).toBeNull();
  });

  it("the studio shows the reviews list's readiness rules and edits a rule's level", async () => {
    const page = await openSignedIn(office, '/studio/reviews/reviews-list');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByRole('tab', { name: 'Form', exact: true }).click();
    const rule = page.getByRole('group', { name: 'Rule requiredField serpDescription' });
    await rule.waitFor();
    expect(await page.getByRole('group', { name: /^Rule / }).count()).toBe(10);
    expect(await rule.getByLabel('Message').inputValue()).toBe('The SERP description is empty.');
    await rule.getByLabel('Level').selectOption('warns');
    await rule.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the studio's readiness rules");
    await viewShot(page, 'readiness-studio-rules');
  });
});
