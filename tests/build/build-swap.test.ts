import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withBuildLock } from '../../scripts/build/build-lock.mjs';
import { carryOver, currentBuild, recordOwnFiles, swapIn } from '../../scripts/build/swap-in.mjs';

/** Two starts from one folder must not break each other: builds wait for each other and are swapped in whole. */
describe('builds swapped in whole, one at a time', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-swap-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('swaps a finished build in, replacing an older real folder, and keeps the previous build’s assets', () => {
    write('dist/index.html', 'old layout');
    write('.build/app-1/index.html', 'first');
    write('.build/app-1/assets/a-111.js', 'a1');
    recordOwnFiles(path.join(root, '.build/app-1'));
    swapIn(path.join(root, '.build/app-1'), path.join(root, 'dist'), path.join(root, '.build/app-replaced'));
    expect(read('dist/index.html')).toBe('first');
    expect(read('.build/app-replaced/index.html')).toBe('old layout');

    write('.build/app-2/index.html', 'second');
    write('.build/app-2/assets/a-222.js', 'a2');
    recordOwnFiles(path.join(root, '.build/app-2'));
    expect(carryOver(currentBuild(path.join(root, 'dist')), path.join(root, '.build/app-2'), 'assets')).toBe(1);
    swapIn(path.join(root, '.build/app-2'), path.join(root, 'dist'), path.join(root, '.build/unused'));
    expect(read('dist/index.html')).toBe('second');
    expect(read('dist/assets/a-222.js')).toBe('a2');
    expect(read('dist/assets/a-111.js')).toBe('a1');

    // Only one generation back: the third build does not keep what the second only carried.
    write('.build/app-3/index.html', 'third');
    recordOwnFiles(path.join(root, '.build/app-3'));
    carryOver(currentBuild(path.join(root, 'dist')), path.join(root, '.build/app-3'), 'assets');
    expect(fs.readdirSync(path.join(root, '.build/app-3/assets')).filter((f) => f.endsWith('.js'))).toEqual(['a-222.js']);
  });

  it('runs one build at a time: a second waits for the first to finish', async () => {
    const lock = path.join(root, 'lock');
    const events: string[] = [];
    let waited = 0;
    // The first build ends only once the second says it waits: its length is the second's wait, not a guess.
    let secondWaits = () => {};
    const secondWaiting = new Promise<void>((resolve) => (secondWaits = resolve));
    const first = withBuildLock(lock, async () => {
      events.push('first starts');
      await secondWaiting;
      events.push('first ends');
    });
    const second = withBuildLock(lock, () => void events.push('second runs'), () => {
      waited++;
      secondWaits();
    });
    await Promise.all([first, second]);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
    expect(waited).toBe(1);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over the lock of a build that was killed half-way', async () => {
    const lock = path.join(root, 'lock');
    const child = spawn(process.execPath, ['-e', '']);
    const gone = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    fs.writeFileSync(lock, String(gone));
    let waited = 0;
    expect(await withBuildLock(lock, () => 'built', () => void waited++)).toBe('built');
    expect(waited).toBe(0);
  });
});
