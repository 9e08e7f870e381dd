import { defineConfig } from 'vitest/config';

/**
 * Browser tests (npm run test:browser): the built back office against the real server in headless
 * Chromium. One file at a time, each with its own server and browser; the app is built once
 * (tests/browser/support/global-setup.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
