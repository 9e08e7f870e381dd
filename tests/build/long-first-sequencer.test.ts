import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { longFirst } from '../support/long-first-sequencer';

// A fresh clone has no durations on record: Vitest orders by size, largest first, and the sequencer moves the
// named files to the front.
const sizes: Record<string, number> = { 'tests/a.test.ts': 300, 'tests/b.test.ts': 900, 'tests/slow.test.ts': 100, 'tests/c.test.ts': 600 };
const ctx = {
  config: { root: '/repo' },
  cache: { getFileTestResults: () => undefined, getFileStats: (key: string) => ({ size: sizes[key.replace(/^:/, '')] }) },
} as unknown as Vitest;
const spec = (file: string) =>
  ({ moduleId: `/repo/${file}`, project: { name: '', config: { sequence: { groupOrder: 0 }, isolate: true } } }) as unknown as TestSpecification;
const order = async (named: string[]) => {
  const Sequencer = longFirst(named);
  return (await new Sequencer(ctx).sort(Object.keys(sizes).map(spec))).map((s) => s.moduleId.replace('/repo/', ''));
};

describe('long-first sequencer', () => {
  it('starts the named file first and keeps the largest-first order of the rest', async () => {
    expect(await order(['tests/slow.test.ts'])).toEqual(['tests/slow.test.ts', 'tests/b.test.ts', 'tests/c.test.ts', 'tests/a.test.ts']);
  });

  it('keeps the named files in the order given, and Vitest order when none is named', async () => {
    expect(await order(['tests/a.test.ts', 'tests/slow.test.ts'])).toEqual(['tests/a.test.ts', 'tests/slow.test.ts', 'tests/b.test.ts', 'tests/c.test.ts']);
    expect(await order([])).toEqual(['tests/b.test.ts', 'tests/c.test.ts', 'tests/a.test.ts', 'tests/slow.test.ts']);
  });
});
