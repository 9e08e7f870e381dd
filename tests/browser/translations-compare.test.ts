import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, nextBody, openSignedIn, saveButton } from './support/screen';

// Issue 18 item 3: "Compare with English" on a record in another language shows the English value beside each
// field, marks the fields changed in English since this record was last saved, and copies per field and per section.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const english = (page: Page, label: string) => page.getByRole('group', { name: `${label} in English`, exact: true });
const compareSwitch = (page: Page) => page.getByRole('switch', { name: 'Compare with English' });

/** An English review and its German version; then the English one changes its interest and loan originators. */
async function reviewPair(name: string) {
  const parent = (await api('POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
  const full = await api('GET', `/Review/${parent}`);
  await api('PUT', '/Review/Parent', { ...full, interest: 8.5, loanOriginators: 'Alpha Credit', minInvestment: 10 });
  const child = (await api('POST', '/Review', { languageId: 2, name, isActive: true, ExistingReviewId: parent })).reviewId as number;
  const again = await api('GET', `/Review/${parent}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await api('PUT', '/Review/Parent', { ...again, interest: 9.75, loanOriginators: 'Alpha Credit and Beta Loans' });
  return { parent, child };
}

async function openGerman(path: string, account = office.accounts.admin) {
  const page = await openSignedIn(office, `${path}${path.includes('?') ? '&' : '?'}lang=de`, account);
  await field(page, 'Name').waitFor();
  return page;
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('Compare with English', () => {
  it('marks the fields English changed since the German review was saved, with what changed, and copies a field', async () => {
    const { child } = await reviewPair('Comparo Lend');
    const page = await openGerman(`/review/${child}`);
    await compareSwitch(page).check({ force: true });
    const interest = english(page, 'Interest (%)');
    await interest.getByText('Changed in English').waitFor();
    await interest.getByText('9.75', { exact: true }).waitFor();
    expect(await interest.innerText()).toMatch(/8\.5 → 9\.75/);
    const originators = english(page, 'Loan originators');
    await originators.getByText('Changed in English').waitFor();
    // A text's change reads as a word diff: the added words marked as inserted.
    expect(await originators.locator('ins').innerText()).toMatch(/and Beta Loans/);
    // A field English did not change since shows its value unmarked.
    expect(await english(page, 'Minimum investment').getByText('Changed in English').count()).toBe(0);
    await screenshot(page, 'compare-review-light');

    await interest.getByRole('button', { name: 'Copy from English' }).click();
    await expect.poll(() => field(page, 'Interest (%)').inputValue()).toBe('9.75');
    await page.getByText('Unsaved changes').waitFor();
    const put = nextBody(page, 'PUT', '/Review/Child');
    await saveButton(page).click();
    expect(await put).toMatchObject({ reviewId: child, languageId: 2, interest: 9.75 });
    await expect.poll(async () => (await api('GET', `/Review/${child}`)).interest).toBe(9.75);
  });

  it('copies a whole section from English, unsaved until saved', async () => {
    const { child } = await reviewPair('Sectio Lend');
    const page = await openGerman(`/review/${child}`);
    await compareSwitch(page).check({ force: true });
    await english(page, 'Interest (%)').getByText('Changed in English').waitFor();
    const investing = page.locator('.bo-form-section', { has: page.getByRole('heading', { name: 'Investing', exact: true }) });
    await investing.getByRole('button', { name: 'Copy section from English' }).click();
    await expect.poll(() => field(page, 'Interest (%)').inputValue()).toBe('9.75');
    expect(await field(page, 'Loan originators').inputValue()).toBe('Alpha Credit and Beta Loans');
    expect(await field(page, 'Minimum investment').inputValue()).toBe('10');
    await page.getByText('Unsaved changes').waitFor();
    // Nothing is stored until the editor saves: the German review keeps the interest it was created with.
    expect((await api('GET', `/Review/${child}`)).interest).toBe(8.5);
    await expectAccessible(page);
  });

  it('shows a reader the comparison without Copy', async () => {
    const { child } = await reviewPair('Lector Lend');
    // writer.en reads German content and English.
    const page = await openGerman(`/review/${child}`, office.accounts.writerEn);
    await compareSwitch(page).check({ force: true });
    const interest = english(page, 'Interest (%)');
    await interest.getByText('Changed in English').waitFor();
    expect(await page.getByRole('button', { name: 'Copy from English' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy section from English' }).count()).toBe(0);
  });

  it('works from the descriptors on a per-language settings form too: German footer settings beside the English ones', async () => {
    const [englishFooter] = await api<Row[]>('GET', '/FooterSettings/ByLanguageId?id=1&useCase=Dashboard');
    expect(englishFooter.copyrightNotice).toBeTruthy();
    const page = await openSignedIn(office, '/footersettings?lang=de');
    await page.getByRole('heading', { name: 'Footer menu settings' }).waitFor();
    await expect.poll(() => field(page, 'Copyright notice').isEditable()).toBe(true);
    await compareSwitch(page).check({ force: true });
    const notice = english(page, 'Copyright notice');
    await notice.getByText(englishFooter.copyrightNotice, { exact: true }).waitFor();
    if ((await field(page, 'Copyright notice').inputValue()) !== englishFooter.copyrightNotice) {
      await notice.getByRole('button', { name: 'Copy from English' }).click();
      await expect.poll(() => field(page, 'Copyright notice').inputValue()).toBe(englishFooter.copyrightNotice);
    }
    await screenshot(page, 'compare-footer-settings');
  });

  it('is not offered on an English record', async () => {
    const { parent } = await reviewPair('Anglo Lend');
    const page = await openSignedIn(office, `/review/${parent}`);
    await field(page, 'Name').waitFor();
    expect(await compareSwitch(page).count()).toBe(0);
  });
});
