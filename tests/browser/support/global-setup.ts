import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildBrowserApp } from './build-app';
import { ensureChromium } from './chromium';
import { seedDataTemplate } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of the production build of the back office, built once per browser test run. */
    browserAppDir: string;
    /** Data folder seeded once with the demo content; each browser file's server starts from a copy. */
    browserDataTemplate: string;
  }
}

/**
 * Once per run of the browser tests: Chromium is installed, the app is built into a temporary folder,
 * the demo database is seeded into a template data folder.
 * BROWSER_APP_DIR=<folder with a built app> skips the build and tests that folder instead.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  const template = await seedDataTemplate();
  project.provide('browserDataTemplate', template);
  const removeTemplate = () => fs.rmSync(template, { recursive: true, force: true });
  const prebuilt = process.env.BROWSER_APP_DIR;
  if (prebuilt) {
    if (!fs.existsSync(path.join(prebuilt, 'index.html'))) throw new Error(`BROWSER_APP_DIR=${prebuilt} has no index.html`);
    project.provide('browserAppDir', path.resolve(prebuilt));
    return removeTemplate;
  }
  let appDir: string;
  try {
    appDir = await buildBrowserApp();
  } catch (error) {
    removeTemplate();
    throw error;
  }
  project.provide('browserAppDir', appDir);
  return () => {
    fs.rmSync(appDir, { recursive: true, force: true });
    removeTemplate();
  };
}
