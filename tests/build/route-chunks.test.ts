import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyedImports } from '../../src/shell/route-chunks/keyed-imports';
import { chunkClosure, type BuiltChunk } from '../../src/shell/route-chunks/chunk-closure';
import { mergePlan, type PlannedChunk, type PlanPage } from '../../src/shell/route-chunks/merge-plan';
import { routePreloads } from '../../server/lib/route-preloads';
import { matchesRoute } from '../../shared/route-match';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '../../shared/route-chunks';

// Issue 29, item 6: the build lists each screen route's code (src/shell/route-chunks/), the server names it in the
// page it answers. What a cold screen then loads is checked in the browser (tests/browser/route-chunks.test.ts).

describe('the names under which a module imports code lazily', () => {
  it('files an import under its property and every property that encloses it, in any of the shapes the engine writes', () => {
    const code = [
      'const COMPONENTS = {',
      "  form: readyLazy(() => import('./FormScreen')),",
      "  'tiles-log': readyLazy(() => import('./TilesLogScreen')),",
      '};',
      'const SOURCES = {',
      '  countries: defineOptionSource({',
      "    description: 'the countries',",
      "    load: async () => (await import('./countries.json')).default,",
      '  }),',
      '};',
      "const Tip = lazy(() => import('./Tip'));",
    ].join('\n');
    expect(keyedImports(code)).toEqual([
      { key: 'form', specifier: './FormScreen' },
      { key: 'tiles-log', specifier: './TilesLogScreen' },
      { key: 'load', specifier: './countries.json' },
      { key: 'countries', specifier: './countries.json' },
    ]);
  });
});

describe("a chunk's files before it runs", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []): BuiltChunk => ({
    fileName,
    isEntry: false,
    facadeModuleId: moduleIds[0],
    moduleIds,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  it('are the chunk holding the module, the chunks it imports statically, and their style', () => {
    const filesOf = chunkClosure([chunk('a.js', ['/a.ts'], ['b.js']), chunk('b.js', ['/b.ts', '/b2.ts'], ['c.js'], ['b.css']), chunk('c.js', ['/c.ts']), chunk('d.js', ['/d.ts'])]);
    expect([...filesOf(['/a.ts'])].sort()).toEqual(['a.js', 'b.css', 'b.js', 'c.js']);
    expect([...filesOf(['/b2.ts', '/nowhere.ts'])].sort()).toEqual(['b.css', 'b.js', 'c.js']);
  });
});

describe("a route's pattern", () => {
  it.each([
    ['/review/:id', '/review/7', true],
    ['/review/:id', '/review', false],
    ['/review/:id', '/review/7/more', false],
    ['/aboutsettings', '/aboutsettings/', true],
    ['/aboutsettings', '/about', false],
    ['/settingsroutes/edit/:id?', '/settingsroutes/edit', true],
    ['/files/*', '/files/a/b', true],
  ])('%s matches %s: %s', (pattern, pathname, matches) => {
    expect(matchesRoute(pattern, pathname)).toBe(matches);
  });
});

describe('the links the page names for an address', () => {
  let dir: string;
  const built: RouteChunks = {
    shell: ['/assets/App.js', '/assets/App.css'],
    screens: [
      { routes: ['/review/:id'], files: ['/assets/review.js'] },
      { routes: ['/review/new'], files: ['/assets/new-review.js'] },
    ],
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    fs.writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(built));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are the shell's and the screen's files, a fixed segment winning over a parameter", () => {
    expect(routePreloads(dir, '/review/7')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/App.js"><link rel="preload" as="style" crossorigin href="/assets/App.css"><link rel="modulepreload" crossorigin href="/assets/review.js">',
    );
    expect(routePreloads(dir, '/review/new')).toContain('href="/assets/new-review.js"');
    expect(routePreloads(dir, '/review/new')).not.toContain('href="/assets/review.js"');
  });

  it("are the shell's alone for an address of no screen, none for the start page (sign-in) or a build without the list", () => {
    expect(routePreloads(dir, '/unknown')).toBe('<link rel="modulepreload" crossorigin href="/assets/App.js"><link rel="preload" as="style" crossorigin href="/assets/App.css">');
    expect(routePreloads(dir, '/')).toBe('');
    expect(routePreloads(path.join(dir, 'elsewhere'), '/review/7')).toBe('');
  });
});

describe('the chunks put together for pages opened cold', () => {
  const chunk = (file: string, bytes: number, imports: string[] = [], modules = [`/${file}.ts`]): PlannedChunk => ({ file, modules, bytes, imports });
  const groups = (chunks: PlannedChunk[], pages: PlanPage[], fixed = new Set<string>(), apart = new Set<string>()) =>
    mergePlan(chunks, pages, 1000, fixed, apart).map((g) => ({ name: g.name, modules: [...g.modules].sort() }));

  it('are the chunks every page loads together, as one group named by the largest', () => {
    const chunks = [chunk('a', 100), chunk('b', 5000), chunk('c', 300)];
    expect(groups(chunks, [{ files: ['a', 'b', 'c'] }, { files: ['a', 'b', 'c'] }])).toEqual([{ name: 'b', modules: ['/a.ts', '/b.ts', '/c.ts'] }]);
    // A chunk the bundler named (chunk-…) names none, so the app's code keeps the name App.
    const app = [chunk('assets/chunk-7RTFRKQW-D6M6aYxZ.js', 5000), chunk('assets/App-D-Ynsf1y.js', 100)];
    const both = { files: app.map((c) => c.file) };
    expect(groups(app, [both, both]).map((g) => g.name)).toEqual(['App']);
  });

  it('give a page a chunk it does not need only when that costs less than the requests saved', () => {
    // Two pages load a and b; a third loads b only. Small a: the third page takes it. Large a: it stays apart.
    const pages = [{ files: ['a', 'b'] }, { files: ['a', 'b'] }, { files: ['b'] }];
    expect(groups([chunk('a', 500), chunk('b', 100)], pages)).toEqual([{ name: 'a', modules: ['/a.ts', '/b.ts'] }]);
    expect(groups([chunk('a', 5000), chunk('b', 100)], pages)).toEqual([]);
  });

  it('count what a chunk imports as coming with it', () => {
    // b is small but imports the large x: a page loading a alone would fetch x too.
    const chunks = [chunk('a', 100), chunk('b', 100, ['x']), chunk('x', 9000)];
    expect(groups(chunks, [{ files: ['a', 'b', 'x'] }, { files: ['a'] }], new Set(), new Set(['x']))).toEqual([]);
    expect(groups(chunks.slice(0, 2).concat(chunk('x', 1)), [{ files: ['a', 'b', 'x'] }, { files: ['a'] }], new Set(), new Set(['x']))).toEqual([{ name: 'a', modules: ['/a.ts', '/b.ts'] }]);
  });

  it('never give a lean page more than it loads, and leave fixed and apart chunks and shared modules as they are', () => {
    const chunks = [chunk('sign-in', 800), chunk('react', 100), chunk('shell', 100, [], ['/shell.ts', '/copied.ts']), chunk('screen', 100, [], ['/screen.ts', '/copied.ts']), chunk('entry', 100), chunk('lazy-lib', 100)];
    const pages = [
      { files: ['entry', 'sign-in', 'react'], lean: true },
      ...Array.from({ length: 5 }, () => ({ files: ['entry', 'react', 'shell', 'screen', 'lazy-lib'] })),
    ];
    expect(groups(chunks, pages, new Set(['entry']), new Set(['lazy-lib']))).toEqual([{ name: 'shell', modules: ['/screen.ts', '/shell.ts'] }]);
  });
});
