/**
 * Typing into a form, measured alike on the back office and the anchor: the main thread's work per keystroke
 * (the renderer main thread's CPU time, ThreadTime of the DevTools protocol's metrics, over the typed keys divided
 * by their count: CPU time rather than task time, so that other processes on a busy machine do not count)
 * and the time from each key to the next frame (the event's timestamp to a task queued right after the frame's
 * animation callbacks, i.e. once the frame is produced).
 */
import type { Page } from 'playwright-core';

export interface TypingResult {
  /** Milliseconds of main-thread work per key. */
  workPerKey: number;
  /** Milliseconds from each key to its next frame, one per key. */
  keyToFrame: number[];
}

const TEXT = ' typed by the benchmark 1234567'; // 30 characters, a space first so a field's value stays readable
const DELAY = 60;

const RECORD_FRAMES = `(() => {
  window.__keyToFrame = [];
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__keyToFrame.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, true);
})()`;

async function threadTime(session: import('playwright-core').CDPSession): Promise<number> {
  const { metrics } = (await session.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/** Types 30 characters into `field` (already on screen), one key every 60 ms, after a warm-up of three keys. */
export async function measureTyping(page: Page, field: string): Promise<TypingResult> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const input = page.locator(field).first();
  await input.click();
  await page.keyboard.press('End');
  await page.keyboard.type('abc', { delay: DELAY });
  await page.waitForTimeout(300);
  await page.evaluate(RECORD_FRAMES);
  const before = await threadTime(session);
  await page.keyboard.type(TEXT, { delay: DELAY });
  await page.waitForTimeout(DELAY);
  const after = await threadTime(session);
  const keyToFrame = (await page.evaluate('window.__keyToFrame')) as number[];
  await session.detach();
  // The idle page's own work in the same span (timers, the caret) is in both apps' figure alike.
  return { workPerKey: (after - before) / TEXT.length, keyToFrame };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
