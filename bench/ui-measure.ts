/** Measurements of bench/ui.ts, each on a new tab with the browser cache disabled (a cold load). */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';

export interface JsLoad {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Where the tab ended up and the first heading it shows, to tell which screen was measured. */
  url: string;
  heading: string;
}

/** A new tab that bypasses the HTTP cache, so every measurement loads everything again. */
export async function coldPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
}

function isJavaScript(response: Response): boolean {
  const url = new URL(response.url());
  if (!url.protocol.startsWith('http')) return false;
  return /\.m?js$/.test(url.pathname) || /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

/** Waits until the network is quiet and nothing changed for a moment (lazy chunks such as icons). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Opens url in the page and sums the JavaScript it loads: raw bytes and gzip bytes (node:zlib, level 6,
 * each file compressed on its own as a server would send it). `ready` waits for the screen to show.
 */
export async function measureJavaScript(page: Page, url: string, ready?: (page: Page) => Promise<unknown>): Promise<JsLoad> {
  const bodies: Promise<Buffer | null>[] = [];
  const onResponse = (response: Response) => {
    if (isJavaScript(response)) bodies.push(response.body().catch(() => null));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    if (ready) await ready(page);
    await settle(page);
  } finally {
    page.off('response', onResponse);
  }
  const loaded = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const heading = (await page.locator('h1, h2, h3, h4').first().textContent({ timeout: 1000 }).catch(() => null)) ?? '';
  return {
    files: loaded.length,
    rawBytes: loaded.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: loaded.reduce((sum, b) => sum + gzipSync(b).length, 0),
    url: page.url(),
    heading: heading.trim().replace(/\s+/g, ' '),
  };
}

export type ListTiming = { ms: number } | { stalledAt: number };

/**
 * Navigates to url and returns the time from navigation start (performance.now() of the new document)
 * to the first animation frame in which `rows` table rows are in the DOM. When the row count stays
 * below that for `stallMs` after the page loaded, gives up and reports the count it reached.
 */
export async function timeListPaint(page: Page, url: string, rows: number, stallMs = 8000): Promise<ListTiming> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ rows, stallMs }) => {
      const w = window as unknown as { __bench?: { count: number; changedAt: number } };
      const dataRows = Math.max(
        document.querySelectorAll('tbody tr').length,
        document.querySelectorAll('[role="row"]:not(:has([role="columnheader"]))').length,
      );
      const now = performance.now();
      if (dataRows >= rows) return { ms: now };
      const state = (w.__bench ??= { count: -1, changedAt: now });
      if (dataRows !== state.count) Object.assign(state, { count: dataRows, changedAt: now });
      if (document.readyState === 'complete' && now - state.changedAt > stallMs) return { stalledAt: dataRows };
      return null;
    },
    { rows, stallMs },
    { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as ListTiming;
}
