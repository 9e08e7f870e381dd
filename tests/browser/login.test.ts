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

  it('loads none of the signed-in app until the user signs in, then opens it at /reviews (issue 17, item 13)', async () => {
    const page = await office.page();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto(office.baseUrl + '/');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The app's chunk is named after src/App.tsx: neither loaded nor announced for preloading on the sign-in page.
    const isApp = (file: string) => /^App-[\w-]+\.js$/.test(file);
    expect(scripts.filter(isApp)).toEqual([]);
    const preloads = await page.locator('link[rel=modulepreload]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => isApp(href.split('/').pop()!))).toEqual([]);

    await office.signInThroughForm(page, office.accounts.writerEn);
    await page.waitForURL((url) => url.pathname === '/reviews');
    await page.getByRole('button', { name: /log ?out/i }).first().waitFor();
    expect(scripts.filter(isApp)).toHaveLength(1);
    await page.close();
  });

  it('a remembered dark mode darkens the sign-in page from its first paint', async () => {
    const page = await office.page();
    await page.addInitScript(() => localStorage.setItem('darkMode', '1'));
    await page.goto(office.baseUrl + '/');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement, document.body].every((el) => el.classList.contains('bp6-dark')))).toBe(true);
    await screenshot(page, 'login-dark');
    await page.close();
  });

  it('after a logout the login screen signs in again and lands on /reviews', async () => {
    const page = await office.page();
    await office.signIn(page, office.accounts.writerEn, '/reviews');
    // The list and its languages markers loaded first: a read still on its way when the session ends answers 401.
    await page.getByText(/^(English|German|Spanish|French|Dutch): (present|missing)/).first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await office.signInThroughForm(page, office.accounts.writerEn);
    await page.waitForURL((url) => url.pathname === '/reviews');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.close();
  });

  it('signing in through the login screen works for the special administrator too', async () => {
    const page = await office.page();
    await office.signInThroughForm(page, office.accounts.admin);
    await page.getByRole('button', { name: /log ?out/i }).first().waitFor();
  });
});
