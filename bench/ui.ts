/**
 * npm run bench:ui: what the back office costs in the browser. Builds the app (production, Vite JS API), starts
 * the real server with the demo content plus 1,000 English and 10,000 German testimonials, and reports, each
 * figure the median of BENCH_UI_RUNS (at least 5) cold loads, each in a new browser context (a fresh profile),
 * after one warm-up load:
 *   - the gzipped JavaScript of the sign-in screen, a settings form (/aboutsettings) and the review editor;
 *   - the time to a painted review editor, and to a painted list of 1,000 and of 10,000 rows (/testimonials).
 * A screen that does not exist yet is reported as n/a, never as a failure.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { buildBrowserApp } from '../tests/browser/support/build-app';
import { CHROMIUM_PATH, ensureChromium } from '../tests/browser/support/chromium';
import { demoAccounts, startServer } from '../tests/browser/support/server';
import { EDITOR_DRAWN, LIST_DRAWN, coldPage, measureJavaScript, median, timeToPaint, type JsLoad, type Start } from './ui-measure';

const RUNS = Math.max(5, Number(process.env.BENCH_UI_RUNS ?? 5));
const LISTS = [
  { rows: 1_000, languageId: 1 },
  { rows: 10_000, languageId: 2 },
];

ensureChromium();
// BROWSER_APP_DIR=<a built app> measures that build instead of building the working tree.
const prebuilt = process.env.BROWSER_APP_DIR;
const started = Date.now();
const appDir = prebuilt ?? (await buildBrowserApp('bench-ui-app-'));
if (!prebuilt) console.error(`built the app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const server = await startServer(appDir);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
let consoleErrors = 0;

const rows: [string, string, string][] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const firstLine = (error: unknown) => (error as Error).message.split('\n')[0];

/** One warm-up load, then RUNS cold loads; each load in its own context. */
async function repeat<T>(start: Start, measure: (page: import('playwright-core').Page) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const { page, close } = await coldPage(browser, start);
    page.on('console', (m) => void (m.type() === 'error' && consoleErrors++));
    page.on('pageerror', () => void consoleErrors++);
    try {
      const result = await measure(page);
      if (run > 0) results.push(result);
    } finally {
      await close();
    }
  }
  return results;
}

async function reportJs(label: string, start: Start, path: string, ready: (page: import('playwright-core').Page) => Promise<unknown>) {
  try {
    const loads: JsLoad[] = await repeat(start, (page) => measureJavaScript(page, server.baseUrl + path, ready));
    const load = loads.find((l) => l.gzipBytes === median(loads.map((x) => x.gzipBytes)))!;
    rows.push([label, kb(load.gzipBytes), `median of ${RUNS}; ${load.files} files, ${kb(load.rawBytes)} raw; ${new URL(load.url).pathname} shows "${load.heading}"`]);
  } catch (error) {
    rows.push([label, 'n/a', firstLine(error)]);
  }
}

async function reportPaint(label: string, start: Start, path: string, drawn: string, arg: unknown, note = '') {
  try {
    const times = await repeat(start, (page) => timeToPaint(page, server.baseUrl + path, drawn, arg));
    rows.push([label, `${median(times).toFixed(0)} ms`, `median of ${RUNS} cold loads (${times.map((t) => t.toFixed(0)).join(', ')} ms)${note}`]);
  } catch (error) {
    rows.push([label, 'n/a', firstLine(error)]);
  }
}

try {
  const db = server.app.db;
  for (const { rows: count, languageId } of LISTS) {
    const testimonials = Array.from({ length: count }, (_, i) => ({
      languageId,
      fullName: `Bench Investor ${i + 1}`,
      tagLine: `Investor since ${2010 + (i % 15)}`,
      testimonialText: `Testimonial ${i + 1}: the comparisons helped me choose lending platforms with care.`,
    }));
    for (let i = 0; i < count; i += 500) await db.insertInto('testimonials').values(testimonials.slice(i, i + 500)).execute();
  }
  const { username, password } = demoAccounts().admin;
  const login = await server.app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username, password } });
  const user = login.body;
  const review = await db.selectFrom('reviews').where('languageId', '=', 1).select('reviewId').orderBy('reviewId').executeTakeFirst();
  const editor = review ? `/review/${review.reviewId}` : null;
  const editorReady = async (page: import('playwright-core').Page) => {
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    if (await page.getByText('This screen is coming soon.').count()) throw new Error('the review editor does not exist yet (coming soon)');
    await page.locator('main form input, main form textarea').first().waitFor({ timeout: 15_000 });
  };

  await reportJs('JS for the sign-in screen (gzip)', {}, '/', (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor());
  await reportJs('JS for a settings form, /aboutsettings (gzip)', { user }, '/aboutsettings', (page) => page.locator('main form input').first().waitFor());
  if (editor) await reportJs(`JS for the review editor, ${editor} (gzip)`, { user }, editor, editorReady);
  else rows.push(['JS for the review editor (gzip)', 'n/a', 'no English review']);

  if (editor) {
    const exists = await (async () => {
      const { page, close } = await coldPage(browser, { user });
      try {
        await page.goto(server.baseUrl + editor);
        await editorReady(page);
        return null;
      } catch (error) {
        return firstLine(error);
      } finally {
        await close();
      }
    })();
    if (exists === null) await reportPaint(`painted review editor, ${editor}`, { user }, editor, EDITOR_DRAWN, null);
    else rows.push([`painted review editor, ${editor}`, 'n/a', exists]);
  }
  for (const { rows: count, languageId } of LISTS) {
    await reportPaint(`painted list of ${count.toLocaleString('en')} rows, /testimonials`, { user, language: languageId }, '/testimonials', LIST_DRAWN, count, `; language ${languageId}`);
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
console.log(
  `\nHeadless Chromium, each load in a new browser context (empty cache and storage), server on 127.0.0.1; gzip is node:zlib level 6 per file; "painted" is one animation frame after the frame in which the content is in the DOM.${consoleErrors ? ` ${consoleErrors} console error(s) during the run.` : ''}`,
);
