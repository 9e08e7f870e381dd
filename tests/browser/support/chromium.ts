import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { REPO_ROOT } from './paths';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (scripts/ensure-chromium.sh; quiet when it is there). */
export function ensureChromium() {
  execFileSync('bash', [path.join(REPO_ROOT, 'scripts', 'ensure-chromium.sh')], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Headless Chromium with a fresh profile; close() also removes the profile. */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
