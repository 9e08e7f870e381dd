import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, allDisabled, columnTexts, confirmDelete, field, form, heading, nextBody, openSignedIn, rowWith, rows, saveButton, table, openWithRows } from './support/screen';

// Tools settings of the third document, sections 2 to 9 (screens/tools/tools-settings.json, tool-items.json,
// tool-item-form.json): the page form of data type 53 with the tool items table under it, and the item editor.

type Row = Record<string, any>;
interface ToolItem {
  toolsItemId: number;
  languageId: number;
  itemTitle: string;
  excerpt: string | null;
  category: 'Comparison' | 'Calculator' | 'Portfolio';
  featuredImage: string | null;
  urlTableId: number | null;
}

let office: BackOffice;
const api = <T = Row>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const itemsOf = (languageId = 1) => api<ToolItem[]>('GET', `/ToolSettings/GetToolItemByLangId?langid=${languageId}`);
const settingsOf = (languageId = 1) => api<Row>('GET', `/PagesSettings/GetToolSettingsByLangId?id=${languageId}&UseCase=Dashboard`);
const categoryFilter = (page: Page) => page.locator('.bp6-form-group', { hasText: 'Category' }).locator('select').first();

const openSettings = (account = office.accounts.admin) => openWithRows(office, '/tools/settings', account);

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('/tools/settings: the page form', () => {
  it('saves title, subtitle and SEO fields with data type 53 (Changes have been saved.), kept after a reload', async () => {
    const page = await openSettings();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Tools settings']);
    expect(await page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link').allInnerTexts()).toEqual(['Settings', 'Tools']);
    const stored = await settingsOf();
    expect(await field(page, 'Page Title').inputValue()).toBe(stored.title);
    await screenshot(page, 'tools-settings');
    await expectAccessible(page, '/tools/settings');

    await field(page, 'Page Title').fill('Tools for investors');
    await field(page, 'Subtitle').fill('Plan, compare and calculate.');
    await field(page, 'SERP Title').fill('P2P investor tools');
    await field(page, 'SERP Description').fill('Calculators and a comparison for P2P lending.');
    const sent = nextBody(page, 'PUT', '/PagesSettings');
    await saveButton(page).click();
    expect(await sent).toMatchObject({
      pagesSettingsId: stored.pagesSettingsId,
      languageId: 1,
      dataTypeId: 53,
      title: 'Tools for investors',
      subtitle: 'Plan, compare and calculate.',
      serpTitle: 'P2P investor tools',
      serpDescription: 'Calculators and a comparison for P2P lending.',
      version: stored.version,
    });
    await expectNotice(page, 'Changes have been saved.');
    expect(await settingsOf()).toMatchObject({ title: 'Tools for investors', serpTitle: 'P2P investor tools' });

    await page.goto(`${office.baseUrl}/tools/settings`);
    await rows(page).first().waitFor();
    expect(await field(page, 'Page Title').inputValue()).toBe('Tools for investors');
    expect(await field(page, 'Subtitle').inputValue()).toBe('Plan, compare and calculate.');
    expect(await field(page, 'SERP Description').inputValue()).toBe('Calculators and a comparison for P2P lending.');
  });
});

describe('/tools/settings: the tool items table', () => {
  it('lists the language\'s items (Title, Category, Actions) without paging and filters by category', async () => {
    const page = await openSettings();
    const items = await itemsOf();
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(['Comparison', 'Calculator', 'Portfolio']));
    expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['Title', 'Category', 'Actions']);
    await expect.poll(() => columnTexts(page, 1)).toEqual(items.map((i) => i.itemTitle));
    expect(await page.locator('.engine-pager').count()).toBe(0);
    expect(await categoryFilter(page).locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Comparison', 'Calculator', 'Portfolio']));

    for (const category of ['Calculator', 'Portfolio', 'Comparison'] as const) {
      await categoryFilter(page).selectOption({ label: category });
      await expect.poll(() => columnTexts(page, 2)).toEqual(items.filter((i) => i.category === category).map(() => category));
    }
    await screenshot(page, 'tools-settings-filtered');
    await expectAccessible(page, 'the tool items filtered');
    await categoryFilter(page).selectOption({ index: 0 });
    await expect.poll(() => rows(page).count()).toBe(items.length);
  });

  it('adds an item with a featured image from the gallery, edits it, and deletes it (Tool has been deleted.)', async () => {
    const page = await openSettings();
    const [route] = await api<Row[]>('GET', '/Routes/ByLanguageId/1');
    await heading(page, 'Tool items').waitFor();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.waitForURL((url) => url.pathname === '/tools/settings/add/-1');
    await heading(page, 'Add tool item').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Add tool item']);
    await field(page, 'Item title').fill('Savings planner');
    await field(page, 'Excerpt').fill('How much will you have saved in five years?');
    await field(page, 'Category').selectOption({ label: 'Calculator' });
    await page.getByRole('button', { name: 'Choose featured image' }).click();
    const gallery = page.getByRole('dialog', { name: 'Media library' });
    await gallery.getByRole('button', { name: 'Details of p2p-lending-overview.png' }).click();
    await gallery.getByRole('button', { name: 'Choose', exact: true }).click();
    await gallery.waitFor({ state: 'detached' });
    const image = await field(page, 'Featured image').inputValue();
    expect(image).toContain('p2p-lending-overview.png');
    await field(page, 'Url').click();
    await page.getByRole('combobox', { name: 'Search routes…', expanded: true }).fill(route.url);
    await page.getByRole('option', { name: route.url, exact: true }).click();
    await screenshot(page, 'tool-item-add');
    await expectAccessible(page, 'the tool item form');

    const created = nextBody(page, 'POST', '/ToolSettings/AddToolItem');
    await saveButton(page).click();
    expect(await created).toEqual({
      languageId: 1,
      itemTitle: 'Savings planner',
      excerpt: 'How much will you have saved in five years?',
      category: 'Calculator',
      featuredImage: image,
      urlTableId: route.urlTableId,
    });
    await expectNotice(page, 'Successfully created item!');
    await page.waitForURL((url) => url.pathname === '/tools/settings');
    await rowWith(page, 'Savings planner').waitFor();
    const item = (await itemsOf()).find((i) => i.itemTitle === 'Savings planner')!;
    expect(item).toMatchObject({ category: 'Calculator', featuredImage: image, urlTableId: route.urlTableId });

    await rowWith(page, 'Savings planner').getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tools/settings/edit/${item.toolsItemId}`);
    await heading(page, 'Edit tool item').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Edit tool item']);
    await expect.poll(() => field(page, 'Item title').inputValue()).toBe('Savings planner');
    await expect.poll(() => field(page, 'Featured image').inputValue()).toBe(image);
    await field(page, 'Item title').fill('Savings planner, five years');
    await field(page, 'Category').selectOption({ label: 'Portfolio' });
    const edited = nextBody(page, 'PUT', '/ToolSettings/EditToolItem');
    await saveButton(page).click();
    expect(await edited).toMatchObject({ toolsItemId: item.toolsItemId, itemTitle: 'Savings planner, five years', category: 'Portfolio', featuredImage: image, version: expect.any(Number) });
    await expectNotice(page, 'Successfully updated item!');
    await page.waitForURL((url) => url.pathname === '/tools/settings');
    await rowWith(page, 'Savings planner, five years').waitFor();

    // Close goes back without saving.
    await rowWith(page, 'Savings planner, five years').getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tools/settings/edit/${item.toolsItemId}`);
    await form(page).getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/tools/settings');

    await confirmDelete(page, rowWith(page, 'Savings planner, five years'));
    await expectNotice(page, 'Tool has been deleted.');
    await expect.poll(() => rowWith(page, 'Savings planner, five years').count()).toBe(0);
    await expect.poll(async () => (await itemsOf()).some((i) => i.toolsItemId === item.toolsItemId)).toBe(false);
  });

  it('a refused save says Something went wrong... with the reason, and stays on the form', async () => {
    const page = await openSignedIn(office, '/tools/settings/add/-1');
    await field(page, 'Item title').fill('Refused item');
    await field(page, 'Category').selectOption({ label: 'Comparison' });
    await page.route('**/api/ToolSettings/AddToolItem', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database down"}' }));
    office.consoleErrors.allow(/500|save failed/);
    await saveButton(page).click();
    await expectNotice(page, 'Something went wrong...');
    await expectNotice(page, 'database down');
    expect(new URL(page.url()).pathname).toBe('/tools/settings/add/-1');
  });
});

describe('a reader (reader.de@p2p.local, German)', () => {
  it('sees View, Add item and Delete disabled, the page form and the item form read-only', async () => {
    const page = await openSettings(office.accounts.readerDe);
    const items = await itemsOf(2);
    await expect.poll(() => columnTexts(page, 1)).toEqual(items.map((i) => i.itemTitle));
    expect(await page.getByRole('button', { name: 'Add item' }).isDisabled()).toBe(true);
    await allDisabled(table(page), 'Delete');
    expect(await table(page).getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await table(page).getByRole('button', { name: 'View', exact: true }).count()).toBe(items.length);
    expect(await field(page, 'Page Title').isDisabled()).toBe(true);
    await allDisabled(page, 'Save');
    await screenshot(page, 'tools-settings-reader');
    await expectAccessible(page, '/tools/settings as a reader');

    await rows(page).first().getByRole('button', { name: 'View', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tools/settings/edit/${items[0].toolsItemId}`);
    await heading(page, 'View tool item').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['View tool item']);
    await expect.poll(() => field(page, 'Item title').inputValue()).toBe(items[0].itemTitle);
    for (const label of ['Item title', 'Excerpt', 'Category', 'Featured image']) expect(await field(page, label).isDisabled(), label).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose featured image' }).isDisabled()).toBe(true);
    await allDisabled(page, 'Save');
    await expectAccessible(page, 'the tool item form as a reader');
  });
});
