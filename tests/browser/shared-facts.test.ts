import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn } from './support/screen';
import { platformValues } from '../api/reviews-support';

// Issue 18 item 4: shared facts. The Shared facts screen lists the translations whose facts differ from English,
// field by field, and syncs them (each save in the translation's history); a language the user may only read shows
// its drift without Sync; an English-only fact is read-only on a German review.

type Row = Record<string, any>;
let office: BackOffice;
let englishId: number;
let germanId: number;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);

/** The card of one translation on the report, by its name and language tag. */
const card = (page: Page, name: string, tag: string) => page.locator('.bp6-section-card').filter({ has: page.getByRole('table', { name: `Facts of ${name} (${tag}) that differ from English` }) });

async function openInLanguage(page: Page, path: string, languageId: number) {
  await page.evaluate((id) => sessionStorage.setItem('language', String(id)), languageId);
  await page.goto(office.baseUrl + path);
}

beforeAll(async () => {
  office = await startBackOffice();
  englishId = (await api('POST', '/Review', { languageId: 1, name: 'Factora', isActive: true })).reviewId;
  await api('PUT', '/Review/Parent', { ...(await api('GET', `/Review/${englishId}`)), ...platformValues });
  germanId = (await api('POST', '/Review', { languageId: 2, name: 'Factora DE', isActive: true, ExistingReviewId: englishId })).reviewId;
  // The German review's facts drift apart: saved with other figures than the English one.
  await api('PUT', '/Review/Child', { ...(await api('GET', `/Review/${germanId}`)), autoInvest: false, interestRange: '8% - 12%' });
});
afterAll(async () => {
  await office?.close();
});

describe('the Shared facts screen (/shared-facts)', () => {
  it('shows a user who may only read German its drift, without Sync', async () => {
    const page = await openSignedIn(office, '/reviews', office.accounts.writerEn);
    await page.getByRole('link', { name: 'Shared facts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shared facts' }).waitFor();
    const german = card(page, 'Factora DE', 'DE');
    await german.waitFor();
    expect(await german.getByRole('button', { name: 'Sync Factora DE (DE)' }).isDisabled()).toBe(true);
    await german.getByText('You may read DE but not change it').waitFor();
    expect(await page.getByRole('button', { name: 'Sync all' }).isDisabled()).toBe(true);
    // writer.en reads no French: no French translation is listed.
    expect(await page.getByRole('table', { name: /\(FR\) that differ/ }).count()).toBe(0);
  });

  it('lists each differing fact with its label, the English value and the translation\'s, and syncs one translation; its history shows it', async () => {
    const page = await openSignedIn(office, '/shared-facts');
    const german = card(page, 'Factora DE', 'DE');
    await german.waitFor();
    expect(await german.getByRole('row', { name: /^Auto invest/ }).innerText()).toBe('Auto invest\tYes\tNo');
    expect(await german.getByRole('row', { name: /^Interest range/ }).innerText()).toBe('Interest range\t9% - 14%\t8% - 12%');
    await screenshot(page, 'shared-facts');
    await expectAccessible(page, 'the shared facts report');

    await german.getByRole('button', { name: 'Sync Factora DE (DE)' }).click();
    await expectNotice(page, 'Shared facts have been copied from English.');
    await german.waitFor({ state: 'detached' });
    expect(await api('GET', `/Review/${germanId}`)).toMatchObject({ autoInvest: true, interestRange: '9% - 14%' });

    await openInLanguage(page, `/review/${germanId}?tab=edit`, 2);
    await field(page, 'Name').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    const newest = page.locator('.bp6-drawer').getByRole('group').first();
    await newest.getByRole('row', { name: /^Interest range/ }).waitFor();
    expect(await newest.innerText()).toContain('admin@p2p.local');
    expect(await newest.getByRole('row', { name: /^Auto invest/ }).count()).toBe(1);
  });

  it('Sync all asks first, then copies the English facts into every translation the user may write', async () => {
    await api('PUT', '/Review/Child', { ...(await api('GET', `/Review/${germanId}`)), interestRange: 'Changed in German' });
    const page = await openSignedIn(office, '/shared-facts');
    await card(page, 'Factora DE', 'DE').waitFor();
    await page.getByRole('button', { name: 'Sync all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your action' });
    await dialog.getByText(/^Copy the English facts into \d+ translations\?$/).waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expectNotice(page, 'Shared facts have been copied from English.');
    await page.getByText('Every translation agrees with English').waitFor();
    expect(await api('GET', '/Translations/Drift/Review')).toEqual([]);
    await screenshot(page, 'shared-facts-synced');
  });
});

describe('an English-only fact', () => {
  it('is read-only on a German review, saying it is kept on the English review; other facts stay editable', async () => {
    const page = await openSignedIn(office, '/reviews');
    await openInLanguage(page, `/review/${germanId}?tab=edit`, 2);
    await field(page, 'Name').waitFor();
    const interest = field(page, 'Interest (%)');
    await expect.poll(() => interest.inputValue()).toBe('11.50');
    expect(await interest.isDisabled()).toBe(true);
    const group = page.locator('.bp6-form-group:not(.rjsf-field-object)', { has: page.locator('label', { hasText: /^Interest \(%\)/ }) });
    expect(await group.innerText()).toContain('Kept on the English review');
    // Interest, operating since, total loan value and funds in recovery (schemas/review.json, englishOnly).
    expect(await page.getByText('Kept on the English review', { exact: true }).count()).toBe(4);
    expect(await field(page, 'Interest range').isDisabled()).toBe(false);
    await screenshot(page, 'shared-facts-german-review');

    await openInLanguage(page, `/review/${englishId}?tab=edit`, 1);
    await field(page, 'Name').waitFor();
    expect(await field(page, 'Interest (%)').isDisabled()).toBe(false);
    expect(await page.getByText('Kept on the English review').count()).toBe(0);
  });
});
