import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../scripts/build-server.mjs';

/** The browser's packages: the API process has no screen, and loading them costs it memory and start-up time. */
const BROWSER_ONLY = /^(react|react-dom|react-router|react-router-dom|@blueprintjs\/.*|axios|quill|@rjsf\/.*|idb|codemirror.*|@codemirror\/.*)(\/.*)?$/;

const ROOT = path.resolve(__dirname, '../..');

/** Every package the compiled server imports, statically or on demand, with the compiled file that imports it. */
async function packagesOfCompiledServer(): Promise<Map<string, string>> {
  const { metafile } = await build({ ...serverBuildOptions(path.join(ROOT, 'dist-server-graph')), absWorkingDir: ROOT, write: false, metafile: true, sourcemap: false });
  const packages = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile!.outputs)) {
    for (const imported of output.imports) if (imported.external && !imported.path.startsWith('node:')) packages.set(imported.path, file);
  }
  return packages;
}

describe('the compiled server', () => {
  it('loads no package of the browser: the engine reaches it through a node-safe entry', async () => {
    const packages = await packagesOfCompiledServer();
    // The server's own packages are there, so the graph was read.
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
    const browserOnly = [...packages].filter(([name]) => BROWSER_ONLY.test(name)).map(([name, by]) => `${name} (imported by ${by})`);
    expect(browserOnly).toEqual([]);
  }, 60_000);
});

/** Every .ts file under a folder of the project. */
const sourcesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(rel) : rel.endsWith('.ts') ? [rel] : [];
  });

describe('the server and the engine', () => {
  it('the server enters the engine through engine/node.ts only', () => {
    const entries = sourcesUnder('server').flatMap((file) =>
      [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(?:from\s+|import\(\s*)'(\.[^']+)'/g)]
        .map((match) => path.normalize(path.join(path.dirname(file), match[1])))
        .filter((target) => target.startsWith(`engine${path.sep}`))
        .map((target) => `${file} -> ${target}`),
    );
    const viaNode = (file: string) => `${path.join('server', file)} -> ${path.join('engine', 'node')}`;
    // Readiness names the engine twice there: the rule kinds it loads, and the types they speak in.
    expect(entries.sort()).toEqual([
      viaNode('readiness/engine.ts'),
      viaNode('readiness/engine.ts'),
      viaNode('screens/check-published.ts'),
      viaNode('screens/effective.ts'),
      viaNode('screens/list-export.ts'),
      viaNode('screens/listing.ts'),
    ]);
  });
});
