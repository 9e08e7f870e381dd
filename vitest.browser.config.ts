import { defineConfig } from 'vitest/config';

/**
 * Browser tests (npm run test:browser): the built back office against the real server in headless
 * Chromium. Each file has its own server (a copy of the seeded data folder, a free port) and its own browser profile,
 * so two files run at once: a browser test mostly waits on one process at a time (the page, the server or the driver),
 * and two of them keep CI's two cores busy where one left them half idle (three took 192 s where two took 160 for the
 * same ten files: the cores were then busy 96% of the time). The app is built once
 * (tests/browser/support/global-setup.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // Each file starts its own server and browser in beforeAll and closes them in afterAll, and none mocks a module:
    // a worker loads the support and server modules once for all its files.
    isolate: false,
    testTimeout: 60_000,
    // expect.poll waits for a screen's state as long as a locator waits for an element (the context's 10 s in
    // support/back-office.ts): its own default of 1 s is less than a filtered list takes to come on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
