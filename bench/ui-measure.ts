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

/**
 * Where a form's first screenful is, on each side alike: the element of its heading and the form whose controls count.
 * The back office's heading is its h1; react-admin's is its title in the app bar (it draws no h1).
 */
export interface Screenful {
  heading: string;
  form: string;
}
export const OUR_SCREENFUL: Screenful = { heading: 'main h1', form: 'main form' };
export const ANCHOR_SCREENFUL: Screenful = { heading: '#react-admin-title', form: 'form' };
export const FLOOR_SCREENFUL: Screenful = { heading: 'main h1', form: 'main form' };

/** A first screenful as drawn: the heading's text and each control's value, in the order of the page. */
export interface Drawn extends Screenful {
  headingText: string;
  values: string[];
}

/**
 * In the page: the first screenful of a form (the viewport at its top): the heading's text, and the value of every
 * control of the form that shows in it (a text, a choice, a box's check, a rich-text editor's text).
 */
const SCREENFUL = `(where) => {
  const heading = document.querySelector(where.heading);
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0; };
  const controls = [...document.querySelectorAll(where.form + ' :is(input:not([type=hidden]), textarea, select, [contenteditable=true])')].filter(shown);
  const value = (el) => el.isContentEditable ? el.textContent : el.type === 'checkbox' || el.type === 'radio' ? String(el.checked) : el.value;
  return { headingText: heading ? heading.textContent.trim() : null, values: controls.map(value) };
}`;

/**
 * The first screenful a form settles on (once its network is quiet), to know when a later load has drawn it: the
 * same test for both sides, whatever each side's record holds.
 */
export async function settledScreenful(page: Page, url: string, where: Screenful): Promise<Drawn> {
  await page.goto(url);
  await page.locator(where.heading).first().waitFor({ timeout: 30_000 });
  await settle(page);
  const drawn = (await page.evaluate(`(${SCREENFUL})(${JSON.stringify(where)})`)) as Omit<Drawn, keyof Screenful>;
  if (!drawn.headingText || drawn.values.length === 0) throw new Error(`${url} showed no heading or no control in its first screenful`);
  return { ...where, ...drawn };
}

/** In the page: the form shows its heading and every control of its first screenful with its value (settledScreenful). */
export const SCREENFUL_DRAWN = `(expected) => {
  const now = (${SCREENFUL})(expected);
  return now.headingText === expected.headingText && now.values.length === expected.values.length && now.values.every((v, i) => v === expected.values[i]);
}`;

/** In the page: the list's rows the bench clicks to open a record (see timeToPaintAfterClick). */
export const OUR_RECORD_LINK = `(path) => [...document.querySelectorAll('main table a')].find((a) => new URL(a.href).pathname === path)`;
export const ANCHOR_ROW = `(text) => [...document.querySelectorAll('tbody tr td')].find((td) => td.textContent.trim() === text)`;

/**
 * Clicks what `target` finds in the page (a list's link or row) and returns the milliseconds from the click to a
 * painted frame in which `drawn` holds, as timeToPaint counts them: the warm navigation from a list to a record.
 */
export async function timeToPaintAfterClick(page: Page, target: string, targetArg: unknown, drawn: string, arg: unknown, timeout = 30_000): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const target = (${target})(${JSON.stringify(targetArg)});
    if (!target) return reject(new Error('nothing to click for ${JSON.stringify(targetArg).replace(/'/g, '')}'));
    const drawn = ${drawn};
    const start = performance.now();
    target.click();
    const frame = () => {
      if (drawn(${JSON.stringify(arg)})) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      else if (performance.now() - start > ${timeout}) reject(new Error('not drawn within ${timeout} ms of the click'));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`;
  return (await page.evaluate(script)) as number;
}

/** In the page: the anchor's edit form shows its 60 inputs with the record's values (its JavaScript is all there). */
export const ANCHOR_DRAWN = `() => document.querySelectorAll('form input').length >= 60 && document.querySelector('form input').value !== ''`;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
