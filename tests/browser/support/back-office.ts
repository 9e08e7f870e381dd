import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { openChromiumProfile } from './chromium';
import { ConsoleErrors } from './console-errors';
import { REPO_ROOT } from './paths';
import { initialLanguage } from '../../../engine/access/can-access';
import { LANGUAGES } from '../../../shared/languages';
import { signInService } from '../../../server/auth/sign-in';
import { usersRepository } from '../../../server/repositories/users';
import type { SignedIn } from '../../../src/session/session';
import { demoAccounts, startServer, type Account, type DemoAccounts } from './server';

export type { Account, DemoAccounts } from './server';

export interface BackOffice {
  /** http://127.0.0.1:<port> of the real server, which serves the built app at /. */
  readonly baseUrl: string;
  /** The Chromium context (one fresh profile per back office). */
  readonly context: BrowserContext;
  /** The server, to prepare data directly (app.db) before a screen is opened. */
  readonly app: FastifyInstance;
  /** The special administrator and the demo accounts of the README. */
  readonly accounts: DemoAccounts;
  /** Console errors of every page; allow() the ones a test expects (checked when each test ends). */
  readonly consoleErrors: ConsoleErrors;
  /**
   * A new tab that starts signed out (its first document clears the origin's localStorage and the draft journal; later
   * navigations and reloads of that tab keep the session). Pass { keepSession: true } to share it.
   * Inside a test, unexpected console errors fail that test and a failure saves a screenshot.
   */
  page(options?: { keepSession?: boolean }): Promise<Page>;
  /**
   * Signs in without the login screen: the session the login call answers is stored in the tab as the
   * app stores it (src/session/session.ts), then `path` (default /reviews) opens signed in.
   */
  signIn(page: Page, account: Account, path?: string): Promise<void>;
  /** Signs in through the login screen and waits until the signed-in shell replaced it (tests about signing in). */
  signInThroughForm(page: Page, account: Account): Promise<void>;
  /** Closes its Chromium profile and the server and removes their folders; throws on console errors nobody checked. */
  close(): Promise<void>;
}

const ALL_LANGUAGES = LANGUAGES.map((l) => l.languageId);
const SCREENSHOTS = path.join(REPO_ROOT, 'test-results', 'screenshots');

/**
 * The real server (a copy of the seeded demo database and the build of global-setup.ts) and headless
 * Chromium with a fresh profile: start one per test file in beforeAll.
 */
export async function startBackOffice(options: { appDir?: string; env?: Record<string, string> } = {}): Promise<BackOffice> {
  const appDir = options.appDir ?? inject('browserAppDir');
  // Another environment (media in S3) seeds its own demo content: the template's files are on local disk.
  const server = await startServer(appDir, options.env ? undefined : inject('browserDataTemplate'), options.env);
  let browser: Awaited<ReturnType<typeof openChromiumProfile>>;
  try {
    browser = await openChromiumProfile();
  } catch (error) {
    await server.close();
    throw error;
  }
  const { context } = browser;
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  const consoleErrors = new ConsoleErrors(context);
  let checkedInThisTest = false;
  /** The tabs a test opened: the storage of the origin is shared, so a tab left open with another account would act on the next test's session. */
  let openedInThisTest: Page[] = [];

  /** Registers, once per test, the console check, the picture of a failure and the closing of the test's tabs. */
  function watchCurrentTest(page: Page) {
    if (checkedInThisTest) return void openedInThisTest.push(page);
    try {
      // Vitest runs onTestFinished before onTestFailed, and this closes the test's tabs: the picture of a failure
      // is taken here, while the page still shows it.
      onTestFinished(async ({ task }) => {
        if (task.result?.state === 'fail') {
          await screenshot(page, `FAILED ${task.name}`).then(
            (file) => console.warn(`The failed test's page: ${file}`),
            (error: unknown) => console.warn(`No picture of the failed test's page: ${String(error)}`),
          );
        }
        checkedInThisTest = false;
        const opened = openedInThisTest;
        openedInThisTest = [];
        await Promise.all(opened.map((p) => p.close().catch(() => undefined)));
        consoleErrors.assertNone('during this test');
      });
      checkedInThisTest = true;
      openedInThisTest = [page];
    } catch {
      // Not inside a test (beforeAll): close() checks what is left.
    }
  }

  return {
    baseUrl: server.baseUrl,
    context,
    app: server.app,
    accounts: demoAccounts(),
    consoleErrors,
    async page({ keepSession = false } = {}) {
      const page = await context.newPage();
      if (!keepSession) {
        await page.addInitScript(() => {
          if (window.sessionStorage.getItem('__browserTestFreshTab') === null) {
            window.localStorage.clear();
            // Nor does it find edits an earlier test left unsaved in the draft journal (engine/form/journal/): the
            // deletion is queued before any opening of the journal by the page.
            window.indexedDB?.deleteDatabase('bo-draft-journal');
            window.sessionStorage.setItem('__browserTestFreshTab', '1');
          }
        });
      }
      watchCurrentTest(page);
      return page;
    },
    async signIn(page, account, path = '/reviews') {
      const signedIn = await openSession(server.app, account);
      const language = initialLanguage({ isAdministrator: !!signedIn.user.isAdministrator, permissions: signedIn.permissions }, ALL_LANGUAGES);
      // The storage belongs to the origin: an empty page of it, answered here, receives the session.
      const blank = `${server.baseUrl}/__sign-in`;
      await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }));
      await page.goto(blank);
      await page.unroute(blank);
      await page.evaluate(
        ({ user, language }) => {
          localStorage.setItem('user', user);
          localStorage.removeItem('languageForNewTab');
          sessionStorage.setItem('language', String(language));
        },
        { user: JSON.stringify(signedIn), language },
      );
      await page.goto(server.baseUrl + path);
      // The signed-in frame, or the error page of an unknown path, which has none.
      await page.getByRole('button', { name: 'Logout' }).or(page.getByText("Error: Route doesn't exist")).first().waitFor();
    },
    async signInThroughForm(page, account) {
      if (!page.url().startsWith(server.baseUrl)) await page.goto(server.baseUrl + '/');
      const login = page.getByRole('button', { name: 'LOGIN' });
      await login.waitFor({ state: 'visible' });
      await page.getByLabel('User', { exact: true }).fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await login.click();
      await expectNotice(page, 'Successfully logged in.');
      // While the request runs the button shows a spinner (and loses its name): wait for the form to go.
      await page.getByLabel('Password', { exact: true }).waitFor({ state: 'detached' });
    },
    async close() {
      await browser.close();
      await server.close();
      consoleErrors.assertNone('outside the tests (pages opened in beforeAll?)');
    },
  };
}

/**
 * A new session of the account as the sign-in answers it, opened directly: the sign-in checks the password with a
 * slow hash (server/auth/passwords.ts), about a fifth of a second of processor time, on every tab a test opens.
 * Signing in itself is tested through the login screen (login.test.ts) and the API (tests/api/auth.test.ts).
 */
async function openSession(app: FastifyInstance, account: Account): Promise<SignedIn> {
  const credentials = await usersRepository(app.db).findCredentials(account.username);
  if (!credentials) throw new Error(`no user ${account.username} to open a session of`);
  // The sign-in's answer as its route sends it: the response schema leaves out the row's version.
  const { user: { version: _version, ...user }, ...answer } = await signInService(app).openSession(credentials);
  return { ...answer, user };
}

/**
 * Waits for a Blueprint notice (.bp6-toast) containing this text that no earlier expectNotice of the same text
 * claimed: a save's notice stays 3 s, so a second save's wait would otherwise end on the first one's. The notice met
 * is marked with a word for the text (data-test-claimed); one notice can still answer for two texts (a failure's
 * message and the server's reason).
 */
export async function expectNotice(page: Page, text: string, timeout = 10_000) {
  const word = createHash('sha1').update(text).digest('hex').slice(0, 12);
  const toast = page.locator(`.bp6-toast:not([data-test-claimed~="${word}"])`).filter({ hasText: text }).first();
  try {
    await toast.waitFor({ state: 'visible', timeout });
  } catch {
    const shown = await page.locator('.bp6-toast').allInnerTexts().catch(() => []);
    throw new Error(`No new notice containing "${text}" within ${timeout} ms; notices shown: ${JSON.stringify(shown)}`);
  }
  // A notice that closed meanwhile needs no mark: it cannot be met again.
  await toast
    .evaluate((el, claimed) => el.setAttribute('data-test-claimed', `${el.getAttribute('data-test-claimed') ?? ''} ${claimed}`.trim()), word, { timeout: 1000 })
    .catch((error: unknown) => {
      if (!/Timeout|detached|closed/i.test(String(error))) throw error;
    });
}

/** Saves a full-page PNG to test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
