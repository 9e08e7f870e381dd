import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { transitionsDone } from './screen';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const GRAVE = new Set(['critical', 'serious']);

// The class Blueprint's dark theme hangs on (Classes.DARK), on the document and its body as the app's switch puts it.
const DARK = 'bp6-dark';

function describe(violation: Result): string {
  const where = violation.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ').trim()}`);
  return `  - [${violation.impact}] ${violation.id}: ${violation.help}\n${where.map((w) => `      ${w}`).join('\n')}`;
}

const isDark = (page: Page) => page.evaluate((dark) => document.body.classList.contains(dark), DARK);

/** The theme as the top bar's switch sets it (src/shell/theme.ts), without remembering it: the test's own choice stays. */
async function showTheme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(
    ([cls, on]) => {
      document.documentElement.classList.toggle(cls as string, on as boolean);
      document.body.classList.toggle(cls as string, on as boolean);
    },
    [DARK, dark],
  );
  // Colours that ease between the themes are judged once they have arrived.
  await transitionsDone(page);
}

// A class of a dialog or notice coming or going (react-transition-group's, as Blueprint names them); "-done" stays on
// once it arrived and is not one.
const TRANSITIONING = String.raw`-(enter|appear|exit)(-active)?$`;
// The elements that may carry one, for the page to test their classes against TRANSITIONING.
const MAY_TRANSITION = '[class*="-enter"], [class*="-appear"], [class*="-exit"]';
const ATTEMPTS = 5;

/**
 * axe's results for the screen as the editor sees it once it settled. A dialog or notice fading in or out has faded
 * colours: the run waits until none is, and runs again when one began to during the run (a notice timing out
 * while axe measured it), up to ATTEMPTS times.
 */
async function settledResults(page: Page): Promise<AxeResults> {
  // Evaluated through the browser's debugging protocol, not as an inline <script>: the app's
  // Content-Security-Policy refuses inline scripts, and the test must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(
      ([pattern, candidates]) => ![...document.querySelectorAll(candidates)].some((e) => [...e.classList].some((c) => new RegExp(pattern).test(c))),
      [TRANSITIONING, MAY_TRANSITION],
    );
    const { results, moved } = await page.evaluate(async ([pattern, candidates]) => {
      const transitioning = new RegExp(pattern);
      const isTransitioning = (e: Element) => [...e.classList].some((c) => transitioning.test(c));
      let moved = false;
      const observer = new MutationObserver((records) => {
        if (records.some((r) => r.target instanceof Element && isTransitioning(r.target))) moved = true;
      });
      observer.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
      try {
        const results = await (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run();
        return { results, moved: moved || [...document.querySelectorAll(candidates)].some(isTransitioning) };
      } finally {
        observer.disconnect();
      }
    }, [TRANSITIONING, MAY_TRANSITION]);
    if (!moved || attempt === ATTEMPTS) return results as AxeResults;
  }
}

async function violations(page: Page, what: string, theme: string): Promise<string[]> {
  const results = await settledResults(page);
  const grave = results.violations.filter((v) => GRAVE.has(v.impact ?? ''));
  return grave.length ? [`axe finds ${grave.length} critical or serious violation(s) on ${what} in ${theme} mode:\n${grave.map(describe).join('\n')}`] : [];
}

/**
 * Runs axe-core on the page as it is now, in the light and in the dark theme (switched and switched back), and
 * throws on any critical or serious violation, naming the theme, the rule and the elements. Call it once a screen
 * (or a dialog on it) has drawn what it shows. `bothThemes: false` judges the theme shown only (a walk of every
 * screen in one theme, whose other theme the screens' own tests check).
 */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname, { bothThemes = true } = {}): Promise<void> {
  const startedDark = await isDark(page);
  const found = await violations(page, what, startedDark ? 'dark' : 'light');
  if (!bothThemes) {
    if (found.length) throw new Error(found.join('\n'));
    return;
  }
  await showTheme(page, !startedDark);
  try {
    found.push(...(await violations(page, what, startedDark ? 'light' : 'dark')));
  } finally {
    await showTheme(page, startedDark);
  }
  if (found.length) throw new Error(found.join('\n'));
}
