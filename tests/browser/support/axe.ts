import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const GRAVE = new Set(['critical', 'serious']);

function describe(violation: Result): string {
  const where = violation.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ').trim()}`);
  return `  - [${violation.impact}] ${violation.id}: ${violation.help}\n${where.map((w) => `      ${w}`).join('\n')}`;
}

/**
 * Runs axe-core on the page as it is now and throws on any critical or serious violation, naming the rule and
 * the elements. Call it once a screen (or a dialog on it) has drawn what it shows.
 */
export async function expectAccessible(page: Page, what = new URL(page.url()).pathname): Promise<void> {
  // A dialog or notice still fading in has faded colours: judge the screen as the editor sees it once it settles.
  await page.waitForFunction(() => !document.querySelector('[class*="-enter-active"], [class*="-appear-active"], [class*="-exit-active"]'));
  // Evaluated through the browser's debugging protocol, not as an inline <script>: the app's
  // Content-Security-Policy refuses inline scripts, and the test must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = (await page.evaluate(() => (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run())) as AxeResults;
  const grave = results.violations.filter((v) => GRAVE.has(v.impact ?? ''));
  if (grave.length) throw new Error(`axe finds ${grave.length} critical or serious violation(s) on ${what}:\n${grave.map(describe).join('\n')}`);
}
