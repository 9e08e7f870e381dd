import { defineConfig } from 'vitest/config';

/** A run whose every test passes and which still fails: what tests/build/test-summary.test.ts reads the closing lines of. */
export default defineConfig({
  test: { root: __dirname, include: ['*.fixture.ts'], pool: 'forks', maxWorkers: 1 },
});
