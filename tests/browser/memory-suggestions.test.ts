import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, editor, nextBody, openSignedIn, switchTheme } from './support/screen';

// Issue 33 item 2 and "Done when": two English reviews share a sentence; the first's German version has it translated
// and saved; in the second's German version the translator, with the caret in that sentence, finds its German
// translation as an exact match, puts it in with one click (its markup kept), and saves it like typing.

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);

const SHARED = 'The buyback guarantee covers every loan on the platform.';
const SHARED_DE = 'Die Rückkaufgarantie deckt jeden Kredit auf der Plattform ab.';
// A near sentence of a third review: a fuzzy match, ranked after the exact one, its English differences marked.
const NEAR = 'The buyback guarantee covers almost every loan on the platform.';
const NEAR_DE = 'Die Rückkaufgarantie deckt fast jeden Kredit auf der Plattform ab.';
const GERMAN = 2;

async function review(name: string, english: string, german: string) {
  const englishId = (await api('POST', '/Review', { languageId: 1, name, isActive: true })).reviewId as number;
  await api('PUT', '/Review/Content', { id: englishId, content: english });
  const germanId = (await api('POST', '/Review', { languageId: GERMAN, name, isActive: true, ExistingReviewId: englishId })).reviewId as number;
  await api('PUT', '/Review/Content', { id: germanId, content: german });
  return { englishId, germanId };
}

const suggestionsButton = (page: Page) => page.locator('.bo-tm').getByRole('button', { name: /^Suggestions/ });
const panel = (page: Page) => page.getByRole('group', { name: /^Translation memory for / });

/** Opens the suggestions with the caret at the end of the German text (in its second sentence). */
async function openAtSecondSentence(page: Page) {
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await suggestionsButton(page).click();
  await panel(page).getByText('100% exact').waitFor();
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('Translation memory suggestions', () => {
  it('offers the German of a sentence another review shares as an exact match, and one click puts it in and saves it', async () => {
    await review('Velmora Lend', `<p>Velmora Lend is a marketplace for consumer loans. ${SHARED}</p>`, `<p>Velmora Lend ist ein Marktplatz für Verbraucherkredite. <strong>${SHARED_DE}</strong></p>`);
    await review('Kestrel Invest', `<p>Kestrel Invest is based in Riga. ${NEAR}</p>`, `<p>Kestrel Invest hat seinen Sitz in Riga. ${NEAR_DE}</p>`);
    const second = await review('Brixton Capital', `<p>Brixton Capital lends to small firms in Spain. ${SHARED}</p>`, '<p>Brixton Capital verleiht an kleine Firmen in Spanien. Noch nicht übersetzt.</p>');
    // The memory follows saves as they are answered: it knows the first review's sentence within moments.
    // (The second review's own German pairs the sentence with its placeholder: the editor leaves its record out.)
    const asked = new URLSearchParams({ languageId: String(GERMAN), text: SHARED, entity: 'Review', field: 'reviewContent', exclude: String(second.germanId) });
    await expect.poll(async () => (await api('GET', `/TranslationMemory/suggestions?${asked}`)).matches.map((m: Row) => m.target), { timeout: 5000 }).toEqual([`<strong>${SHARED_DE}</strong>`, NEAR_DE]);

    const page = await openSignedIn(office, `/review/${second.germanId}?tab=content&lang=de`);
    await editor(page).waitFor();
    await openAtSecondSentence(page);
    const list = panel(page);
    await list.getByText('For sentence 2 of the English, at the cursor:').waitFor();
    // Exact first, then fuzzy, each with its score and where it comes from; the fuzzy one's English differences marked.
    const items = list.getByRole('listitem');
    expect(await items.locator('.bo-tm-target').allInnerTexts()).toEqual([SHARED_DE, NEAR_DE]);
    expect(await items.first().getByRole('link', { name: 'Velmora Lend' }).count()).toBe(1);
    expect(await items.nth(1).locator('.bo-tm-score').innerText()).toMatch(/^(7[5-9]|8\d|9\d)%$/);
    expect(await items.nth(1).locator('del').innerText()).toMatch(/almost/);
    await screenshot(page, 'memory-suggestions-light');
    await expectAccessible(page, 'memory suggestions', { bothThemes: false });
    await switchTheme(page, 'Dark mode');
    await openAtSecondSentence(page);
    await screenshot(page, 'memory-suggestions-dark');
    await expectAccessible(page, 'memory suggestions', { bothThemes: false });

    await panel(page).getByRole('listitem').first().getByRole('button', { name: 'Replace sentence' }).click();
    await expect.poll(() => editor(page).innerText()).toBe(`Brixton Capital verleiht an kleine Firmen in Spanien. ${SHARED_DE}`);
    await page.getByText('Unsaved changes').waitFor();
    const put = nextBody(page, 'PUT', '/Review/Content');
    await page.getByRole('button', { name: 'Save content' }).click();
    expect((await put).content).toContain(`<strong>${SHARED_DE}</strong>`);
    await expect
      .poll(async () => (await api('GET', `/Review/${second.germanId}`)).reviewContent)
      .toBe(`<p>Brixton Capital verleiht an kleine Firmen in Spanien. <strong>${SHARED_DE}</strong></p>`);

    // While comparing, the suggestions show beside the English as soon as the field has focus.
    await page.getByRole('switch', { name: 'Compare with English' }).check({ force: true });
    await page.getByRole('group', { name: 'Content in English' }).waitFor();
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await panel(page).getByText('100% exact').waitFor();
    await screenshot(page, 'memory-suggestions-compare-dark');
  });
});
