import { defineConfig } from 'vitest/config';
import { screenDescriptors } from './engine/descriptor/vite-plugin';

export default defineConfig({
  plugins: [screenDescriptors()],
  test: {
    globals: true,
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Browser tests have their own configuration (vitest.browser.config.ts): a built app and Chromium.
    exclude: ['**/node_modules/**', '**/.git/**', 'tests/browser/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/settle-react.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    // Its ES build names its modules without extensions, which only a bundler resolves: vitest transforms it as Vite does.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    hookTimeout: 120_000,
  },
});
