/** Measurements of bench/ui.ts, each on a cold load: a new browser context (a fresh profile) per load. */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

export interface JsLoad {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Where the tab ended up and the screen's h1, to tell which screen was measured. */
  url: string;
  heading: string;
}

/** What a cold load starts with: nothing, or a stored session (and a tab language) as the app stores them. */
export interface Start {
  user?: string;
  language?: number;
}

/** A page in a new context: empty cache and storage, the session put in place before the app loads. */
export async function coldPage(browser: Browser, start: Start = {}): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(30_000);
  if (start.user) {
    await context.addInitScript(({ user, language }) => {
      localStorage.setItem('user', user);
      if (language) sessionStorage.setItem('language', String(language));
    }, start as { user: string; language?: number });
  }
  return { page: await context.newPage(), close: () => context.close() };
}

function isJavaScript(response: Response): boolean {
  const url = new URL(response.url());
  if (!url.protocol.startsWith('http')) return false;
  return /\.m?js$/.test(url.pathname) || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

/** Waits until the network is quiet and nothing changed for a moment (chunks loaded after the first paint). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Opens url and sums the JavaScript the screen loads: raw bytes and gzip bytes (node:zlib, level 6, each file
 * compressed on its own as a server would send it). `ready` waits for the screen to show.
 */
export async function measureJavaScript(page: Page, url: string, ready: (page: Page) => Promise<unknown>): Promise<JsLoad> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (response: Response) => {
    if (isJavaScript(response)) bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready(page);
    await settle(page);
  } finally {
    page.off('response', onResponse);
  }
  const loaded = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const heading = (await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  return {
    files: loaded.length,
    rawBytes: loaded.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: loaded.reduce((sum, b) => sum + gzipSync(b).length, 0),
    url: page.url(),
    heading: heading.trim().replace(/\s+/g, ' '),
  };
}

/**
 * Navigates to url and returns the milliseconds from navigation start (performance.now() of the new document)
 * to a painted frame in which `drawn` holds: the first animation frame where it holds, then one more frame, so
 * that the frame with the content has been painted.
 */
export async function timeToPaint(page: Page, url: string, drawn: string, arg: unknown, timeout = 60_000): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: the bench runs through tsx, whose helpers would not exist in the page.
  const script = `new Promise((resolve, reject) => {
    const drawn = ${drawn};
    const until = performance.now() + ${timeout};
    const frame = () => {
      if (drawn(${JSON.stringify(arg)})) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else if (performance.now() > until) reject(new Error('not drawn within ${timeout} ms'));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`;
  return (await page.evaluate(script)) as number;
}

/** In the page: the list's table holds (data-rows) at least `rows` rows and draws its first ones. */
export const LIST_DRAWN = `(rows) => {
  const table = document.querySelector('table.engine-table');
  return !!table && Number(table.dataset.rows) >= rows && !!table.querySelector('tbody tr:not(.engine-spacer) td');
}`;

/** In the page: the review editor shows its h1 and a field of its form. */
export const EDITOR_DRAWN = `() => !!document.querySelector('main h1') && !!document.querySelector('main form input, main form textarea')`;

/** In the page: the anchor's edit form shows its 60 inputs with the record's values. */
export const ANCHOR_DRAWN = `() => document.querySelectorAll('form input').length >= 60 && document.querySelector('form input').value !== ''`;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
