/**
 * Builds the browser app into dist/ (with Brotli and gzip copies of its files) and compiles the server
 * into dist-server/.
 *
 *   node scripts/build.mjs                 both, always (npm run build)
 *   node scripts/build.mjs --if-changed    only those whose sources changed since their last build (npm start)
 *   node scripts/build.mjs --only server   one of them (app or server)
 *
 * Each build goes to a new folder under .build/ and is swapped in when complete (scripts/build/swap-in.mjs),
 * so a server running from this folder never sees half a build; builds from one folder wait for each
 * other (scripts/build/build-lock.mjs). A build records the stamp of its sources (scripts/build/sources-stamp.mjs).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBuildLock } from './build/build-lock.mjs';
import { INPUTS, STAMP_FILE, isUpToDate, sourcesStamp } from './build/sources-stamp.mjs';
import { carryOver, currentBuild, pruneBuilds, recordOwnFiles, swapIn } from './build/swap-in.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);
const PARKING = '.build';
/** Builds kept under .build/ per output: a server started from an older one keeps finding its code. */
const KEEP = 3;

async function buildApp(outDir) {
  const { build } = await import('vite');
  await build({ root: ROOT, configFile: path.join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const precompress = spawnSync(process.execPath, ['scripts/precompress.mjs', outDir], { stdio: 'inherit' });
  if (precompress.status !== 0) throw new Error('scripts/precompress.mjs failed');
}

async function buildServerInto(outDir) {
  const { buildServer } = await import('./build-server.mjs');
  await buildServer(outDir);
}

const OUTPUTS = [
  // assets/: a page loaded before a rebuild still finds the chunks it loads later.
  { name: 'app', link: 'dist', entry: 'index.html', inputs: INPUTS.app, build: buildApp, carried: 'assets' },
  { name: 'server', link: 'dist-server', entry: 'bin/main.js', inputs: INPUTS.server, build: buildServerInto, carried: null },
];

const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const chosen = OUTPUTS.filter((o) => !only || o.name === only);
if (!chosen.length) throw new Error(`--only takes app or server, not "${only}"`);
const stale = () => chosen.map((o) => ({ ...o, stamp: sourcesStamp(ROOT, o.inputs) })).filter((o) => !ifChanged || !isUpToDate(o.link, o.entry, o.stamp));

if (!stale().length) {
  console.log(`${chosen.map((o) => o.link).join(' and ')} up to date with the sources: nothing to build`);
  process.exit(0);
}
fs.mkdirSync(PARKING, { recursive: true });
await withBuildLock(
  path.join(PARKING, 'lock'),
  async () => {
    // Asked again under the lock: a build that held it may have made these up to date.
    for (const output of stale()) {
      const started = Date.now();
      const dir = fs.mkdtempSync(path.join(PARKING, `${output.name}-`));
      fs.chmodSync(dir, 0o755); // mkdtemp makes it private; the server may run as another user
      try {
        await output.build(dir);
        recordOwnFiles(dir);
        const previous = currentBuild(output.link);
        if (output.carried) carryOver(previous, dir, output.carried);
        fs.writeFileSync(path.join(dir, STAMP_FILE), `${output.stamp}\n`);
      } catch (error) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }
      swapIn(dir, output.link, path.join(PARKING, `${output.name}-replaced-${Date.now()}`));
      pruneBuilds(PARKING, `${output.name}-`, KEEP, dir);
      console.log(`built ${output.link}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  },
  (owner) => console.log(`waiting for the build of process ${owner} in this folder to finish`),
);
