/**
 * Compiles the server to JavaScript in a folder (scripts/build.mjs makes it dist-server/), so that
 * `npm start` runs it with plain node.
 *
 * Migrations, seed modules and route families are found by reading their folder at start
 * (server/lib/load-modules.ts), so each of them is an entry point of its own, written to the same
 * folder name. Every output file sits exactly one level below the output folder (the main entry in bin/,
 * shared code in chunks/), so "../migrations" resolved from any compiled module names the same
 * folder as it does from the TypeScript sources. Packages stay in node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const folderEntries = (folder) =>
  fs
    .readdirSync(path.join('server', folder))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => ({ in: path.join('server', folder, f), out: path.join(folder, f.replace(/\.ts$/, '')) }));

/** How the server is compiled into `outdir`: also read by the test that lists the packages the compiled server loads. */
export const serverBuildOptions = (outdir) => ({
  entryPoints: [{ in: 'server/main.ts', out: 'bin/main' }, ...['migrations', 'seed/modules', 'routes'].flatMap(folderEntries)],
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

export async function buildServer(outdir) {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build(serverBuildOptions(outdir));
  // The folders hold .js files now; nothing else in the output is loaded by folder.
  fs.writeFileSync(path.join(outdir, 'package.json'), JSON.stringify({ type: 'module', private: true }) + '\n');
}
