import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotice, screenshot, startBackOffice, type BackOffice } from './support/back-office';
import { expectAccessible } from './support/axe';
import { fieldLabel } from './support/screen';

// The login screen of section 2 "Session and shell" (src/session/LoginScreen.tsx).
describe('login screen', () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  it('shows the fields User and Password and a LOGIN button', async () => {
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    expect(await page.getByLabel(fieldLabel('User')).isVisible()).toBe(true);
    expect(await page.getByLabel(fieldLabel('Password')).getAttribute('type')).toBe('password');
    await screenshot(page, 'login-empty');
    await expectAccessible(page);
  });

  it("says 'Invalid credentials.' for a wrong password and stays on the login screen", async () => {
    // The browser logs the 401 answer of POST /api/Users/Login as a console error: expected here.
    office.consoleErrors.allow(/status of 401/);
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    await page.getByLabel(fieldLabel('User')).fill(office.accounts.writerEn.username);
    await page.getByLabel(fieldLabel('Password')).fill('not-the-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expectNotice(page, 'Invalid credentials.');
    await screenshot(page, 'login-invalid-credentials');
    await expectAccessible(page);
    expect(await page.getByRole('button', { name: 'LOGIN' }).isVisible()).toBe(true);
    expect(await page.getByLabel(fieldLabel('Password')).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  it("says 'Successfully logged in.' and then shows the signed-in page", async () => {
    const page = await office.page();
    await page.goto(office.baseUrl + '/');
    const account = office.accounts.chiefEditor;
    await page.getByLabel(fieldLabel('User')).fill(account.username);
    await page.getByLabel(fieldLabel('Password')).fill(account.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expectNotice(page, 'Successfully logged in.');
    await screenshot(page, 'login-success-notice');

    // After 0.5 s the user goes to /reviews: the signed-in shell, which offers a logout.
    await page.waitForURL((url) => url.pathname === '/reviews');
    await page.getByLabel(fieldLabel('Password')).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /log ?out/i }).first().waitFor();
    expect(await page.getByRole('button', { name: 'LOGIN' }).count()).toBe(0);
    await page.locator('.bp6-toast').first().waitFor({ state: 'detached' }); // the notice lasts 3 s
    await screenshot(page, 'login-signed-in');
    await expectAccessible(page);

    // The session survives a reload.
    await page.reload();
    await page.getByRole('button', { name: /log ?out/i }).first().waitFor();
    expect(await page.getByRole('button', { name: 'LOGIN' }).count()).toBe(0);
    // The next test's new tab starts signed out, which would end this tab's session under its list's calls.
    await page.close();
  });

  it('signing in through the login screen works for the special administrator too', async () => {
    const page = await office.page();
    await office.signInThroughForm(page, office.accounts.admin);
    await page.getByRole('button', { name: /log ?out/i }).first().waitFor();
  });
});
