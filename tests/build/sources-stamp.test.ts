import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, isUpToDate, sourcesStamp } from '../../scripts/build/sources-stamp.mjs';

/** `npm start` builds only when the sources changed since the last build (scripts/build.mjs --if-changed). */
describe('whether the sources changed since the last build', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const inputs = ['src', 'index.html', '.env'];
  /** A build of the sources as they are now: its entry file and its stamp. */
  const build = () => {
    write('dist/index.html', '<built>');
    write(`dist/${STAMP_FILE}`, `${sourcesStamp(root, inputs)}\n`);
  };
  const upToDate = () => isUpToDate(path.join(root, 'dist'), 'index.html', sourcesStamp(root, inputs));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-stamp-'));
    write('src/main.ts', 'one');
    write('src/screens/list.ts', 'list');
    write('index.html', '<html>');
    write('README.md', 'notes');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build yet, or one without a stamp', () => {
    expect(upToDate()).toBe(false);
    write('dist/index.html', '<built elsewhere>');
    expect(upToDate()).toBe(false);
  });

  it('starts at once when nothing changed since the build', () => {
    build();
    expect(upToDate()).toBe(true);
    expect(sourcesStamp(root, inputs)).toBe(sourcesStamp(root, inputs));
  });

  it('builds again when a source changed, even to text of the same length, or its build lost its entry file', () => {
    build();
    write('src/main.ts', 'two');
    expect(upToDate()).toBe(false);
    build();
    fs.rmSync(path.join(root, 'dist/index.html'));
    expect(upToDate()).toBe(false);
  });

  it('builds again when a source file is added, removed or renamed, or an optional input appears', () => {
    for (const change of [
      () => write('src/screens/new.ts', ''),
      () => fs.rmSync(path.join(root, 'src/screens/list.ts')),
      () => fs.renameSync(path.join(root, 'src/main.ts'), path.join(root, 'src/start.ts')),
      () => write('.env', 'VITE_API_URL=x'),
    ]) {
      build();
      change();
      expect(upToDate()).toBe(false);
    }
  });

  it('ignores files that are not inputs of the build', () => {
    build();
    write('README.md', 'changed notes');
    write('data/backoffice.sqlite', 'rows');
    expect(upToDate()).toBe(true);
  });
});
