import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { Account, BackOffice } from './back-office';

// What the browser tests look for on an engine screen, named once (engine/screens/*: .engine-table, .engine-form).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export const table = (page: Page) => page.locator('table.engine-table');
// A long list draws only the rows in view between two spacer rows (engine/list/VirtualRows.tsx), which hold no data.
export const rows = (page: Page) => table(page).locator('tbody tr:not(.engine-spacer)');
/** The rows with a cell whose whole text is `text`. */
export const rowWith = (page: Page, text: string) => rows(page).filter({ has: page.locator('td', { hasText: new RegExp(`^${escapeRegExp(text)}$`) }) });
export const columnTexts = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index})`).allInnerTexts();
/** A field's label as a form shows it: its text, then "(required)" when the entity requires the field. */
// A regular expression meets the label's raw text, which keeps the space Blueprint puts before the mark.
export const fieldLabel = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}(?:\\s*\\(required\\))?\\s*$`);
export const heading = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });
export const form = (page: Page) => page.locator('.engine-form');
export const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** A signed-in tab on a screen of the back office. */
export async function openSignedIn(office: BackOffice, path: string, account: Account = office.accounts.admin): Promise<Page> {
  const page = await office.page();
  await office.signIn(page, account, path);
  return page;
}

/** A signed-in tab on a list screen, once its first row is drawn. */
export async function openWithRows(office: BackOffice, path: string, account?: Account): Promise<Page> {
  const page = await openSignedIn(office, path, account);
  await rows(page).first().waitFor();
  return page;
}

/** The JSON body of the next call matching method and path (without /api). */
export function nextBody(page: Page, method: string, path: string): Promise<Record<string, any>> {
  return page
    .waitForRequest((r: Request) => r.method() === method && new URL(r.url()).pathname === `/api${path}`)
    .then((r) => r.postDataJSON() as Record<string, any>);
}

// The administrator's token per back office. A sign-in is a slow hash (server/auth/passwords.ts), about a fifth of a
// second of processor time, and a file reads back through the API dozens of times: it signs in once.
const adminTokens = new WeakMap<BackOffice, Promise<string>>();

function adminToken(office: BackOffice, renew = false): Promise<string> {
  if (renew || !adminTokens.has(office)) {
    const { username, password } = office.accounts.admin;
    const token = office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password } }).then((login) => {
      if (login.statusCode !== 200) throw new Error(`login of ${username} answered ${login.statusCode}: ${login.body}`);
      return login.json().token as string;
    });
    adminTokens.set(office, token);
  }
  return adminTokens.get(office)!;
}

/** The API as the administrator, to check what the screens saved; any answer but 200 fails the test. */
export async function adminApi<T>(office: BackOffice, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<T> {
  const send = async (token: string) =>
    office.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload !== undefined && { payload: payload as object }) });
  let res = await send(await adminToken(office));
  // A test that signs the administrator out, or that ends its sessions, revokes the kept token: sign in again, once.
  if (res.statusCode === 401) res = await send(await adminToken(office, true));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Delete on a row, then Yes in the confirmation (first document §2: Confirm your action). */
export async function confirmDelete(page: Page, row: Locator) {
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Confirm your action').waitFor();
  await dialog.getByText('Are you sure you want to delete this item').waitFor();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits until the notices of earlier steps are gone, so that the next expectNotice sees a new one. */
export async function noNotices(page: Page) {
  await page.locator('.bp6-toast').first().waitFor({ state: 'detached', timeout: 8_000 });
}

/**
 * Waits until the page has drawn two frames: what an answer that has arrived set off (React's work is scheduled as
 * tasks before the next frame) is on the screen. A wait for that state, not for a length of time.
 */
export const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Waits until what eases has arrived: a frame drawn (a class just changed starts its transitions there), then no
 * finite animation or transition still running (a spinner's endless one aside). Colours, a dialog's or a notice's
 * fade are then as the editor sees them once the screen settles.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await painted(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** A field by its label, with or without the "(required)" mark. */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(fieldLabel(label));
export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
/** The rich-text editor's editable area. */
export const editor = (page: Page) => page.locator('.bo-richtext .ql-editor');

/** Every API call the tab makes from now on other than GET, in order, as "METHOD /path" (without /api). */
export function writesOf(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (r.method() !== 'GET' && path.startsWith('/api/')) writes.push(`${r.method()} ${path.slice(4)}`);
  });
  return writes;
}

/** Records every call of this method and path (without /api) the tab makes from now on. */
export function watchCalls(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === `/api${path}`) seen.push(r);
  });
  return seen;
}

/** Chooses options of a multi-select by their labels (a searchable list under the tags box). */
export async function choose(page: Page, label: string, options: string[]) {
  for (const option of options) {
    await field(page, label).click();
    await field(page, label).fill(option);
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

/** The tags of a multi-select: its own form group is the innermost holding its box. */
export const tagsOf = (page: Page, label: string) =>
  page.locator('.bp6-form-group', { has: field(page, label) }).last().locator('.bp6-tag').allInnerTexts();

/** First document, section 6: for a read-only role the button is disabled, or not offered at all. */
export async function noEnabledButton(page: Page, name: string) {
  const buttons = page.getByRole('button', { name, exact: true });
  for (const button of await buttons.all()) expect(await button.isDisabled(), name).toBe(true);
}

/** First document, section 6: a read-only role finds the button offered and disabled wherever it is. */
export async function allDisabled(scope: Page | Locator, name: string) {
  const buttons = await scope.getByRole('button', { name, exact: true }).all();
  expect(buttons.length, name).toBeGreaterThan(0);
  for (const button of buttons) expect(await button.isDisabled(), name).toBe(true);
}

/** Whether the page shows the dark theme (Blueprint's class on the body, as the top bar's switch puts it). */
export const isDark = (page: Page) => page.evaluate(() => document.body.classList.contains('bp6-dark'));

/** Switches the theme with the top bar's button, as an editor does, and waits until the page shows it. */
export async function switchTheme(page: Page, theme: 'Dark mode' | 'Light mode'): Promise<void> {
  await page.getByRole('button', { name: theme, exact: true }).click();
  await expect.poll(() => isDark(page)).toBe(theme === 'Dark mode');
}
