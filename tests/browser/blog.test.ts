import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, choose, confirmDelete, editor, field, nextBody, noEnabledButton, openSignedIn, rowWith, rows, saveButton, tab, tagsOf, writesOf } from './support/screen';
import type { ContentOwner } from './support/content-owner';
import { allowClipboard, contentScenario } from './support/content-scenario';
import { faqScenario } from './support/faq-scenario';
import { readOnlyContentAndFaq, writerSavesContentAndFaq } from './support/tabs-by-permission';
import { staleContentSave, staleSave, tabsShareOneVersion } from './support/versions-scenario';
import { DEFAULT_PUBLIC_SITE_URL } from '../../shared/public-url';

// The Blog area of the first document, sections 2 to 9 (screens/blog/*.json): the list with its category filter,
// the 'Add Post' dialog, and the post editor at /blog/add/{id} and /blog/edit/{id} (id -1 is new) with its note, its
// one refusal when a field is empty, 'Updated on' and the public URL in its header, and the tabs EDIT POST, CONTENT
// (read when the tab opens) and FAQ, as editors use them; what a reader and a writer may do (section 6).

type Row = Record<string, any>;
let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const dd = (n: number) => String(n).padStart(2, '0');
/** 'Updated on' as the header shows it: DD/MM/YYYY (first document §9). */
const shownDate = (iso: string) => {
  const d = new Date(iso);
  return `${dd(d.getDate())}/${dd(d.getMonth() + 1)}/${d.getFullYear()}`;
};
const NOTE = 'In this form all fields are required!';
const FILL_ALL = 'Please fill out all the fields.';

const postsOf = (languageId: number) => api<Row[]>('GET', `/Blogs/ByLanguageId?languageId=${languageId}`);
const storedPost = (blogId: number) => api('GET', `/Blogs/ById?id=${blogId}`);
const categoriesOf = async (languageId: number) => (await api<Row[]>('GET', `/Categories/ByLanguageId?languageId=${languageId}`)).filter((c) => c.dataTypeId === 43);

/** A post with every field filled in, made through the API as the 'Add Post' dialog and EDIT POST would, for a test of its own. */
async function createPost(pageTitle: string, languageId = 1): Promise<number> {
  const created = await api('POST', '/Blogs', { pageTitle, languageId });
  const [category] = await categoriesOf(languageId);
  const [author] = await api<Row[]>('GET', `/Authors/GetAuthorsByLanguageId?langid=${languageId}`);
  const [other] = (await postsOf(languageId)).filter((p) => p.blogId !== created.blogId);
  await api('PUT', '/Blogs', {
    blogId: created.blogId, languageId, pageTitle, subtitle: `${pageTitle}, the subtitle`, serpTitle: pageTitle, serpDescription: `About ${pageTitle}.`,
    featuredImage: 'EN/BLOG_FEATURED_IMAGES/buyback-guarantee-explained.png', excerpt: `${pageTitle} in short.`, selectedPopularArticle: String(other.blogId),
    categoryId: category.categoryId, authorId: author.authorID,
  });
  return created.blogId as number;
}

/** The blog post as the scenarios every owner of CONTENT and FAQ shares see it. */
const BLOG: ContentOwner = {
  name: 'blog',
  path: (id, tabId) => `/blog/edit/${id}?tab=${tabId}`,
  editTab: 'EDIT POST',
  notices: { saved: 'Blog post has been updated.', content: 'Blog post content has been updated.', faq: 'Blog post FAQ list has been updated.' },
  contentPut: '/Blogs/Content',
  storedContent: async (id) => (await api('GET', `/Blogs/GetItemContent?id=${id}`)).content as string,
  faqTitles: (id) => `/FaqTitles/ByBlogId?blogId=${id}`,
  faqList: (faqTitleId) => `/FaqLists/ByBlogTitleId?faqTitleId=${faqTitleId}`,
  checksAccessibility: true,
};

async function openPost(blogId: number, tabId: 'edit' | 'content' | 'faq' = 'edit', account = office.accounts.admin): Promise<Page> {
  const page = await openSignedIn(office, BLOG.path(blogId, tabId), account);
  if (tabId === 'edit') await expect.poll(() => field(page, 'Title').inputValue()).not.toBe('');
  if (tabId === 'content') await editor(page).waitFor();
  if (tabId === 'faq') await field(page, 'FAQ title').waitFor();
  return page;
}

/** Whether the tab has asked for a post's content since this was called. */
function contentReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname === '/api/Blogs/GetItemContent') reads.push(url.search);
  });
  return reads;
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('blog list (/blog)', () => {
  it('shows Title, Category and the actions VIEW (public page, new tab), Edit and Delete; the category filter narrows it', async () => {
    const stored = await postsOf(1);
    const page = await openSignedIn(office, '/blog');
    await rows(page).first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Blog');
    expect(await page.locator('.engine-table thead th').allInnerTexts()).toEqual(['Title', 'Category', 'Languages', 'Readiness', 'Actions']);
    expect((await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim())).toEqual(stored.map((p) => p.pageTitle));
    expect((await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim())).toEqual(stored.map((p) => p.categoryName ?? ''));
    const [first] = stored;
    const view = rowWith(page, first.pageTitle).getByRole('link', { name: 'VIEW' });
    expect(await view.getAttribute('href')).toBe(`${DEFAULT_PUBLIC_SITE_URL}/${first.routeName}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    for (const name of ['Edit', 'Delete']) expect(await rowWith(page, first.pageTitle).getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    await expectAccessible(page, '/blog');
    await screenshot(page, 'blog-list');

    const categories = await categoriesOf(1);
    const filter = page.getByLabel('Category', { exact: true });
    await expect.poll(() => filter.locator('option').allInnerTexts()).toEqual(['All categories', ...categories.map((c) => c.categoryName)]);
    for (const category of categories) {
      await filter.selectOption({ label: category.categoryName });
      const expected = stored.filter((p) => p.categoryId === category.categoryId).map((p) => p.pageTitle);
      await expect.poll(async () => (await rows(page).locator('td:first-child').allInnerTexts()).map((t) => t.trim()), { message: category.categoryName }).toEqual(expected);
    }
    await screenshot(page, 'blog-list-filtered');
    await filter.selectOption('');
    await expect.poll(() => rows(page).count()).toBe(stored.length);
    await rowWith(page, first.pageTitle).getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/edit/${first.blogId}`);
  });

  it("Add new opens the 'Add Post' dialog, which creates the post ('Blog has been successfully saved.')", async () => {
    const page = await openSignedIn(office, '/blog');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Post' });
    await field(dialog, 'Title').waitFor();
    await expectAccessible(page, "'Add Post' dialog");
    await screenshot(page, 'blog-add-dialog');
    await field(dialog, 'Title').fill('Post from the dialog');
    const posted = nextBody(page, 'POST', '/Blogs');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await posted).toEqual({ pageTitle: 'Post from the dialog', languageId: 1 });
    await expectNotice(page, 'Blog has been successfully saved.');
    await dialog.waitFor({ state: 'detached' });
    const post = (await postsOf(1)).find((p) => p.pageTitle === 'Post from the dialog')!;
    // The new post opens in its editor (issue 17); Back returns to the list, which holds it.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/edit/${post.blogId}`);
    await page.goBack();
    await rowWith(page, 'Post from the dialog').waitFor();
  });

  it("Delete asks first and removes the post ('Blog has been successfully deleted.')", async () => {
    const blogId = await createPost('Post to be deleted');
    const page = await openSignedIn(office, '/blog');
    await rowWith(page, 'Post to be deleted').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Confirm your action').waitFor();
    await expectAccessible(page, 'the delete confirmation of /blog');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await confirmDelete(page, rowWith(page, 'Post to be deleted'));
    await expectNotice(page, 'Blog has been successfully deleted.');
    await expect.poll(() => rowWith(page, 'Post to be deleted').count()).toBe(0);
    expect((await postsOf(1)).some((p) => p.blogId === blogId)).toBe(false);
  });
});

describe('a new post (/blog/add/-1)', () => {
  it("shows the note; a save with any field empty says 'Please fill out all the fields.' and sends nothing; filled in, it creates the post and goes on to /blog/edit/{id}", async () => {
    const categories = await categoriesOf(1);
    const [author] = await api<Row[]>('GET', '/Authors/GetAuthorsByLanguageId?langid=1');
    const [popular] = await postsOf(1);
    const page = await openSignedIn(office, '/blog/add/-1');
    await field(page, 'Title').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Add post');
    await page.getByText(NOTE).waitFor();
    expect(await tab(page, 'CONTENT').isDisabled()).toBe(true);
    expect(await tab(page, 'FAQ').isDisabled()).toBe(true);
    await expectAccessible(page, '/blog/add/-1');
    await screenshot(page, 'blog-new');

    const writes = writesOf(page);
    await saveButton(page).click();
    await expectNotice(page, FILL_ALL);
    expect(writes).toEqual([]);

    // Everything but one field: still refused, nothing sent.
    await field(page, 'Title').fill('A post written from scratch');
    await field(page, 'Subtitle').fill('Step by step');
    await field(page, 'SERP title').fill('A post from scratch');
    await field(page, 'SERP description').fill('How a post is written from scratch.');
    await field(page, 'Excerpt').fill('From an empty form to a published post.');
    await field(page, 'Category').selectOption({ label: categories[1].categoryName });
    await field(page, 'Author').selectOption({ label: author.authorName });
    await choose(page, 'Popular articles', [popular.pageTitle]);
    await saveButton(page).click();
    await expectNotice(page, FILL_ALL);
    const group = page.locator('.bp6-form-group', { has: field(page, 'Featured image') }).last();
    await expect.poll(() => group.getAttribute('class')).toContain('bp6-intent-danger');
    expect(writes).toEqual([]);
    await screenshot(page, 'blog-new-refused');

    await page.getByRole('button', { name: 'Open gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await expectAccessible(page, 'the gallery picker of the featured image');
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    const image = await field(page, 'Featured image').inputValue();
    expect(image).toContain('p2p-lending-overview.png');
    const put = nextBody(page, 'PUT', '/Blogs');
    await saveButton(page).click();
    const body = await put;
    await expectNotice(page, 'Blog has been successfully saved.');
    expect(writes).toEqual(['POST /Blogs', 'PUT /Blogs']);
    expect(body).toMatchObject({
      blogId: expect.any(Number), languageId: 1, pageTitle: 'A post written from scratch', subtitle: 'Step by step', serpTitle: 'A post from scratch',
      serpDescription: 'How a post is written from scratch.', excerpt: 'From an empty form to a published post.', featuredImage: image,
      categoryId: categories[1].categoryId, authorId: author.authorID, selectedPopularArticle: String(popular.blogId),
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/blog/edit/${body.blogId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit post');
    expect(await tab(page, 'CONTENT').isDisabled()).toBe(false);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('A post written from scratch');
    expect(await storedPost(body.blogId)).toMatchObject({ pageTitle: 'A post written from scratch', categoryId: categories[1].categoryId, featuredImage: image });
  });
});

describe('post editor (/blog/edit/{id})', () => {
  it("has the tabs EDIT POST, CONTENT and FAQ, one h1, and a header with 'Updated on' (DD/MM/YYYY) and the public URL", async () => {
    const first = (await postsOf(1)).find((p) => p.routeName)!;
    const post = await storedPost(first.blogId);
    const page = await openPost(first.blogId);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit post');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['EDIT POST', 'CONTENT', 'FAQ']);
    await page.locator('.engine-breadcrumb', { hasText: post.pageTitle }).waitFor();
    await page.getByText(NOTE).waitFor();
    await page.getByText('Updated on').waitFor();
    await page.getByText(shownDate(post.updatedDate), { exact: true }).waitFor();
    const url = page.getByRole('link', { name: `${DEFAULT_PUBLIC_SITE_URL}/${post.routeName}` });
    expect(await url.getAttribute('target')).toBe('_blank');
    await expectAccessible(page, 'EDIT POST');
    await screenshot(page, 'blog-edit');
  });

  it("EDIT POST: every field edited and saved ('Blog post has been updated.'), kept after a reload; 'Updated on' follows", async () => {
    const blogId = await createPost('Post to edit');
    const categories = await categoriesOf(1);
    const authors = await api<Row[]>('GET', '/Authors/GetAuthorsByLanguageId?langid=1');
    const others = (await postsOf(1)).filter((p) => p.blogId !== blogId);
    const page = await openPost(blogId);
    await field(page, 'Title').fill('Post edited in every field');
    await field(page, 'Subtitle').fill('Every field, once');
    await field(page, 'SERP title').fill('Post edited');
    await field(page, 'SERP description').fill('A post whose every field was edited.');
    await field(page, 'Featured image').fill('EN/BLOG_FEATURED_IMAGES/edited.png');
    await field(page, 'Excerpt').fill('Edited, saved and read again.');
    await field(page, 'Category').selectOption({ label: categories[2].categoryName });
    await field(page, 'Author').selectOption({ label: authors[1].authorName });
    await page.locator('.bp6-form-group', { has: field(page, 'Popular articles') }).last().getByRole('button', { name: /clear/i }).click();
    await choose(page, 'Popular articles', [others[1].pageTitle, others[2].pageTitle]);
    const put = nextBody(page, 'PUT', '/Blogs');
    await saveButton(page).click();
    const body = await put;
    await expectNotice(page, 'Blog post has been updated.');
    expect(body).toMatchObject({
      blogId, languageId: 1, pageTitle: 'Post edited in every field', subtitle: 'Every field, once', serpTitle: 'Post edited',
      serpDescription: 'A post whose every field was edited.', featuredImage: 'EN/BLOG_FEATURED_IMAGES/edited.png', excerpt: 'Edited, saved and read again.',
      categoryId: categories[2].categoryId, authorId: authors[1].authorID, selectedPopularArticle: `${others[1].blogId},${others[2].blogId}`, version: expect.any(Number),
    });
    const stored = await storedPost(blogId);
    expect(stored).toMatchObject({ ...body, version: body.version + 1, categoryName: categories[2].categoryName });
    await page.getByText(shownDate(stored.updatedDate), { exact: true }).waitFor();

    await page.reload();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Post edited in every field');
    expect(await field(page, 'Subtitle').inputValue()).toBe('Every field, once');
    expect(await field(page, 'SERP title').inputValue()).toBe('Post edited');
    expect(await field(page, 'SERP description').inputValue()).toBe('A post whose every field was edited.');
    expect(await field(page, 'Featured image').inputValue()).toBe('EN/BLOG_FEATURED_IMAGES/edited.png');
    expect(await field(page, 'Excerpt').inputValue()).toBe('Edited, saved and read again.');
    await expect.poll(() => field(page, 'Category').locator('option:checked').innerText()).toBe(categories[2].categoryName);
    await expect.poll(() => field(page, 'Author').locator('option:checked').innerText()).toBe(authors[1].authorName);
    await expect.poll(() => tagsOf(page, 'Popular articles')).toEqual([others[1].pageTitle, others[2].pageTitle]);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    // Emptying a field is refused as on a new post.
    await field(page, 'Excerpt').fill('');
    const writes = writesOf(page);
    await saveButton(page).click();
    await expectNotice(page, FILL_ALL);
    expect(writes).toEqual([]);
  });

  it("CONTENT is read only when its tab opens; saved with ordinary spaces and an image ('Blog post content has been updated.'), kept after a reload", async () => {
    const blogId = await createPost('Post with content');
    await allowClipboard(office);
    const page = await office.page();
    const reads = contentReads(page);
    await office.signIn(page, office.accounts.admin, `/blog/edit/${blogId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Post with content');
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
    await tab(page, 'CONTENT').click();
    await editor(page).waitFor();
    expect(reads).toEqual([`?id=${blogId}`]);
    await contentScenario(page, office, BLOG, blogId);
  });

  it("FAQ keeps the rules of section 4 and saves ('Blog post FAQ list has been updated.'), kept after a reload", async () => {
    await faqScenario(office, BLOG, await createPost('Post with FAQ'));
  });

  it('a stale EDIT POST save opens the conflict dialog; so does a stale CONTENT save', async () => {
    const blogId = await createPost('Stale post');
    const page = await openPost(blogId);
    const title = {
      label: 'Title',
      stored: async () => (await storedPost(blogId)).pageTitle as string,
      theirs: async (pageTitle: string) => api('PUT', '/Blogs', { ...(await storedPost(blogId)), pageTitle }),
    };
    await staleSave(page, office, BLOG, title, 'Overwrite with mine');
    await tab(page, 'CONTENT').click();
    await staleContentSave(page, office, BLOG, blogId);
  });

  it('saving EDIT POST and then CONTENT is no conflict: each tab reads the version the other left', async () => {
    const blogId = await createPost('Two tabs, one post');
    await tabsShareOneVersion(await openPost(blogId), BLOG, blogId, { label: 'Subtitle', key: 'subtitle', stored: () => storedPost(blogId) });
  });
});

describe('permissions (first document §6; docs/deviations.md: blog saves judged by the Blog type)', () => {
  it('reader.de in German: the list and the editor read-only', async () => {
    const [first] = await postsOf(2);
    const page = await openSignedIn(office, '/blog', office.accounts.readerDe);
    await rows(page).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('2');
    expect(await page.getByRole('button', { name: 'Add new' }).isDisabled()).toBe(true);
    const row = rowWith(page, first.pageTitle);
    expect(await row.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    expect(await row.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await expectAccessible(page, '/blog as a reader');
    await screenshot(page, 'blog-list-reader');
    await row.getByRole('button', { name: 'View', exact: true }).click();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(first.pageTitle);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('View post');
    await page.getByText('You can view this screen but not change it').first().waitFor();
    for (const label of ['Title', 'Subtitle', 'SERP title', 'SERP description', 'Featured image', 'Excerpt', 'Category', 'Author']) {
      expect(await field(page, label).isDisabled(), label).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Open gallery' }).isDisabled()).toBe(true);
    await noEnabledButton(page, 'Save');
    await expectAccessible(page, 'EDIT POST as a reader');
    await screenshot(page, 'blog-edit-reader');
    await readOnlyContentAndFaq(page, BLOG);
  });

  it('writer.en in English adds and saves posts, their content and FAQ; Delete is disabled', async () => {
    const blogId = await createPost('Post for the writer');
    const page = await openSignedIn(office, '/blog', office.accounts.writerEn);
    await rows(page).first().waitFor();
    for (const button of await page.getByRole('button', { name: 'Delete' }).all()) expect(await button.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Post' });
    await field(dialog, 'Title').fill('Added by the writer');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Blog has been successfully saved.');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/blog\/edit\/\d+$/);
    await page.goBack();
    await rowWith(page, 'Added by the writer').waitFor();

    await rowWith(page, 'Post for the writer').getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Post for the writer');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Edit post');
    await field(page, 'Subtitle').fill('Saved by a writer');
    await saveButton(page).click();
    await expectNotice(page, 'Blog post has been updated.');
    await writerSavesContentAndFaq(page, BLOG, blogId);
    expect(await storedPost(blogId)).toMatchObject({ subtitle: 'Saved by a writer' });
  });
});
