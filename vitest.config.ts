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
    setupFiles: ['tests/support/settle-react.ts', 'tests/support/wait-long-enough.ts'],
    pool: 'forks',
    // Vitest takes one core less than the machine has: on CI's two that is one worker, and the API tests mostly
    // wait on their database and server, so a second worker uses the core that stood idle.
    maxWorkers: 2,
    testTimeout: 30_000,
    // Its ES build names its modules without extensions, which only a bundler resolves: vitest transforms it as Vite does.
    server: { deps: { inline: ['codemirror-json-schema'] } },
    hookTimeout: 120_000,
  },
});
