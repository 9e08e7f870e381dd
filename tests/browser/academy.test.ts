import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { overwriteAfterConflict } from './support/versions-scenario';
import { adminApi, allDisabled, columnTexts, confirmDelete, field, fieldLabel, nextBody, openSignedIn, rowWith, rows, saveButton, table, watchCalls } from './support/screen';

// The Academy area of the first document, sections 2 to 9 (screens/academy/*.json): the list of guides with its tag
// filter and Add new dialog, and the guide form at /academy-details/{id} and /academy/add/{id}, as editors use them.

interface Guide {
  academyId: number;
  languageId: number;
  title: string;
  urlTableId: number | null;
  url: string | null;
  featuredImage: string | null;
  tag: string | null;
  excerpt: string | null;
  createdDate: string;
  updatedDate: string | null;
  version: number;
}
interface Route {
  urlTableId: number;
  url: string;
}

let office: BackOffice;
const api = <T = Guide>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const guidesOf = (languageId = 1) => api<Guide[]>('GET', `/Academy/GetAcademy?langId=${languageId}`);
const academyRoutes = () => api<Route[]>('GET', '/Routes/ByLanguageId/1?dataTypeId=2');
const pad = (n: number) => String(n).padStart(2, '0');
/** A stored moment as the screens show it, in the browser's (the machine's) time zone. */
const shown = (value: string | null, separator: '.' | '/') => {
  if (!value) return '';
  const date = new Date(value);
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
};
const today = (separator: '.' | '/') => shown(new Date().toISOString(), separator);
const appearing = (page: Page) => page.locator('[class*="-enter-active"], [class*="-appear-active"]');

/** A guide of its own for a test, created as the Add new dialog creates one, then filled in when values are given. */
async function createGuide(title: string, values: Partial<Guide> = {}): Promise<Guide> {
  const created = await api('POST', '/Academy', { title, languageId: 1 });
  return Object.keys(values).length ? api('PUT', '/Academy', { ...created, ...values }) : created;
}

async function openList(account?: Account): Promise<Page> {
  const page = await openSignedIn(office, '/academy', account);
  await rows(page).first().waitFor();
  return page;
}

/** From the list, Edit (or View) on the guide's row: the form opens with the guide loaded. */
async function editFromList(page: Page, guide: Guide, button = 'Edit') {
  await rowWith(page, guide.title).getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/academy-details/${guide.academyId}`);
  await expect.poll(() => field(page, 'Title').inputValue()).toBe(guide.title);
}

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('/academy: the guides', () => {
  it('shows Title, Excerpt, Tags, Created and Updated (DD.MM.YYYY) with Edit and Delete, without paging, fitting the screen', async () => {
    const page = await openList();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Academy']);
    expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['Title', 'Excerpt', 'Tags', 'Created', 'Updated', 'Languages', 'Readiness', 'Actions']);
    const stored = await guidesOf();
    expect(stored.length).toBeGreaterThan(0);
    expect(await columnTexts(page, 1)).toEqual(stored.map((g) => g.title));
    expect(await columnTexts(page, 2)).toEqual(stored.map((g) => g.excerpt ?? ''));
    expect(await columnTexts(page, 3)).toEqual(stored.map((g) => g.tag ?? ''));
    expect(await columnTexts(page, 4)).toEqual(stored.map((g) => shown(g.createdDate, '.')));
    expect(await columnTexts(page, 5)).toEqual(stored.map((g) => shown(g.updatedDate, '.')));
    for (const date of await columnTexts(page, 4)) expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await page.locator('.engine-pager').count()).toBe(0);
    const first = rows(page).first();
    for (const name of ['Edit', 'Delete']) expect(await first.getByRole('button', { name, exact: true }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add new' }).isEnabled()).toBe(true);
    // Long excerpts are cut, not pushed off the screen: the table and its actions fit its width.
    expect(await table(page).evaluate((t) => t.getBoundingClientRect().right <= t.parentElement!.getBoundingClientRect().right + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'academy-list');
    await expectAccessible(page, '/academy');
  });

  it('filters by tag: beginners, advanced, pros, and all again', async () => {
    const page = await openList();
    const all = await rows(page).count();
    const filter = page.getByLabel('Tag', { exact: true });
    expect((await filter.locator('option').allInnerTexts()).slice(1)).toEqual(['beginners', 'advanced', 'pros']);
    const stored = await guidesOf();
    for (const tag of ['beginners', 'advanced', 'pros']) {
      await filter.selectOption({ label: tag });
      const expected = stored.filter((g) => g.tag === tag).map((g) => g.title);
      await expect.poll(() => columnTexts(page, 1)).toEqual(expected);
      expect(new Set(await columnTexts(page, 3))).toEqual(new Set([tag]));
      await page.getByText(`${expected.length} ${expected.length === 1 ? 'item' : 'items'}`, { exact: true }).waitFor();
    }
    await screenshot(page, 'academy-list-filtered');
    await expectAccessible(page, '/academy filtered');
    await filter.selectOption({ index: 0 });
    await expect.poll(() => rows(page).count()).toBe(all);
  });
});

describe('Add new and a guide not yet filled in', () => {
  it("asks for a title ('Academy has been added.'); the new guide reads 'Not updated yet' and refuses to save without a URL", async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add academy guide' });
    await dialog.waitFor();
    await expect.poll(() => appearing(page).count()).toBe(0);
    expect(await dialog.getByRole('textbox').count()).toBe(1);
    await expectAccessible(page, 'the Add academy guide dialog');
    await screenshot(page, 'academy-add');
    await field(dialog, 'Title').fill('Browser test guide');
    const posted = nextBody(page, 'POST', '/Academy');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await posted).toEqual({ title: 'Browser test guide', languageId: 1 });
    await expectNotice(page, 'Academy has been added.');
    await dialog.waitFor({ state: 'detached' });
    const guide = (await guidesOf()).find((g) => g.title === 'Browser test guide')!;
    // The new guide opens in its editor (issue 17); Back returns to the list, which holds it.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/academy-details/${guide.academyId}`);
    await page.goBack();
    const row = rowWith(page, 'Browser test guide');
    await row.waitFor();
    expect(await row.locator('td:nth-child(4)').innerText()).toBe(today('.'));
    expect(await row.locator('td:nth-child(5)').innerText()).toBe('');
    expect(guide).toMatchObject({ languageId: 1, urlTableId: null, updatedDate: null });

    // The form's other address, /academy/add/{id}, opens the same guide.
    await page.goto(`${office.baseUrl}/academy/add/${guide.academyId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Browser test guide');
    await page.getByText('Not updated yet').waitFor();
    expect(await page.getByText('Updated on').count()).toBe(0);
    expect(await field(page, 'URL').locator('option:checked').innerText()).toBe('—');
    await field(page, 'Excerpt').fill('Written, but with no URL chosen.');
    const puts = watchCalls(page, 'PUT', '/Academy');
    await saveButton(page).click();
    await expectNotice(page, 'Select URL from dropdown.');
    await page.locator('.bp6-form-group', { has: field(page, 'URL') }).last().getByText('Select URL from dropdown.').waitFor();
    await expect.poll(() => page.locator('.bp6-form-group.bp6-intent-danger', { has: field(page, 'URL') }).count()).toBe(1);
    expect(puts).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe(`/academy/add/${guide.academyId}`);
    await screenshot(page, 'academy-form-no-url');
    await expectAccessible(page, 'the guide form refusing to save');
  });
});

describe('the guide form', () => {
  it('edits every field (the image from the media picker), saves, goes back after 0.5 s and keeps the values after a reload', async () => {
    const guide = await createGuide('Guide to edit');
    const [, route] = await academyRoutes();
    const page = await openList();
    await editFromList(page, guide);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Edit academy guide']);
    await expectAccessible(page, 'the guide form');

    await field(page, 'Title').fill('Guide to edit, edited');
    await field(page, 'URL').selectOption({ label: route.url });
    await page.getByRole('button', { name: 'Open gallery' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await expect.poll(() => appearing(page).count()).toBe(0);
    await screenshot(page, 'academy-media-picker');
    await expectAccessible(page, 'the media picker');
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    const image = await field(page, 'Featured image').inputValue();
    expect(image).toContain('p2p-lending-overview.png');
    await field(page, 'Tag').selectOption({ label: 'pros' });
    await field(page, 'Excerpt').fill('Everything about this guide, in one sentence.');
    await screenshot(page, 'academy-form-edited');

    // When the save's answer came and when the screen left, both by the page's own clock.
    await page.evaluate(() => {
      const w = window as unknown as { leftAt?: number; navigation: EventTarget };
      performance.clearResourceTimings();
      const from = location.pathname;
      w.navigation.addEventListener('navigate', (event) => {
        const to = new URL((event as unknown as { destination: { url: string } }).destination.url).pathname;
        if (to !== from && w.leftAt === undefined) w.leftAt = performance.now();
      });
    });
    const put = nextBody(page, 'PUT', '/Academy');
    await saveButton(page).click();
    expect(await put).toMatchObject({
      academyId: guide.academyId, languageId: 1, title: 'Guide to edit, edited', urlTableId: route.urlTableId, featuredImage: image,
      tag: 'pros', excerpt: 'Everything about this guide, in one sentence.', version: guide.version,
    });
    await expectNotice(page, 'Academy has been updated.');
    await page.waitForURL((u) => u.pathname === '/academy');
    const timing = await page.evaluate(() => {
      const saved = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => new URL(e.name).pathname === '/api/Academy');
      return { answeredAt: saved[saved.length - 1]?.responseEnd, leftAt: (window as unknown as { leftAt?: number }).leftAt };
    });
    expect(timing.leftAt! - timing.answeredAt!, JSON.stringify(timing)).toBeGreaterThanOrEqual(450);
    const row = rowWith(page, 'Guide to edit, edited');
    await row.waitFor();
    expect(await row.locator('td:nth-child(3)').innerText()).toBe('pros');
    expect(await row.locator('td:nth-child(5)').innerText()).toBe(today('.'));

    await page.goto(`${office.baseUrl}/academy-details/${guide.academyId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe('Guide to edit, edited');
    expect(await field(page, 'URL').locator('option:checked').innerText()).toBe(route.url);
    expect(await field(page, 'Featured image').inputValue()).toBe(image);
    expect(await field(page, 'Tag').locator('option:checked').innerText()).toBe('pros');
    expect(await field(page, 'Excerpt').inputValue()).toBe('Everything about this guide, in one sentence.');
    await page.getByText(today('/'), { exact: true }).waitFor();
    expect(await page.getByText('Not updated yet').count()).toBe(0);
    expect(await api('GET', `/Academy/${guide.academyId}`)).toMatchObject({
      title: 'Guide to edit, edited', urlTableId: route.urlTableId, url: route.url, featuredImage: image, tag: 'pros',
      excerpt: 'Everything about this guide, in one sentence.', version: guide.version + 1,
    });
  });

  it('Close leaves the form, asking first when something was changed', async () => {
    const [guide] = await guidesOf();
    const page = await openList();
    await editFromList(page, guide);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/academy');
    await rows(page).first().waitFor();

    await editFromList(page, guide);
    await field(page, 'Excerpt').fill('A change not to be kept');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    const prompt = page.getByRole('alertdialog');
    await prompt.getByText('You have unsaved changes on this screen. Leave without saving them?').waitFor();
    await expectAccessible(page, 'the unsaved-changes prompt');
    await prompt.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL((u) => u.pathname === '/academy');
    expect((await api('GET', `/Academy/${guide.academyId}`)).excerpt).toBe(guide.excerpt);
  });

  it("Delete asks first and removes the guide ('Academy has been deleted.')", async () => {
    const guide = await createGuide('Guide to delete');
    const page = await openList();
    await rowWith(page, 'Guide to delete').getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Confirm your action').waitFor();
    await expect.poll(() => appearing(page).count()).toBe(0);
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rowWith(page, 'Guide to delete').count()).toBe(1);
    await confirmDelete(page, rowWith(page, 'Guide to delete'));
    await expectNotice(page, 'Academy has been deleted.');
    await expect.poll(() => rowWith(page, 'Guide to delete').count()).toBe(0);
    expect((await guidesOf()).some((g) => g.academyId === guide.academyId)).toBe(false);
  });
});

describe('permissions (section 6, Academy)', () => {
  it('reader.de in German: Add new and Delete disabled, Edit reads View, the form says View with its fields and Save disabled', async () => {
    const page = await openList(office.accounts.readerDe);
    expect(await page.getByRole('button', { name: 'Add new' }).isDisabled()).toBe(true);
    await allDisabled(table(page), 'Delete');
    expect(await table(page).getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await table(page).getByRole('button', { name: 'View', exact: true }).count()).toBe(await rows(page).count());
    await screenshot(page, 'academy-list-reader');
    await expectAccessible(page, '/academy as a reader');

    const [guide] = await guidesOf(2);
    await editFromList(page, guide, 'View');
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['View academy guide']);
    await page.getByText('You can view this screen but not change it').first().waitFor();
    for (const label of ['Title', 'URL', 'Featured image', 'Tag', 'Excerpt']) expect(await field(page, label).isDisabled(), label).toBe(true);
    expect(await page.getByRole('button', { name: 'Open gallery' }).isDisabled()).toBe(true);
    await allDisabled(page, 'Save');
    expect(await page.getByRole('button', { name: 'Close', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'academy-form-reader');
    await expectAccessible(page, 'the guide form as a reader');
  });

  it("writer.en in English: adds and saves a guide, but Delete is the administrator's", async () => {
    const page = await openList(office.accounts.writerEn);
    expect(await page.getByRole('button', { name: 'Add new' }).isEnabled()).toBe(true);
    await allDisabled(table(page), 'Delete');
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add academy guide' });
    await field(dialog, 'Title').fill('Guide by the English writer');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectNotice(page, 'Academy has been added.');
    const guide = (await guidesOf()).find((g) => g.title === 'Guide by the English writer')!;
    // The new guide opens in its editor (issue 17).
    await page.waitForURL((u) => u.pathname === `/academy-details/${guide.academyId}`);
    await expect.poll(() => field(page, 'Title').inputValue()).toBe(guide.title);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Edit academy guide']);
    const [route] = await academyRoutes();
    await field(page, 'URL').selectOption({ label: route.url });
    await field(page, 'Tag').selectOption({ label: 'beginners' });
    await saveButton(page).click();
    await expectNotice(page, 'Academy has been updated.');
    await page.waitForURL((u) => u.pathname === '/academy');
    expect(await api('GET', `/Academy/${guide.academyId}`)).toMatchObject({ urlTableId: route.urlTableId, tag: 'beginners' });
  });
});

describe('two editors on one guide', () => {
  it('a stale save opens the conflict dialog; Overwrite with mine saves knowingly', async () => {
    const [route] = await academyRoutes();
    const guide = await createGuide('Guide edited twice', { urlTableId: route.urlTableId, excerpt: 'Loaded excerpt', tag: 'advanced' });
    const page = await openSignedIn(office, `/academy-details/${guide.academyId}`);
    await expect.poll(() => field(page, 'Excerpt').inputValue()).toBe('Loaded excerpt');
    await overwriteAfterConflict(page, office, {
      name: 'a guide',
      screenshot: 'academy-conflict',
      // Another editor saves the guide between this tab's load and its save.
      theirs: async () => api('PUT', '/Academy', { ...(await api('GET', `/Academy/${guide.academyId}`)), tag: 'pros' }),
      mine: { label: 'Excerpt', text: 'Mine, saved later' },
      // Only the other editor changed the tag: theirs is kept by the merge, this editor's side is "not changed".
      shown: async (dialog) => expect(await dialog.getByRole('row', { name: /^Tag/ }).getByRole('cell').allInnerTexts()).toEqual(['pros', 'not changed', 'Theirs']),
      saved: 'Academy has been updated.',
      stored: () => api('GET', `/Academy/${guide.academyId}`),
      kept: { excerpt: 'Mine, saved later', tag: 'advanced' },
    });
  });
});
