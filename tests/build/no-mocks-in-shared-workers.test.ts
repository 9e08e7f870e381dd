import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The API and browser tests run without isolation (vitest.config.ts, vitest.browser.config.ts): a worker keeps its
// modules from one file to the next, so a module mocked or a global stubbed in one file would reach every file after
// it in that worker, and a test's outcome would depend on the order the files happen to run in.
// Every test folder but the engine's, whose files run isolated.
const SHARED = ['tests'];
const MOCKING = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const ROOT = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return file === 'tests/engine' || entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('test files that share their worker', () => {
  it('mock no module and stub no global', () => {
    const files = SHARED.flatMap(testFiles);
    expect(files.length).toBeGreaterThan(150);
    // This file names the calls it looks for, in a pattern that does not match itself.
    expect(files.filter((file) => MOCKING.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
