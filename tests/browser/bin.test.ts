import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, openSignedIn, rowWith, rows } from './support/screen';

// Issue 28, item 5: a delete names what it deletes, can be undone from its notice, and the administrator restores
// from the bin (screens/settings/bin-list.json; docs/api.md, The bin).

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);

/** A review of its own with a FAQ of two questions, made through the API. */
async function reviewWithFaq(name: string) {
  const { reviewId } = await api('POST', '/Review', { languageId: 1, name, isActive: true });
  const { faqTitleId } = await api('POST', '/FaqTitles', { reviewId, title: `Questions about ${name}` });
  const entry = (question: string) => ({ faqPageListId: 0, faqTitleId, question, answer: `Answer to ${question}`, position: 0 });
  const faq = await api<Row[]>('POST', '/FaqLists/FaqLists', [entry('Is it safe?'), entry('How do I start?')]);
  return { reviewId: reviewId as number, faqTitleId: faqTitleId as number, faq };
}

/** The same screen in light, then dark, saved for a look by eye. */
async function shootBothThemes(page: Page, name: string) {
  await screenshot(page, `${name}-light`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.add('bp6-dark')));
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.remove('bp6-dark')));
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('deletes that can be undone', () => {
  it('the confirmation names the review; Undo in the notice brings the review and its FAQ back', async () => {
    const made = await reviewWithFaq('Aardvark Lending');
    const review = await api('GET', `/Review/${made.reviewId}`);
    const page = await openSignedIn(office, '/reviews');
    await rowWith(page, 'Aardvark Lending').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this item').waitFor();
    await dialog
      .getByText(
        'Delete the review “Aardvark Lending” (EN)? Its FAQ, highlights, route and content go with it. You can undo this for 10 seconds, and an administrator can restore it from the bin for 30 days.',
      )
      .waitFor();
    await expectAccessible(page, 'the named delete confirmation');
    await shootBothThemes(page, 'bin-delete-confirmation');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectNotice(page, 'Review has been deleted.');
    await expect.poll(() => rowWith(page, 'Aardvark Lending').count()).toBe(0);
    const undo = page.locator('.bp6-toast', { hasText: 'Review has been deleted.' }).getByRole('button', { name: 'Undo' });
    await shootBothThemes(page, 'bin-undo-notice');
    await undo.click();
    await expectNotice(page, 'The review “Aardvark Lending” is back, with everything that went with it.');
    await rowWith(page, 'Aardvark Lending').waitFor();

    expect(await api('GET', `/Review/${made.reviewId}`)).toEqual(review);
    expect(await api<Row[]>('GET', `/FaqLists/ByFaqTitleId?faqTitleId=${made.faqTitleId}`)).toEqual(made.faq);
  });

  it('the administrator restores a deleted review from the bin, which names each kind as a person does', async () => {
    const made = await reviewWithFaq('Binned Brothers');
    await api('DELETE', `/Review/${made.reviewId}`);
    // Records of other families in the bin beside it.
    const { authorID } = await api('POST', '/Authors', { languageId: 2, authorName: 'Binned Author' });
    await api('DELETE', `/Authors/${authorID}`);
    const [country] = await api<Row[]>('GET', '/Country/GetCountryList');
    const [platform] = await api<Row[]>('GET', '/Review/GetListOfReviewByLangIdAdmin/1');
    const { lenderID } = await api('POST', '/Lender', { lenderName: 'Binned Lender', countryID: country.countryID, reviewID: platform.value });
    await api('DELETE', `/Lender/${lenderID}`);
    const page = await openSignedIn(office, '/bin');
    await rows(page).first().waitFor();
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Kind', 'Name', 'Language', 'Deleted by', 'Deleted on', 'Expires', 'Went with it', 'Actions']);
    expect((await rowWith(page, 'Binned Author').locator('td').first().innerText()).trim()).toBe('Author');
    expect((await rowWith(page, 'Binned Lender').locator('td').first().innerText()).trim()).toBe('Lender');
    const row = rowWith(page, 'Binned Brothers');
    // A FAQ title and its two questions went with it.
    expect((await row.locator('td').allInnerTexts()).map((t) => t.trim()).slice(0, 4)).toEqual(['Review', 'Binned Brothers', 'English', office.accounts.admin.username]);
    expect((await row.locator('td').nth(6).innerText()).trim()).toBe('3');
    await expectAccessible(page, '/bin');
    await shootBothThemes(page, 'bin-list');

    await row.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectNotice(page, 'Restored, with everything that went with it.');
    await expect.poll(() => rowWith(page, 'Binned Brothers').count()).toBe(0);
    expect(await api('GET', `/Review/${made.reviewId}`)).toMatchObject({ reviewId: made.reviewId, name: 'Binned Brothers' });
    expect(await api<Row[]>('GET', `/FaqLists/ByFaqTitleId?faqTitleId=${made.faqTitleId}`)).toEqual(made.faq);
  });

  it('the administrator restores several entries at once with a preview, and one Undo sends them back to the bin', async () => {
    const ids: number[] = [];
    for (const fullName of ['Binned Bea', 'Binned Bo']) {
      const { testimonialId } = await api('POST', '/Testimonials', { languageId: 1, fullName, tagLine: 'Investor', testimonialText: `${fullName} says it works.` });
      await api('DELETE', `/Testimonials/${testimonialId}`);
      ids.push(testimonialId);
    }
    // How many of the two the bin holds, read back through the API.
    const binned = async () => (await api<Row[]>('GET', '/Bin')).filter((e) => e.family === 'testimonials' && ids.includes(e.recordId)).length;
    const page = await openSignedIn(office, '/bin');
    await rowWith(page, 'Binned Bea').waitFor();
    for (const name of ['Binned Bea', 'Binned Bo']) await rowWith(page, name).locator('.bp6-control-indicator').click();
    await page.getByRole('toolbar').getByText('2 bin entries chosen').waitFor();
    await page.getByRole('button', { name: 'Restore chosen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('2 bin entries will come back, with what went with each.', { exact: false }).waitFor();
    // In the order the bin lists them: newest first.
    expect((await dialog.locator('tbody tr').first().locator('td').allInnerTexts()).map((t) => t.trim())).toEqual(['Binned Bo', 'EN', 'Comes back, with what went with it', 'Restores']);
    expect(await binned()).toBe(2);
    await expectAccessible(page, 'the bin restore preview');
    await shootBothThemes(page, 'bin-bulk-restore-preview');

    await dialog.getByRole('button', { name: 'Restore 2 bin entries' }).click();
    await dialog.getByText('2 bin entries restored. Undo takes the whole change back.').waitFor();
    await expectNotice(page, '2 bin entries restored.');
    expect(await binned()).toBe(0);
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => rowWith(page, 'Binned Bea').count()).toBe(0);

    await page.getByRole('button', { name: 'Undo change' }).click();
    await expectNotice(page, 'Undone: 2 bin entries restored is taken back.');
    expect(await binned()).toBe(2);
    await rowWith(page, 'Binned Bo').waitFor();
  });
});
