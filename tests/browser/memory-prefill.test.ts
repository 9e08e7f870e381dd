import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, field, openSignedIn, switchTheme } from './support/screen';

// Issue 33 item 3: a German copy created from English in the Add dialog starts with the fields the translation memory
// knows, marked "From memory: check"; readiness warns about them until someone confirms or edits them.

type Row = Record<string, any>;
const GERMAN = 2;
const TITLE = 'How a buyback guarantee protects your loans';
const GERMAN_TITLE = 'Wie eine Rückkaufgarantie Ihre Kredite schützt';
const WARNING = 'Filled from the translation memory: check it.';
let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const shot = async (page: Page, name: string) => page.screenshot({ path: await screenshot(page, name) });

describe('pre-filling a German post from the translation memory', () => {
  it('fills and marks the title in the Add dialog, warns in readiness after creating, and Confirm clears the mark', async () => {
    // A German post translates an English one; a second English post has the same title and no German version yet.
    const first = (await adminApi<Row>(office, 'POST', '/Blogs', { pageTitle: TITLE, languageId: 1 })).blogId as number;
    const translated = (await adminApi<Row>(office, 'POST', '/Blogs', { pageTitle: GERMAN_TITLE, languageId: GERMAN })).blogId as number;
    await adminApi(office, 'PUT', `/Translations/Link/Blogs/${translated}`, { englishId: first });
    const second = (await adminApi<Row>(office, 'POST', '/Blogs', { pageTitle: TITLE, languageId: 1 })).blogId as number;
    // The memory follows writes once each call has answered.
    await office.app.afterWrites.settled();

    // The overview's "Create from English" opens the German blog list's Add dialog for the second post.
    const addPath = `/blog?lang=de&add=1&translationOf=${second}`;
    const light = await openSignedIn(office, addPath);
    await light.setViewportSize({ width: 1280, height: 800 });
    const filledDialog = async (page: Page) => {
      const dialog = page.getByRole('dialog');
      await expect.poll(() => field(dialog, 'Title').inputValue()).toBe(GERMAN_TITLE);
      const mark = dialog.getByRole('group', { name: 'Title: filled from the translation memory' });
      await mark.getByText('From memory: check', { exact: true }).waitFor();
      return { dialog, mark };
    };
    const { mark } = await filledDialog(light);
    // Where it came from, on focus as on hover.
    await mark.locator('.bo-memory-check-tag').focus();
    await light.locator('.bp6-tooltip').getByText(`Blogs "${GERMAN_TITLE}"`, { exact: false }).waitFor();
    await expectAccessible(light, 'the Add Post dialog with a title filled from the translation memory');
    await shot(light, 'memory-prefill-dialog-light');
    await light.close();

    // The same dialog in the dark theme (the theme's switch sits behind an open dialog), created from there.
    const page = await openSignedIn(office, '/blog?lang=de');
    await page.setViewportSize({ width: 1280, height: 800 });
    await switchTheme(page, 'Dark mode');
    await page.goto(`${office.baseUrl}${addPath}`);
    const { dialog } = await filledDialog(page);
    await expectAccessible(page, 'the Add Post dialog in the dark theme');
    await shot(page, 'memory-prefill-dialog-dark');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Blog has been successfully saved.');
    await page.waitForURL(/\/blog\/edit\/\d+/);
    const created = Number(/\/blog\/edit\/(\d+)/.exec(page.url())![1]);
    expect((await adminApi<Row[]>(office, 'GET', `/TranslationMemory/checks/Blogs/${created}`)).map((c) => [c.field, c.value])).toEqual([['pageTitle', GERMAN_TITLE]]);

    // The editor: readiness warns, and the title carries the same mark.
    const panel = page.getByRole('region', { name: 'Readiness' });
    await panel.getByText(WARNING).waitFor();
    const editorMark = page.getByRole('group', { name: 'Title: filled from the translation memory' });
    await editorMark.getByRole('button', { name: 'Confirm Title' }).waitFor();
    await editorMark.scrollIntoViewIfNeeded();
    await shot(page, 'memory-prefill-editor-dark');
    await switchTheme(page, 'Light mode');
    await expectAccessible(page, 'the post editor with a field filled from the translation memory');
    await shot(page, 'memory-prefill-editor-light');

    // Confirm keeps the title and takes the mark and the warning away.
    await editorMark.getByRole('button', { name: 'Confirm Title' }).click();
    await editorMark.waitFor({ state: 'detached' });
    await panel.getByText(WARNING).waitFor({ state: 'detached' });
    expect(await adminApi<Row[]>(office, 'GET', `/TranslationMemory/checks/Blogs/${created}`)).toEqual([]);
    const readiness = await adminApi<Row>(office, 'GET', `/Readiness/blog/${created}`);
    expect(readiness.findings.filter((f: Row) => f.rule === 'fromMemoryUnchecked')).toEqual([]);
    expect((await adminApi<Row>(office, 'GET', `/Blogs/ById?id=${created}`)).pageTitle).toBe(GERMAN_TITLE);
  });
});
