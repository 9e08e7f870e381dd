import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { rows, rowWith } from './support/screen';

// Issue 32, "Done when": twelve German blog posts get a new author in one action with a preview, one of them refused
// because another editor changed it meanwhile, and the change is undone in one step (screens/blog/blog-list.json,
// list.bulk; docs/engine.md, "Bulk changes").

type Row = Record<string, any>;
let office: BackOffice;
let token: string;
/** The API as the administrator, signed in once (twelve posts are made and read back); any answer but 200 fails. */
async function api<T = Row>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<T> {
  const res = await office.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload !== undefined && { payload: payload as object }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const dialog = (page: Page) => page.getByRole('dialog');
const GERMAN = 2;
const PREFIX = 'Sammelprobe';

/** Both themes, as the top bar's switch sets them, for the screenshots looked at in review. */
const shoot = async (page: Page, name: string) => {
  await screenshot(page, `${name}-light`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.add('bp6-dark')));
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => ['documentElement', 'body'].forEach((el) => (document as any)[el].classList.remove('bp6-dark')));
};

/** A row's box as an editor clicks it: on the drawn box, with Shift for a range. */
const tick = (page: Page, name: string, shift = false) =>
  rowWith(page, name).locator('.bp6-control-indicator').click({ modifiers: shift ? ['Shift'] : [] });

beforeAll(async () => {
  office = await startBackOffice();
  const { username, password } = office.accounts.admin;
  token = (await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password } })).json().token;
});
afterAll(async () => {
  await office?.close();
});

describe('/blog in German: a new author for twelve posts at once', () => {
  it('previews each post, refuses the one changed meanwhile, writes the others and undoes the change in one step', async () => {
    const anna = (await api('POST', '/Authors', { languageId: GERMAN, authorName: 'Anna Alt' })).authorID as number;
    const bernd = (await api('POST', '/Authors', { languageId: GERMAN, authorName: 'Bernd Neu' })).authorID as number;
    const categoryId = (await api('POST', '/Categories', { languageId: GERMAN, categoryName: 'Sammelkategorie', dataTypeId: 43 })).categoryId as number;
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const pageTitle = `${PREFIX} ${String(i).padStart(2, '0')}`;
      const { blogId } = await api('POST', '/Blogs', { pageTitle, languageId: GERMAN });
      await api('PUT', '/Blogs', {
        blogId, languageId: GERMAN, pageTitle, subtitle: 'Untertitel', serpTitle: pageTitle, serpDescription: 'Beschreibung', featuredImage: 'BLOG_FEATURED_IMAGES/a.jpg',
        excerpt: 'Auszug', selectedPopularArticle: `${blogId}`, categoryId, authorId: anna,
      });
      ids.push(blogId);
    }
    const authors = async () => Promise.all(ids.map(async (id) => (await api('GET', `/Blogs/ById?id=${id}`)).authorId as number));

    const page = await office.page();
    await office.signIn(page, office.accounts.admin, '/blog');
    await page.evaluate((id) => sessionStorage.setItem('language', String(id)), GERMAN);
    await page.goto(`${office.baseUrl}/blog?q=${PREFIX}`);
    await expect.poll(() => rows(page).count()).toBe(12);

    // One box, then Shift for a range, then every post the search keeps.
    await tick(page, `${PREFIX} 03`);
    await tick(page, `${PREFIX} 05`, true);
    await page.getByRole('toolbar').getByText('3 blog posts chosen').waitFor();
    await page.getByRole('button', { name: 'Select all 12 matching' }).click();
    await page.getByRole('toolbar').getByText('12 blog posts chosen').waitFor();
    await shoot(page, 'bulk-list-chosen');

    await page.getByRole('button', { name: 'Set author' }).click();
    await dialog(page).getByLabel('Author').selectOption({ label: 'Bernd Neu' });
    await dialog(page).getByRole('button', { name: 'Preview' }).click();
    await dialog(page).getByText('12 blog posts will change').waitFor();
    const previewRows = dialog(page).locator('tbody tr');
    // In the order the list shows them: newest first.
    expect(await previewRows.count()).toBe(12);
    expect((await previewRows.first().locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([`${PREFIX} 12`, 'DE', 'Anna Alt\nBernd Neu', 'Changes']);
    expect(await authors()).toEqual(Array(12).fill(anna));
    await expectAccessible(page, 'the bulk preview');
    await shoot(page, 'bulk-preview');

    // Another editor saves the seventh post while the preview is open.
    const seventh = await api('GET', `/Blogs/ById?id=${ids[6]}`);
    await api('PUT', '/Blogs', { ...seventh, subtitle: 'Inzwischen geändert' });

    await dialog(page).getByRole('button', { name: 'Apply to 12 blog posts' }).click();
    await dialog(page).getByText('11 blog posts written; 1 blog post refused and left as it was.').waitFor();
    const refused = dialog(page).locator('tr.engine-bulk-refused');
    expect((await refused.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([
      `${PREFIX} 07`, 'DE', `Changed by someone else since you saw it (version ${seventh.version}, now ${seventh.version + 1}): not overwritten. Preview again to include it.`, 'Refused',
    ]);
    await expectNotice(page, 'Author set to Bernd Neu on 11 blog posts.');
    expect(await authors()).toEqual(ids.map((_, i) => (i === 6 ? anna : bernd)));
    await shoot(page, 'bulk-report');

    // The list keeps the change's Undo after the dialog closes: one step takes every post back.
    await dialog(page).locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Undo change' }).click();
    await expectNotice(page, 'Undone: author set to Bernd Neu on 11 blog posts is taken back.');
    expect(await authors()).toEqual(Array(12).fill(anna));
    expect((await api('GET', `/Blogs/ById?id=${ids[6]}`)).subtitle).toBe('Inzwischen geändert');
    const history = await api<Row[]>('GET', '/Bulk/blogs');
    expect(history[0]).toMatchObject({ field: 'authorId', value: String(bernd), written: 11, refused: 1, undoneBy: office.accounts.admin.username });
  });
});

describe('/blog in English: one featured image for two posts', () => {
  it('gives two English posts one featured image picked in the media library, and reads it back', async () => {
    const ids: number[] = [];
    const authorId = (await api('POST', '/Authors', { languageId: 1, authorName: 'Ivy Image' })).authorID as number;
    const categoryId = (await api('POST', '/Categories', { languageId: 1, categoryName: 'Image tests', dataTypeId: 43 })).categoryId as number;
    for (const pageTitle of ['Bildprobe eins', 'Bildprobe zwei']) {
      const { blogId } = await api('POST', '/Blogs', { pageTitle, languageId: 1 });
      await api('PUT', '/Blogs', {
        blogId, languageId: 1, pageTitle, subtitle: 'Sub', serpTitle: pageTitle, serpDescription: 'Description', featuredImage: 'BLOG_FEATURED_IMAGES/a.jpg',
        excerpt: 'Excerpt', selectedPopularArticle: `${blogId}`, categoryId, authorId,
      });
      ids.push(blogId);
    }
    const page = await office.page();
    await office.signIn(page, office.accounts.admin, '/blog');
    await page.evaluate(() => sessionStorage.setItem('language', '1'));
    await page.goto(`${office.baseUrl}/blog?q=Bildprobe`);
    await expect.poll(() => rows(page).count()).toBe(2);
    await tick(page, 'Bildprobe eins');
    await tick(page, 'Bildprobe zwei');
    await page.getByRole('toolbar').getByText('2 blog posts chosen').waitFor();
    await page.getByRole('button', { name: 'Set featured image' }).click();
    await dialog(page).getByRole('button', { name: 'Choose featured image…' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    await dialog(page).getByText('p2p-lending-overview.png').waitFor();
    await dialog(page).getByRole('button', { name: 'Preview' }).click();
    await dialog(page).getByText('2 blog posts will change').waitFor();
    await shoot(page, 'bulk-featured-image');
    await dialog(page).getByRole('button', { name: 'Apply to 2 blog posts' }).click();
    await expectNotice(page, 'Featured image set to p2p-lending-overview.png on 2 blog posts.');
    for (const id of ids) expect((await api('GET', `/Blogs/ById?id=${id}`)).featuredImage).toBe('p2p-lending-overview.png');
  });
});
