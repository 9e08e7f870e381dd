import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from './paths';

/**
 * Production build of the back office (vite.config.ts) into a new temporary folder; returns the folder.
 * Vite derives "production" from NODE_ENV, which vitest sets to "test", so it is forced for the build.
 */
export async function buildBrowserApp(prefix = 'browser-app-'): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: REPO_ROOT,
      configFile: path.join(REPO_ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`vite build produced no index.html in ${outDir}`);
  return outDir;
}
