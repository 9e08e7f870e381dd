import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { REPO_ROOT } from './paths';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (scripts/ensure-chromium.sh; quiet when it is there). */
export function ensureChromium() {
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
}

let shared: Promise<Browser> | undefined;

/**
 * One headless Chromium per test worker (the browser config runs a worker's files in one process): starting it
 * takes about 1.2 s more than a new context in it does, once per file otherwise. It is started again if it went away.
 * Chromium ends with the worker, whose debugging pipe it reads.
 */
async function workerBrowser(): Promise<Browser> {
  const running = shared && (await shared.catch(() => undefined));
  if (running?.isConnected()) return running;
  shared = chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  return shared;
}

/** A fresh profile in the worker's headless Chromium: its own storage, cookies and cache, gone when it closes. */
export async function openChromiumProfile(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const context = await (await workerBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  return {
    context,
    async close() {
      await context.close();
    },
  };
}
