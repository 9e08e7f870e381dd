import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, confirmDelete, form, heading, nextBody, openSignedIn, rowWith, rows, table, fieldLabel } from './support/screen';

// Second document, section 2: Users list (/users) and the user form (/users/add/-1, /users/edit/{id}) with its
// permissions (section 4: cumulative roles, the highest sent for all five languages). Issue 17, item 4: the
// permissions are one grid of grouped, readable data types by the five languages, with "apply this row to all
// languages" and "copy this language to…", and the list says each user's rights in one line.
describe('users and permissions', () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  const open = (path: string, account?: Account) => openSignedIn(office, path, account);
  const field = (page: Page, label: string) => form(page).getByLabel(fieldLabel(label));
  // "Create user" on a new user, Save on an existing one (issue 28 item 10; docs/deviations.md).
  const submit = (page: Page) => form(page).getByRole('button', { name: /^(Create user|Save)$/ });

  const api = <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
  const userNamed = async (username: string) => (await api<{ userId: number; username: string; lastName: string }[]>('GET', '/Users/GetAllUsers')).find((u) => u.username === username);
  const roleOf = async (userId: number, languageId: number, dataTypeId: number) =>
    (await api<{ languageId: number; dataTypeId: number; roleId: number }[]>('GET', `/Permissions/ByUserId/${userId}?langId=${languageId}`)).find((p) => p.dataTypeId === dataTypeId)?.roleId;

  /** Waits until the open dialog has finished its opening transition (for screenshots). */
  const settled = (page: Page) => page.locator('.bp6-overlay-enter-done .bp6-dialog').first().waitFor();

  /** The permissions grid of the user form; a cell is named "<data type> in <language code>". */
  const grid = (page: Page) => page.getByRole('table', { name: 'Permissions by data type and language' });
  const cell = (page: Page, name: string) => grid(page).getByLabel(name, { exact: true });
  /** Chooses roles in cells of the grid, e.g. { 'News feed in DE': 'Write' }. */
  async function choosePermissions(page: Page, roles: Record<string, string>) {
    for (const [name, role] of Object.entries(roles)) await cell(page, name).selectOption({ label: role });
  }
  const CODES = ['EN', 'DE', 'ES', 'FR', 'NL'];
  const rowRoles = (page: Page, dataType: string) => Promise.all(CODES.map((code) => cell(page, `${dataType} in ${code}`).inputValue()));

  const newUser = { firstName: 'Rita', lastName: 'Reader', username: 'rita.reader@p2p.local', password: 'rita-pass-2026' };

  describe('Users list (/users)', () => {
    it('shows First name, Last name, Email (the username) and Actions of every user, with Add User', async () => {
      const page = await open('/users');
      await heading(page, 'Users').waitFor();
      await rows(page).first().waitFor();
      expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['First name', 'Last name', 'Email', 'Rights', 'Actions']);
      const users = await api<{ username: string }[]>('GET', '/Users/GetAllUsers');
      expect(await rows(page).count()).toBe(users.length);
      expect(await rows(page).locator('td:nth-child(3)').allInnerTexts()).toEqual(users.map((u) => u.username));
      const chief = rowWith(page, office.accounts.chiefEditor.username);
      // Each user's rights in one line: the highest role per language (server/seed/demo-accounts.ts).
      await expect.poll(() => chief.locator('td').allInnerTexts()).toEqual(['Clara', 'Chief', office.accounts.chiefEditor.username, 'Admin in EN, DE, ES, FR, NL', expect.stringContaining('Edit')]);
      await expect.poll(() => rowWith(page, office.accounts.writerEn.username).locator('td').nth(3).innerText()).toBe('Writer in EN; reader in DE');
      expect(await page.getByRole('button', { name: 'Add User' }).isEnabled()).toBe(true);
      await screenshot(page, 'users-list');
      await expectAccessible(page);
    });
  });

  describe('User form', () => {
    it('requires First name, Last name, Username and, when creating, a Password', async () => {
      const page = await open('/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      await page.waitForURL((url) => url.pathname === '/users/add/-1');
      await heading(page, 'Add user').waitFor();
      await submit(page).click();
      await form(page).getByText('Please enter the password.').waitFor();
      expect(await form(page).getByText('Please input your username!', { exact: true }).count()).toBe(3);
      for (const label of ['First name', 'Last name', 'Username', 'Password']) {
        const described = await field(page, label).getAttribute('aria-describedby');
        expect(await page.locator(`[id="${described?.split(' ').find((id) => id.endsWith('__error'))}"]`).count(), label).toBe(1);
      }
      expect(new URL(page.url()).pathname).toBe('/users/add/-1');
      await screenshot(page, 'users-form-required');
      await expectAccessible(page);
    });

    it('creates a user with Read on Settings Testimonials in English: Register, then POST /Permissions for all five languages', async () => {
      const page = await open('/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      await heading(page, 'Add user').waitFor();
      expect(await grid(page).locator('thead th').allInnerTexts()).toEqual(['Data type', 'EN', 'DE', 'ES', 'FR', 'NL', 'All languages']);
      expect(await grid(page).locator('th[scope=colgroup]').allInnerTexts()).toEqual(['Content', 'Settings', 'Tools']);
      expect(await grid(page).locator('th[scope=row]').count()).toBe(22);
      await field(page, 'First name').fill(newUser.firstName);
      await field(page, 'Last name').fill(newUser.lastName);
      await field(page, 'Username').fill(newUser.username);
      await field(page, 'Password').fill(newUser.password);
      await screenshot(page, 'users-form-add');
      await expectAccessible(page);
      await choosePermissions(page, { 'Testimonials and authors in EN': 'Read' });

      const register = nextBody(page, 'POST', '/Users/Register');
      const permissions = nextBody(page, 'POST', '/Permissions');
      await submit(page).click();
      expect(await register).toEqual({ firstName: newUser.firstName, lastName: newUser.lastName, username: newUser.username, password: newUser.password });
      const sent = (await permissions) as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
      await expectNotice(page, 'User successfully created.');
      await page.waitForURL((url) => url.pathname === '/users');
      await rowWith(page, newUser.username).waitFor();

      const created = await userNamed(newUser.username);
      expect(created).toBeDefined();
      expect(sent).toHaveLength(5 * 22);
      expect(new Set(sent.map((e) => e.languageId))).toEqual(new Set([1, 2, 3, 4, 6]));
      expect(sent.every((e) => e.userId === created!.userId)).toBe(true);
      expect(sent.filter((e) => e.roleId !== 10)).toEqual([expect.objectContaining({ languageId: 1, dataTypeId: 48, roleId: 7 })]);
      expect(await roleOf(created!.userId, 1, 48)).toBe(7);
    });

    it('the new user signs in (second tab) and sees View, not Edit, on /testimonials; Add and Delete are disabled', async () => {
      const page = await open('/testimonials', { username: newUser.username, password: newUser.password, name: 'Rita Reader' });
      await heading(page, 'Testimonials').waitFor();
      await rows(page).first().waitFor();
      const actions = rows(page).first();
      expect(await actions.getByRole('button', { name: 'View' }).isVisible()).toBe(true);
      expect(await actions.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await actions.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
      await screenshot(page, 'users-new-user-testimonials');
      await expectAccessible(page);
    });

    it('edits a user: a changed name and a role are kept after a reload; an empty password is sent as ""', async () => {
      const created = (await userNamed(newUser.username))!;
      const page = await open('/users');
      await rowWith(page, newUser.username).getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL((url) => url.pathname === `/users/edit/${created.userId}`);
      await heading(page, 'Edit user').waitFor();
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(newUser.username);
      expect(await field(page, 'Password').inputValue()).toBe('');
      await field(page, 'Last name').fill('Redakteurin');
      // The loaded role shows in the grid; Write on the news feed in German is added.
      expect(await cell(page, 'Testimonials and authors in EN').inputValue()).toBe('7');
      await choosePermissions(page, { 'News feed in DE': 'Write' });
      await screenshot(page, 'users-form-edit');
      await expectAccessible(page);

      const update = nextBody(page, 'POST', '/Users/UpdateUser');
      const permissions = nextBody(page, 'PUT', '/Permissions');
      await submit(page).click();
      expect(await update).toEqual({ userId: created.userId, firstName: newUser.firstName, lastName: 'Redakteurin', username: newUser.username, password: '' });
      const sent = (await permissions) as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
      expect(sent).toHaveLength(110);
      expect(sent.filter((e) => e.roleId !== 10).map((e) => [e.languageId, e.dataTypeId, e.roleId])).toEqual([[1, 48, 7], [2, 7, 8]]);
      await expectNotice(page, 'User successfully updated.');
      await page.waitForURL((url) => url.pathname === '/users');
      await rowWith(page, 'Redakteurin').waitFor();
      expect(await roleOf(created.userId, 2, 7)).toBe(8);

      // Reload the form: the values are the saved ones.
      await page.goto(`${office.baseUrl}/users/edit/${created.userId}`);
      await expect.poll(() => field(page, 'Last name').inputValue()).toBe('Redakteurin');
      await page.reload();
      await expect.poll(() => field(page, 'Last name').inputValue()).toBe('Redakteurin');
      await expect.poll(() => cell(page, 'News feed in DE').inputValue()).toBe('8');
      expect(await cell(page, 'Testimonials and authors in DE').inputValue()).toBe('10');
      // The sign-in still works with the old password (it was not changed).
      const login = await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: newUser.username, password: newUser.password } });
      expect(login.statusCode).toBe(200);
    });

    it("choosing None resets a role, and Admin sends 9 (the highest of 9, 8, 7)", async () => {
      const created = (await userNamed(newUser.username))!;
      const page = await open('/users');
      await rowWith(page, newUser.username).getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(newUser.username);
      await choosePermissions(page, { 'News feed in DE': 'None', 'Media library in DE': 'Admin' });
      const permissions = nextBody(page, 'PUT', '/Permissions');
      await submit(page).click();
      const sent = (await permissions) as { languageId: number; dataTypeId: number; roleId: number }[];
      expect(sent.filter((e) => e.roleId !== 10).map((e) => [e.languageId, e.dataTypeId, e.roleId])).toEqual([[1, 48, 7], [2, 46, 9]]);
      await expectNotice(page, 'User successfully updated.');
      expect(await roleOf(created.userId, 2, 7)).toBe(10);
      expect(await roleOf(created.userId, 2, 46)).toBe(9);
    });

    it("a refused save shows 'Error while updating user. Error message: ' with the server's message", async () => {
      office.consoleErrors.allow(/status of 409/);
      office.consoleErrors.allow(/save failed/);
      const page = await open('/users/add/-1');
      await heading(page, 'Add user').waitFor();
      await field(page, 'First name').fill('Dup');
      await field(page, 'Last name').fill('Licate');
      await field(page, 'Username').fill(office.accounts.writerEn.username);
      await field(page, 'Password').fill('dup-pass-2026');
      await submit(page).click();
      await expectNotice(page, `Error while updating user. Error message: The username ${office.accounts.writerEn.username} is already taken`);
      expect(new URL(page.url()).pathname).toBe('/users/add/-1');
      await screenshot(page, 'users-form-error');
      await expectAccessible(page);
    });

    it("the administrator's own account has no permissions grid, and saves without permissions", async () => {
      const admin = (await userNamed(office.accounts.admin.username))!;
      const page = await open('/users');
      await rowWith(page, office.accounts.admin.username).getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL((url) => url.pathname === `/users/edit/${admin.userId}`);
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(office.accounts.admin.username);
      expect(await grid(page).count()).toBe(0);
      await screenshot(page, 'users-form-administrator');
      await expectAccessible(page);
      let permissionCalls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/Permissions') permissionCalls++;
      });
      await field(page, 'First name').fill('Sitee');
      await submit(page).click();
      await expectNotice(page, 'User successfully updated.');
      await page.waitForURL((url) => url.pathname === '/users');
      await rowWith(page, 'Sitee').waitFor();
      expect(permissionCalls).toBe(0);
      // Back to the original name.
      await rowWith(page, 'Sitee').getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => field(page, 'First name').inputValue()).toBe('Sitee');
      await field(page, 'First name').fill('Site');
      await submit(page).click();
      await expectNotice(page, 'User successfully updated.');
    });

    it('another user of the list shows the permissions grid to the administrator', async () => {
      const chief = (await userNamed(office.accounts.chiefEditor.username))!;
      const page = await open(`/users/edit/${chief.userId}`);
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(office.accounts.chiefEditor.username);
      expect(await grid(page).isVisible()).toBe(true);
      // The chief editor holds admin everywhere and read on Settings Users (server/seed/demo-accounts.ts).
      await expect.poll(() => rowRoles(page, 'Reviews (Content)')).toEqual(['9', '9', '9', '9', '9']);
      expect(await cell(page, 'Users in EN').inputValue()).toBe('7');
    });

    it('gives rights in five languages in one grid: a row applied to all languages, a language copied to another; saved for all five and read back', async () => {
      const created = (await userNamed(newUser.username))!;
      const page = await open(`/users/edit/${created.userId}`);
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(newUser.username);
      await choosePermissions(page, { 'Reviews (Content) in EN': 'Write' });
      await grid(page).getByRole('button', { name: 'Apply Reviews (Content) in EN to all languages' }).click();
      await expect.poll(() => rowRoles(page, 'Reviews (Content)')).toEqual(['8', '8', '8', '8', '8']);
      await choosePermissions(page, { 'Pages in DE': 'Read', 'Reviews (Content) in DE': 'Admin' });
      await grid(page).getByRole('button', { name: 'Copy DE to…' }).click();
      await page.getByRole('menuitem', { name: 'Dutch (NL)' }).click();
      await expect.poll(() => rowRoles(page, 'Pages')).toEqual(['10', '7', '10', '10', '7']);
      expect(await rowRoles(page, 'Reviews (Content)')).toEqual(['8', '9', '8', '8', '9']);
      // Copying replaces the other language's column: DE's Admin on the media library (set before) is NL's now.
      expect(await cell(page, 'Media library in NL').inputValue()).toBe('9');
      await grid(page).scrollIntoViewIfNeeded();
      await screenshot(page, 'users-permissions-grid');
      await expectAccessible(page);

      const permissions = nextBody(page, 'PUT', '/Permissions');
      await submit(page).click();
      const sent = (await permissions) as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
      expect(sent).toHaveLength(110);
      expect(new Set(sent.map((e) => e.languageId))).toEqual(new Set([1, 2, 3, 4, 6]));
      expect(sent.filter((e) => e.roleId !== 10).map((e) => [e.languageId, e.dataTypeId, e.roleId])).toEqual([
        [1, 1, 8], [1, 48, 7],
        [2, 1, 9], [2, 9, 7], [2, 46, 9],
        [3, 1, 8],
        [4, 1, 8],
        [6, 1, 9], [6, 9, 7], [6, 46, 9],
      ]);
      await expectNotice(page, 'User successfully updated.');
      await page.waitForURL((url) => url.pathname === '/users');
      await expect.poll(() => rowWith(page, newUser.username).locator('td').nth(3).innerText()).toBe('Admin in DE, NL; writer in EN, ES, FR');

      // Reopened, the grid shows what was saved.
      await page.goto(`${office.baseUrl}/users/edit/${created.userId}`);
      await expect.poll(() => rowRoles(page, 'Reviews (Content)')).toEqual(['8', '9', '8', '8', '9']);
      expect(await rowRoles(page, 'Pages')).toEqual(['10', '7', '10', '10', '7']);
      expect(await rowRoles(page, 'Testimonials and authors')).toEqual(['7', '10', '10', '10', '10']);
      expect(await roleOf(created.userId, 6, 9)).toBe(7);
    });
  });

  describe('read-only user (the chief editor: read on Settings Users, server/seed/demo-accounts.ts)', () => {
    it('sees View, Add User and Delete disabled on /users, and cannot save the form', async () => {
      const page = await open('/users', office.accounts.chiefEditor);
      await heading(page, 'Users').waitFor();
      await rows(page).first().waitFor();
      expect(await page.getByRole('button', { name: 'Add User' }).isDisabled()).toBe(true);
      const row = rowWith(page, office.accounts.writerEn.username);
      expect(await row.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await row.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      await screenshot(page, 'users-list-read-only');
      await expectAccessible(page);
      await row.getByRole('button', { name: 'View' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/users/edit/'));
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(office.accounts.writerEn.username);
      expect(await submit(page).isDisabled()).toBe(true);
      await screenshot(page, 'users-form-read-only');
      await expectAccessible(page);
    });
  });

  describe('delete', () => {
    it('deletes the user after the confirmation; the list refreshes', async () => {
      const page = await open('/users');
      const row = rowWith(page, newUser.username);
      await row.waitFor();
      const before = await rows(page).count();
      // No: nothing happens.
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await rows(page).count()).toBe(before);
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByText('Confirm your action').waitFor();
      await settled(page);
      await screenshot(page, 'users-delete-confirm');
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await confirmDelete(page, row);
      await expect.poll(() => rows(page).count()).toBe(before - 1);
      expect(await rowWith(page, newUser.username).count()).toBe(0);
      expect(await userNamed(newUser.username)).toBeUndefined();
    });
  });
});
