import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser tests have their own configuration (vitest.browser.config.ts): a built app and Chromium.
    exclude: ['**/node_modules/**', '**/.git/**', 'tests/browser/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
