import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, editor, field, openSignedIn, saveButton, tab, writesOf, switchTheme } from './support/screen';

// Issue 28, item 7: the review editor as one record. A change on each of EDIT REVIEW, CONTENT and FAQ, moves
// between the tabs without any question, and one Ctrl+S stores all three, each tab's calls and notice in turn.

type Row = Record<string, any>;
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});


/** The screen as the editor sees it (a full-page picture would draw the sticky action bar in the middle of the page). */
async function viewShot(page: Page, name: string) {
  await page.screenshot({ path: await screenshot(page, name) });
}

describe('the review editor saves as one record', () => {
  it('edits on the three tabs survive tab switches without a prompt, and one Ctrl+S stores them all', async () => {
    const { reviewId } = await adminApi<Row>(office, 'POST', '/Review', { languageId: 1, name: 'Orion One Save', isActive: true });
    const page = await openSignedIn(office, `/review/${reviewId}`);
    await page.setViewportSize({ width: 1500, height: 900 });
    let prompts = 0;
    page.on('dialog', () => void prompts++);
    const question = page.locator('[id$="_0_question"]');
    const answer = page.locator('[id$="_0_answer"]');

    await field(page, 'Legal name').fill('Orion Lending SIA');
    await tab(page, 'CONTENT').click();
    await editor(page).waitFor();
    await editor(page).click();
    await page.keyboard.type('One save for the whole review.');
    await tab(page, 'FAQ').click();
    await field(page, 'FAQ title').fill('Orion questions');
    await question.fill('Who runs Orion?');
    await answer.fill('A team in Riga.');

    // Back to each tab: no question asked, each edit where it was left.
    await tab(page, 'EDIT REVIEW').click();
    await expect.poll(() => field(page, 'Legal name').inputValue()).toBe('Orion Lending SIA');
    await tab(page, 'CONTENT').click();
    await expect.poll(() => editor(page).innerText()).toContain('One save for the whole review.');
    await tab(page, 'EDIT REVIEW').click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(prompts).toBe(0);
    await page.getByText('Unsaved changes in 3 tabs').waitFor();
    expect(await page.locator('[role="tab"] .bo-tab-unsaved').count()).toBe(3);
    expect(await saveButton(page).count()).toBe(1);
    await expectAccessible(page, 'the review editor with edits in three tabs');
    await viewShot(page, 'review-one-save-light');
    await switchTheme(page, 'Dark mode');
    await viewShot(page, 'review-one-save-dark');
    await switchTheme(page, 'Light mode');

    const writes = writesOf(page);
    await field(page, 'Legal name').press('Control+s');
    for (const notice of ['Successfully updated review.', 'Successfully updated content.', 'Review FAQ list has been updated.']) await expectNotice(page, notice);
    await page.getByText(/^Unsaved changes/).waitFor({ state: 'detached' });
    // The specification's calls of each tab, the tabs in order: EDIT REVIEW's end with the review, then CONTENT's, then FAQ's.
    const review = writes.indexOf('PUT /Review/Parent');
    const content = writes.indexOf('PUT /Review/Content');
    const faq = writes.findIndex((w) => w.startsWith('POST /FaqTitles') || w.startsWith('PUT /FaqTitles'));
    expect(review, writes.join(', ')).toBeGreaterThanOrEqual(0);
    expect(content).toBeGreaterThan(review);
    expect(faq).toBeGreaterThan(content);
    expect(writes.filter((w) => w === 'PUT /Review/Parent' || w === 'PUT /Review/Content')).toEqual(['PUT /Review/Parent', 'PUT /Review/Content']);

    const stored = await adminApi<Row>(office, 'GET', `/Review/${reviewId}`);
    expect(stored.legalName).toBe('Orion Lending SIA');
    expect(stored.reviewContent).toContain('One save for the whole review.');
    const titles = await adminApi<Row[]>(office, 'GET', `/FaqTitles/ByReviewId?reviewId=${reviewId}`);
    const list = await adminApi<Row[]>(office, 'GET', `/FaqLists/ByFaqTitleId?faqTitleId=${titles[titles.length - 1].faqTitleId}`);
    expect(titles[titles.length - 1].title).toBe('Orion questions');
    expect(list.map((e) => [e.question, e.answer])).toEqual([['Who runs Orion?', 'A team in Riga.']]);
    await page.close();
  });
});
