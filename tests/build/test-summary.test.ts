import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'tests/support/run-problems-fixture/vitest.config.ts');

/** Runs a command that may fail, answering its exit code and output instead of throwing. */
async function outcome(command: string, args: string[]) {
  try {
    const { stdout } = await run(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

describe('the closing lines of the test command', () => {
  it('say what failed a run whose every test passed, before the line of counts, and exit 1', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'run-problems-'));
    const report = path.join(out, 'vitest.json');
    const vitest = await outcome('npx', [
      'vitest', 'run', '-c', fixture, '--reporter=json', '--reporter=./tests/support/run-problems-reporter.ts', `--outputFile.json=${report}`,
    ]);
    expect(vitest.code).toBe(1);

    const summary = await outcome('node', ['scripts/test-summary.mjs', `${report}=${vitest.code}`]);
    const lines = summary.stdout.trimEnd().split('\n');
    expect(summary.code).toBe(1);
    expect(lines.at(-1)).toBe('Tests: 1 passed, 0 failed');
    expect(summary.stdout).toContain(`${report}: vitest exited 1`);
    expect(summary.stdout).toContain('Failed outside a test, outside any test:\n    Error: rejected after its test');
    expect(summary.stdout).toContain('Failed outside a test, tests/support/run-problems-fixture/outside-a-test.fixture.ts:\n    Error: a hook that fails its file');
  }, 60_000);

  it('end with the counts alone, and exit 0, when nothing failed', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'run-problems-'));
    const report = path.join(out, 'vitest.json');
    fs.writeFileSync(report, JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0, success: true, testResults: [] }));
    fs.writeFileSync(path.join(out, 'vitest.problems.json'), '[]');
    const summary = await outcome('node', ['scripts/test-summary.mjs', `${report}=0`]);
    expect(summary.code).toBe(0);
    expect(summary.stdout).not.toContain('Failed outside a test');
    expect(summary.stdout.trimEnd().split('\n').at(-1)).toBe('Tests: 3 passed, 0 failed');
  });
});
