import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type Account, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { adminApi, confirmDelete, form, heading, nextBody, openSignedIn, rowWith, rows, table, fieldLabel } from './support/screen';

// Second document, section 2: Users list (/users) and the user form (/users/add/-1, /users/edit/{id}) with its
// language selector and Permissions modal (section 4: cumulative roles, the highest sent for all five languages).
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
  const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit' });

  const api = <T>(method: 'GET' | 'POST', url: string, payload?: unknown) => adminApi<T>(office, method, url, payload);
  const userNamed = async (username: string) => (await api<{ userId: number; username: string; lastName: string }[]>('GET', '/Users/GetAllUsers')).find((u) => u.username === username);
  const roleOf = async (userId: number, languageId: number, dataTypeId: number) =>
    (await api<{ languageId: number; dataTypeId: number; roleId: number }[]>('GET', `/Permissions/ByUserId/${userId}?langId=${languageId}`)).find((p) => p.dataTypeId === dataTypeId)?.roleId;

  /** Waits until the open dialog has finished its opening transition (for screenshots). */
  const settled = (page: Page) => page.locator('.bp6-overlay-enter-done .bp6-dialog').first().waitFor();

  /** Opens the Permissions modal for a language of the form and chooses roles; closes it with OK. */
  async function choosePermissions(page: Page, language: string, roles: Record<string, string>, shot?: string) {
    await field(page, 'Language').selectOption({ label: language });
    await form(page).getByRole('button', { name: 'Permissions' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Permissions: ${language}`).waitFor();
    for (const [dataType, role] of Object.entries(roles)) await dialog.getByLabel(fieldLabel(dataType)).selectOption({ label: role });
    if (shot) await settled(page).then(() => screenshot(page, shot)).then(() => expectAccessible(page));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  const newUser = { firstName: 'Rita', lastName: 'Reader', username: 'rita.reader@p2p.local', password: 'rita-pass-2026' };

  describe('Users list (/users)', () => {
    it('shows First name, Last name, Email (the username) and Actions of every user, with Add User', async () => {
      const page = await open('/users');
      await heading(page, 'Users').waitFor();
      await rows(page).first().waitFor();
      expect(await table(page).locator('thead th').allInnerTexts()).toEqual(['First name', 'Last name', 'Email', 'Actions']);
      const users = await api<{ username: string }[]>('GET', '/Users/GetAllUsers');
      expect(await rows(page).count()).toBe(users.length);
      expect(await rows(page).locator('td:nth-child(3)').allInnerTexts()).toEqual(users.map((u) => u.username));
      const chief = rowWith(page, office.accounts.chiefEditor.username);
      expect(await chief.locator('td').allInnerTexts()).toEqual(['Clara', 'Chief', office.accounts.chiefEditor.username, expect.stringContaining('Edit')]);
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
      expect(page.url()).toBe(`${office.baseUrl}/users/add/-1`);
      await screenshot(page, 'users-form-required');
      await expectAccessible(page);
    });

    it('creates a user with Read on Settings Testimonials in English: Register, then POST /Permissions for all five languages', async () => {
      const page = await open('/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      await heading(page, 'Add user').waitFor();
      expect(await field(page, 'Language').locator('option').allInnerTexts()).toEqual(['English', 'German', 'Spanish', 'French', 'Netherlands']);
      await field(page, 'First name').fill(newUser.firstName);
      await field(page, 'Last name').fill(newUser.lastName);
      await field(page, 'Username').fill(newUser.username);
      await field(page, 'Password').fill(newUser.password);
      await screenshot(page, 'users-form-add');
      await expectAccessible(page);
      await choosePermissions(page, 'English', { 'Settings Testimonials': 'Read' }, 'users-permissions-modal');

      const register = nextBody(page, 'POST', '/Users/Register');
      const permissions = nextBody(page, 'POST', '/Permissions');
      await submit(page).click();
      expect(await register).toEqual({ firstName: newUser.firstName, lastName: newUser.lastName, username: newUser.username, password: newUser.password });
      const sent = (await permissions) as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
      await expectNotice(page, 'User successfully updated.');
      await page.waitForURL((url) => url.pathname === '/users');
      await rowWith(page, newUser.username).waitFor();

      const created = await userNamed(newUser.username);
      expect(created).toBeDefined();
      expect(sent).toHaveLength(5 * 21);
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
      // The loaded role shows in the modal; Write in German is added.
      await field(page, 'Language').selectOption({ label: 'English' });
      await form(page).getByRole('button', { name: 'Permissions' }).click();
      expect(await page.getByRole('dialog').getByLabel(fieldLabel('Settings Testimonials')).inputValue()).toBe('7');
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await choosePermissions(page, 'German', { Blog: 'Write' });
      await screenshot(page, 'users-form-edit');
      await expectAccessible(page);

      const update = nextBody(page, 'POST', '/Users/UpdateUser');
      const permissions = nextBody(page, 'PUT', '/Permissions');
      await submit(page).click();
      expect(await update).toEqual({ userId: created.userId, firstName: newUser.firstName, lastName: 'Redakteurin', username: newUser.username, password: '' });
      const sent = (await permissions) as { userId: number; languageId: number; dataTypeId: number; roleId: number }[];
      expect(sent).toHaveLength(105);
      expect(sent.filter((e) => e.roleId !== 10).map((e) => [e.languageId, e.dataTypeId, e.roleId])).toEqual([[1, 48, 7], [2, 43, 8]]);
      await expectNotice(page, 'User successfully updated.');
      await page.waitForURL((url) => url.pathname === '/users');
      await rowWith(page, 'Redakteurin').waitFor();
      expect(await roleOf(created.userId, 2, 43)).toBe(8);

      // Reload the form: the values are the saved ones.
      await page.goto(`${office.baseUrl}/users/edit/${created.userId}`);
      await expect.poll(() => field(page, 'Last name').inputValue()).toBe('Redakteurin');
      await page.reload();
      await expect.poll(() => field(page, 'Last name').inputValue()).toBe('Redakteurin');
      await field(page, 'Language').selectOption({ label: 'German' });
      await form(page).getByRole('button', { name: 'Permissions' }).click();
      expect(await page.getByRole('dialog').getByLabel(fieldLabel('Blog')).inputValue()).toBe('8');
      expect(await page.getByRole('dialog').getByLabel(fieldLabel('Settings Testimonials')).inputValue()).toBe('10');
      // The sign-in still works with the old password (it was not changed).
      const login = await office.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: newUser.username, password: newUser.password } });
      expect(login.statusCode).toBe(200);
    });

    it("choosing None resets a role, and Admin sends 9 (the highest of 9, 8, 7)", async () => {
      const created = (await userNamed(newUser.username))!;
      const page = await open('/users');
      await rowWith(page, newUser.username).getByRole('button', { name: 'Edit' }).click();
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(newUser.username);
      await choosePermissions(page, 'German', { Blog: 'None', Media: 'Admin' });
      const permissions = nextBody(page, 'PUT', '/Permissions');
      await submit(page).click();
      const sent = (await permissions) as { languageId: number; dataTypeId: number; roleId: number }[];
      expect(sent.filter((e) => e.roleId !== 10).map((e) => [e.languageId, e.dataTypeId, e.roleId])).toEqual([[1, 48, 7], [2, 46, 9]]);
      await expectNotice(page, 'User successfully updated.');
      expect(await roleOf(created.userId, 2, 43)).toBe(10);
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
      expect(page.url()).toBe(`${office.baseUrl}/users/add/-1`);
      await screenshot(page, 'users-form-error');
      await expectAccessible(page);
    });

    it("the administrator's own account has no language selector and no Permissions button, and saves without permissions", async () => {
      const admin = (await userNamed(office.accounts.admin.username))!;
      const page = await open('/users');
      await rowWith(page, office.accounts.admin.username).getByRole('button', { name: 'Edit' }).click();
      await page.waitForURL((url) => url.pathname === `/users/edit/${admin.userId}`);
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(office.accounts.admin.username);
      expect(await field(page, 'Language').count()).toBe(0);
      expect(await form(page).getByRole('button', { name: 'Permissions' }).count()).toBe(0);
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

    it('another user of the list shows the language selector and Permissions button to the administrator', async () => {
      const chief = (await userNamed(office.accounts.chiefEditor.username))!;
      const page = await open(`/users/edit/${chief.userId}`);
      await expect.poll(() => field(page, 'Username').inputValue()).toBe(office.accounts.chiefEditor.username);
      expect(await field(page, 'Language').isVisible()).toBe(true);
      await form(page).getByRole('button', { name: 'Permissions' }).click();
      // The chief editor holds admin everywhere and read on Settings Users (server/seed/demo-accounts.ts).
      expect(await page.getByRole('dialog').getByLabel(fieldLabel('Review')).inputValue()).toBe('9');
      expect(await page.getByRole('dialog').getByLabel(fieldLabel('Settings Users')).inputValue()).toBe('7');
    });
  });

  describe('read-only user (the chief editor: read on Settings Users, server/seed/demo-accounts.ts)', () => {
    it('sees View, Add User and Delete disabled on /users, and cannot Submit the form', async () => {
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
