/**
 * npm run bench:ui: what the back office costs in the browser. Builds the app (production, Vite JS API),
 * starts the real server with the demo content plus 1,000 English testimonials, and in headless Chromium
 * measures, each time on a cold tab (HTTP cache disabled):
 *   (a) gzipped JavaScript loaded for the login screen,
 *   (b) gzipped JavaScript loaded for a settings screen (/testimonials) after sign-in,
 *   (c) milliseconds from navigation to /testimonials until the 1,000th row is in the DOM (median of 3).
 * A screen that does not exist yet is reported as n/a, never as a failure.
 */
import fs from 'node:fs';
import { buildBrowserApp } from '../tests/browser/support/build-app';
import { ensureChromium, launchChromium } from '../tests/browser/support/chromium';
import { demoAccounts, startServer } from '../tests/browser/support/server';
import { coldPage, measureJavaScript, timeListPaint, type JsLoad } from './ui-measure';

const ROWS = 1000;
const RUNS = Number(process.env.BENCH_UI_RUNS ?? 3);
const SETTINGS_SCREEN = '/testimonials';

ensureChromium();
// BROWSER_APP_DIR=<a built app> measures that build instead of building the working tree.
const prebuilt = process.env.BROWSER_APP_DIR;
const started = Date.now();
const appDir = prebuilt ?? (await buildBrowserApp('bench-ui-app-'));
if (!prebuilt) console.error(`built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const server = await startServer(appDir);
const browser = await launchChromium();
const { context } = browser;
context.setDefaultTimeout(15_000);
let consoleErrors = 0;
context.on('console', (m) => void (m.type() === 'error' && consoleErrors++));
context.on('weberror', () => void consoleErrors++);

const rows: [string, string, string][] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const jsRow = (label: string, load: JsLoad, note = ''): [string, string, string] => [
  label,
  kb(load.gzipBytes),
  `${load.files} files, ${kb(load.rawBytes)} raw; ${new URL(load.url).pathname}${load.heading ? ` shows "${load.heading}"` : ''}${note}`,
];

try {
  const testimonials = Array.from({ length: ROWS }, (_, i) => ({
    languageId: 1,
    fullName: `Bench Investor ${i + 1}`,
    tagLine: `Investor since ${2010 + (i % 15)}`,
    testimonialText: `Testimonial ${i + 1}: the comparisons helped me choose lending platforms with care.`,
  }));
  for (let i = 0; i < ROWS; i += 200) await server.app.db.insertInto('testimonials').values(testimonials.slice(i, i + 200)).execute();
  const english = await server.app.db.selectFrom('testimonials').where('languageId', '=', 1).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

  // (a) The login screen, signed out.
  const loginPage = await coldPage(context);
  try {
    const login = await measureJavaScript(loginPage, server.baseUrl + '/', (p) => p.getByRole('button', { name: 'LOGIN' }).waitFor());
    rows.push(jsRow('(a) JS for the login screen (gzip)', login));
  } catch (error) {
    rows.push(['(a) JS for the login screen (gzip)', 'n/a', (error as Error).message.split('\n')[0]]);
  }

  // Sign in once through the login screen; the session stays in the profile's localStorage.
  const account = demoAccounts().admin;
  await loginPage.getByLabel('User', { exact: true }).fill(account.username);
  await loginPage.getByLabel('Password', { exact: true }).fill(account.password);
  await loginPage.getByRole('button', { name: 'LOGIN' }).click();
  await loginPage.locator('.bp6-toast').filter({ hasText: 'Successfully logged in.' }).waitFor();
  await loginPage.getByLabel('Password', { exact: true }).waitFor({ state: 'detached' });
  await loginPage.close();

  // (b) A settings screen after sign-in.
  const settingsPage = await coldPage(context);
  let settingsExists = false;
  try {
    const settings = await measureJavaScript(settingsPage, server.baseUrl + SETTINGS_SCREEN);
    settingsExists = new URL(settings.url).pathname === SETTINGS_SCREEN && /testimonial/i.test(await settingsPage.locator('body').innerText());
    rows.push(jsRow(`(b) JS for ${SETTINGS_SCREEN} after sign-in (gzip)`, settings, settingsExists ? '' : ' (no testimonials screen yet: what the signed-in app loaded)'));
  } catch (error) {
    rows.push([`(b) JS for ${SETTINGS_SCREEN} after sign-in (gzip)`, 'n/a', (error as Error).message.split('\n')[0]]);
  }
  await settingsPage.close();

  // (c) Navigation to the 1,000-row list until the 1,000th row is in the DOM.
  const label = `(c) ${SETTINGS_SCREEN}: ${ROWS.toLocaleString('en')} rows painted`;
  const times: number[] = [];
  let stalledAt: number | null = null;
  for (let run = 0; run < RUNS && stalledAt === null; run++) {
    const page = await coldPage(context);
    try {
      const timing = await timeListPaint(page, server.baseUrl + SETTINGS_SCREEN, ROWS);
      if ('ms' in timing) times.push(timing.ms);
      else stalledAt = timing.stalledAt;
    } catch (error) {
      stalledAt = -1;
      console.error(`(c) failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  }
  if (times.length === RUNS) {
    const sorted = [...times].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)];
    rows.push([label, `${median.toFixed(0)} ms`, `median of ${RUNS} cold loads (${times.map((t) => t.toFixed(0)).join(', ')} ms); ${english.n} English testimonials`]);
  } else {
    rows.push([label, 'n/a', stalledAt !== null && stalledAt >= 0 ? `the row count stopped at ${stalledAt}${settingsExists ? '' : ' (no testimonials screen yet)'}` : 'the screen did not load']);
  }
} finally {
  await browser.close();
  await server.close();
  if (!prebuilt) fs.rmSync(appDir, { recursive: true, force: true });
}

const header: [string, string, string] = ['measurement', 'value', 'detail'];
const widths = [0, 1, 2].map((i) => Math.max(header[i].length, ...rows.map((r) => r[i].length)));
const print = (cells: string[]) => console.log(cells.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
print(header);
print(widths.map((w) => '-'.repeat(w)));
rows.forEach(print);
console.log(`\nHeadless Chromium, cold loads (cache disabled), server on 127.0.0.1; gzip is node:zlib level 6 per file.${consoleErrors ? ` ${consoleErrors} console error(s) during the run.` : ''}`);
