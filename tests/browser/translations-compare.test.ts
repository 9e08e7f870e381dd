import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockMovesOn } from '../support/clock';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, nextBody, openSignedIn, saveButton } from './support/screen';

// Issue 18 item 3: "Compare with English" on a record in another language shows the English value beside each
// field, marks the fields changed in English since this record was last saved, and copies per field and per section.

type Row = Record<string, any>;
let office: BackOffice;
let englishAuthor = '';
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const english = (page: Page, label: string) => page.getByRole('group', { name: `${label} in English`, exact: true });
const compareSwitch = (page: Page) => page.getByRole('switch', { name: 'Compare with English' });

/**
 * An English review and its German version; then the English one changes its collateral and features, texts a
 * translator writes (the platform's figures are shared facts, kept in step by the shared-facts report instead).
 */
async function reviewPair(name: string) {
  const parent = (await api('POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
  const full = await api('GET', `/Review/${parent}`);
  // Written by an English author, whom the German review's list of (German) authors does not hold.
  const authors = await api<{ authorID: number; authorName: string; dataTypeId?: number | null }[]>('GET', '/Authors/GetAuthorsByLanguageId?langid=1');
  const author = authors.find((a) => a.dataTypeId === undefined || a.dataTypeId === null || a.dataTypeId === 1)!;
  englishAuthor = author.authorName;
  await api('PUT', '/Review/Parent', { ...full, authorId: author.authorID, collateral: 'Secured by property', features: 'Auto invest', protectionScheme: 'A buffer fund' });
  const child = (await api('POST', '/Review', { languageId: 2, name, isActive: true, ExistingReviewId: parent })).reviewId as number;
  const again = await api('GET', `/Review/${parent}`);
  // The parent's change must be later than the German version's save on the clock that dates them.
  await clockMovesOn();
  await api('PUT', '/Review/Parent', { ...again, collateral: 'Secured by property and guarantees', features: 'Auto invest and a secondary market' });
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
    const collateral = english(page, 'Collateral');
    await collateral.getByText('Changed in English').waitFor();
    await collateral.getByText('Secured by property and guarantees', { exact: true }).waitFor();
    // A text's change reads as a word diff: the added words marked as inserted.
    expect(await collateral.locator('ins').innerText()).toMatch(/and guarantees/);
    const features = english(page, 'Features');
    await features.getByText('Changed in English').waitFor();
    expect(await features.locator('ins').innerText()).toMatch(/and a secondary market/);
    // A field English did not change since shows its value unmarked.
    expect(await english(page, 'Protection scheme').getByText('Changed in English').count()).toBe(0);
    // A choice reads by its name in English's own list: the English author, whom the German list does not hold.
    await english(page, 'Author').getByText(englishAuthor, { exact: true }).waitFor();
    // …which the German review cannot take: its Copy is disabled and says why.
    const authorCopy = english(page, 'Author').getByRole('button', { name: 'Copy from English' });
    expect(await authorCopy.isDisabled()).toBe(true);
    expect(await english(page, 'Author').locator('.engine-why-disabled').getAttribute('aria-describedby')).toBeTruthy();
    expect(await english(page, 'Author').locator('.engine-why-disabled-text').innerText()).toBe("The English choice is not among this language's choices.");
    await screenshot(page, 'compare-review-light');

    await collateral.getByRole('button', { name: 'Copy from English' }).click();
    await expect.poll(() => field(page, 'Collateral').inputValue()).toBe('Secured by property and guarantees');
    await page.getByText('Unsaved changes').waitFor();
    const put = nextBody(page, 'PUT', '/Review/Child');
    await saveButton(page).click();
    expect(await put).toMatchObject({ reviewId: child, languageId: 2, collateral: 'Secured by property and guarantees' });
    await expect.poll(async () => (await api('GET', `/Review/${child}`)).collateral).toBe('Secured by property and guarantees');
  });

  it('copies a whole section from English, unsaved until saved', async () => {
    const { child } = await reviewPair('Sectio Lend');
    const stored = (await api('GET', `/Review/${child}`)).collateral;
    const page = await openGerman(`/review/${child}`);
    await compareSwitch(page).check({ force: true });
    await english(page, 'Collateral').getByText('Changed in English').waitFor();
    const investing = page.locator('.bo-form-section', { has: page.getByRole('heading', { name: 'Investing', exact: true }) });
    await investing.getByRole('button', { name: 'Copy section from English' }).click();
    await expect.poll(() => field(page, 'Collateral').inputValue()).toBe('Secured by property and guarantees');
    expect(await field(page, 'Features').inputValue()).toBe('Auto invest and a secondary market');
    expect(await field(page, 'Protection scheme').inputValue()).toBe('A buffer fund');
    await page.getByText('Unsaved changes').waitFor();
    // Once the section holds the English values, there is nothing left for it to copy.
    await expect.poll(() => investing.getByRole('button', { name: 'Copy section from English' }).count()).toBe(0);
    // Nothing is stored until the editor saves: the German review keeps the collateral it had.
    expect((await api('GET', `/Review/${child}`)).collateral).toBe(stored);
    await expectAccessible(page);
  });

  it('shows a reader the comparison without Copy', async () => {
    const { child } = await reviewPair('Lector Lend');
    // writer.en reads German content and English.
    const page = await openGerman(`/review/${child}`, office.accounts.writerEn);
    await compareSwitch(page).check({ force: true });
    await english(page, 'Collateral').getByText('Changed in English').waitFor();
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
