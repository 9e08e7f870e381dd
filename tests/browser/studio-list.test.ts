import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { adminApi, form, heading, openSignedIn, rows } from './support/screen';

// Issue 20, item 1: /studio lists every screen for the administrator and for users given the "Settings Screens"
// right in the permissions grid; anyone else is refused and has no navigation entry.

type ScreenRow = { screen: string; route: string[]; kind: string; entity?: string; dataType?: string; title?: string; status: string; lastChange: { userName: string; date: string } | null };
/** What the text filter looks in: the screen's name, title, routes, kind, entity and data type. */
const searched = (s: ScreenRow) => [s.screen, s.title, ...s.route, s.kind, s.entity, s.dataType].join(' ').toLowerCase();
let office: BackOffice;
const api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
const root = path.resolve(__dirname, '../..');
const names = (page: Page) => rows(page).locator('th[scope=row] a').allInnerTexts();
const settingsMenu = (page: Page) => page.locator('.shell-submenu');
const ddmmyyyy = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('the screen studio list (/studio)', () => {
  it('shows the administrator every screen with its route, kind, entity, data type, status and last change, filtered by text, area and status', async () => {
    // A published change, so that one screen runs changed and has a last change.
    const bonus = JSON.parse(fs.readFileSync(path.join(root, 'screens/settings/bonus-settings.json'), 'utf8'));
    bonus.title = 'Bonus page settings';
    await api('POST', '/Screens/settings/bonus-settings/Publish', { descriptor: bonus, baseVersion: 0 });
    const listed = await api<ScreenRow[]>('GET', '/Screens');

    const page = await openSignedIn(office, '/studio');
    await heading(page, 'Screen studio').waitFor();
    await rows(page).first().waitFor();
    expect(await page.locator('table.engine-table thead th').allInnerTexts()).toEqual(['Screen', 'Route', 'Kind', 'Entity', 'Data type', 'Status', 'Last change']);
    expect(await names(page)).toEqual(listed.map((s) => s.screen).sort((a, b) => a.localeCompare(b)));
    await page.getByText(`${listed.length} screens`).waitFor();
    expect(await settingsMenu(page).getByText('Screen studio', { exact: true }).count()).toBe(1);

    const changed = listed.find((s) => s.screen === 'settings/bonus-settings')!;
    const row = rows(page).filter({ has: page.getByRole('link', { name: 'settings/bonus-settings', exact: true }) });
    expect(await row.locator('td').allInnerTexts()).toEqual(['/bonussettings', 'form', 'page-settings', 'Settings Bonus', 'Changed', `${changed.lastChange!.userName}, ${ddmmyyyy(changed.lastChange!.date)}`]);
    const shipped = rows(page).filter({ has: page.getByRole('link', { name: 'settings/routes-list', exact: true }) });
    expect(await shipped.locator('td').nth(4).innerText()).toBe('As shipped');
    await screenshot(page, 'studio-list');
    await expectAccessible(page);

    await page.getByLabel('Find').fill('bonus');
    await expect.poll(() => names(page)).toEqual(listed.filter((s) => searched(s).includes('bonus')).map((s) => s.screen).sort((a, b) => a.localeCompare(b)));
    await page.getByLabel('Find').fill('');
    await page.getByLabel('Area').selectOption('tools');
    await expect.poll(async () => (await names(page)).every((n) => n.startsWith('tools/'))).toBe(true);
    expect(await names(page)).toContain('tools/studio');
    await page.getByLabel('Area').selectOption('');
    await page.getByLabel('Status').selectOption({ label: 'Changed' });
    await expect.poll(() => names(page)).toEqual(['settings/bonus-settings']);
    await page.getByText('1 screen', { exact: true }).waitFor();
    await page.getByLabel('Status').selectOption({ label: 'File changed since' });
    await page.getByText('No screen matches these filters.').waitFor();
  });

  it("each screen's name is a link to its editor, /studio/<area>/<name>", async () => {
    const page = await openSignedIn(office, '/studio');
    const link = page.getByRole('link', { name: 'settings/bonus-settings', exact: true });
    await link.waitFor();
    expect(new URL((await link.getAttribute('href'))!, office.baseUrl).pathname).toBe('/studio/settings/bonus-settings');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await link.click();
    await expect.poll(() => visited).toContain('/studio/settings/bonus-settings');
  });

  it('an ordinary user (writer.en, without the right) is refused /studio and has no navigation entry', async () => {
    const page = await openSignedIn(office, '/studio', office.accounts.writerEn);
    await page.getByText('No access').waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(await settingsMenu(page).getByText('Screen studio', { exact: true }).count()).toBe(0);
  });

  it('a user given "Settings Screens" read in the permissions grid sees the entry and the list', async () => {
    const users = await api<{ userId: number; username: string }[]>('GET', '/Users/GetAllUsers');
    const writer = users.find((u) => u.username === office.accounts.writerEn.username)!;
    const admin = await openSignedIn(office, `/users/edit/${writer.userId}`);
    const grid = admin.getByRole('table', { name: 'Permissions by data type and language' });
    await grid.getByLabel('Screen studio in EN', { exact: true }).selectOption({ label: 'Read' });
    await form(admin).getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL((url) => url.pathname === '/users');
    await admin.locator('main table tbody tr').first().waitFor();
    // Tabs of one browser share the session: the writer's signing in would turn this tab into the writer's, whose
    // users list is refused. The administrator is done here.
    await admin.close();

    const page = await openSignedIn(office, '/studio', office.accounts.writerEn);
    await rows(page).first().waitFor();
    expect(await settingsMenu(page).getByText('Screen studio', { exact: true }).count()).toBe(1);
    expect(await page.getByText('No access').count()).toBe(0);
  });
});
