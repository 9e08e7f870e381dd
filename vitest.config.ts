import { defineConfig } from 'vitest/config';
import { screenDescriptors } from './engine/descriptor/vite-plugin';

const FRONT_END_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@blueprintjs/core',
  '@blueprintjs/icons',
  '@blueprintjs/select',
  '@blueprintjs/datetime',
  '@rjsf/core',
  '@rjsf/utils',
  '@rjsf/validator-ajv8',
  '@tanstack/react-virtual',
  'axios',
  'quill',
  'react-quill-new',
  '@testing-library/react',
  '@testing-library/dom',
  'codemirror',
  '@codemirror/autocomplete',
  '@codemirror/lang-json',
  '@codemirror/language',
  '@codemirror/lint',
  '@codemirror/merge',
  '@codemirror/state',
  '@codemirror/view',
  '@lezer/common',
  'codemirror-json-schema',
  'date-fns',
  'diff',
  'idb',
  'markdown-to-jsx/react',
];

export default defineConfig({
  plugins: [screenDescriptors()],
  test: {
    globals: true,
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
    projects: [
      {
        extends: true,
        // Isolated: many files mock modules (vi.mock) and draw in a document, which would reach the files after them.
        test: {
          name: 'engine',
          include: ['tests/engine/**/*.test.ts', 'tests/engine/**/*.test.tsx'],
          // The files that draw (happy-dom) import the front-end libraries once each: bundled into one file per library,
          // as the browser gets them, instead of hundreds of modules per file.
          deps: { optimizer: { client: { enabled: true, include: FRONT_END_LIBRARIES } } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // Every other test file but the browser's (vitest.browser.config.ts: a built app and Chromium), so that a
          // file in a new folder is not left out.
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/.git/**', 'tests/engine/**', 'tests/browser/**'],
          // Each API file builds its own server on its own databases and mocks no module (tests/build/no-mocks-in-
          // shared-workers.test.ts): a worker loads the server's modules once for all its files instead of once per
          // file, which was a third of the phase.
          isolate: false,
        },
      },
    ],
  },
});
