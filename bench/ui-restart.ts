/**
 * Restarting: how long the compiled server (`node dist-server/bin/main.js`, run as `npm start` runs it)
 * takes from its start to answering an editor's first call, and how much memory it holds when idle
 * after it, each beside the bare Fastify server of bench/bare.ts (compiled alike, on the same SQLite
 * database) measured in the same run. The call is the English review list with a signed-in editor's
 * token (the bare server answers the same query without one). Rounds alternate which of the two
 * starts first, after one warm-up round of each; each figure is the median of the rounds.
 *
 * `npx tsx bench/ui-restart.ts` prints the table and exits 1 when a target is missed
 * (BENCH_RESTART_ROUNDS, default 7; BENCH_RESTART_SERVER=<compiled main.js> measures another build).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { freePort } from '../tests/support/server-process';
import { startAndAsk, type Started } from './restart/start-process';
import { startTable } from './table';
import { checkStartScript, SERVER_NODE_OPTIONS } from './server-node-options';

export type RestartFigure = { label: string; ours: number; anchor: number; unit: 'ms' | 'MB'; target: number };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { username: 'admin@p2p.local', password: 'restart-bench-pass-1' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server as `npm start` builds it, and the bare anchor compiled the same way (esbuild, packages left in node_modules). */
async function buildBoth(scratch: string): Promise<{ ours: string; anchor: string }> {
  const server = spawnSync(process.execPath, ['scripts/build.mjs', '--only', 'server', '--if-changed'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (server.status !== 0) throw new Error('scripts/build.mjs --only server failed');
  const anchor = path.join(scratch, 'bare-main.mjs');
  await build({ entryPoints: [path.join(ROOT, 'bench/restart/bare-main.ts')], outfile: anchor, bundle: true, format: 'esm', platform: 'node', target: 'node20.19', packages: 'external', logLevel: 'warning' });
  // BENCH_RESTART_SERVER=<a compiled main.js> measures that build instead (an earlier one, to compare).
  return { ours: process.env.BENCH_RESTART_SERVER ?? path.join(ROOT, 'dist-server/bin/main.js'), anchor };
}

export async function measureRestart(rounds: number): Promise<RestartFigure[]> {
  checkStartScript();
  // Inside the repository, so that both compiled servers find its node_modules.
  fs.mkdirSync(path.join(ROOT, '.build'), { recursive: true });
  const scratch = fs.mkdtempSync(path.join(ROOT, '.build', 'bench-restart-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restart-data-'));
  try {
    const { ours, anchor } = await buildBoth(scratch);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app'), MEDIA_STORAGE: 'local', DATABASE_URL: '' };
    // The first start makes the database and loads the demo content; the token stays valid across restarts.
    const login = await startAndAsk(ours, SERVER_NODE_OPTIONS, env, `${base}/api/Users/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }, 200, 0);
    const { token } = JSON.parse(login.body) as { token: string };
    const list = `${base}/api/Review/GetListOfReviewByLangId/1`;
    const startOurs = () => startAndAsk(ours, SERVER_NODE_OPTIONS, env, list, { headers: { authorization: `Bearer ${token}` } }, 200);
    const startAnchor = () => startAndAsk(anchor, SERVER_NODE_OPTIONS, env, list, {}, 200);
    const measured: { ours: Started[]; anchor: Started[] } = { ours: [], anchor: [] };
    for (let round = 0; round <= rounds; round++) {
      const pair = round % 2 ? [startAnchor, startOurs] : [startOurs, startAnchor];
      const [first, second] = [await pair[0](), await pair[1]()];
      const [o, a] = round % 2 ? [second, first] : [first, second];
      if (round === 0) continue; // warm-up: the file system cache, the database file
      measured.ours.push(o);
      measured.anchor.push(a);
    }
    const figure = (label: string, unit: RestartFigure['unit'], target: number, pick: (s: Started) => number): RestartFigure => ({
      label,
      ours: median(measured.ours.map(pick)),
      anchor: median(measured.anchor.map(pick)),
      unit,
      target,
    });
    return [
      figure('server answers after a start', 'ms', 3, (s) => s.answeredAfter),
      figure('server memory idle after a start (RSS)', 'MB', 1.5, (s) => s.idleMegabytes),
    ];
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures; true when every target is met. */
export function printRestartFigures(figures: RestartFigure[]): boolean {
  const row = startTable(['measurement', 'ours', 'bare Fastify', 'ratio', 'target', ''], [40, 10, 12, 6, 7, 6]);
  let met = true;
  for (const f of figures) {
    const ratio = f.ours / f.anchor;
    met &&= ratio <= f.target;
    const value = (v: number) => `${v.toFixed(f.unit === 'ms' ? 0 : 1)} ${f.unit}`;
    row([f.label, value(f.ours), value(f.anchor), `${ratio.toFixed(2)}x`, `<=${f.target}x`, ratio <= f.target ? 'met' : 'MISSED']);
  }
  return met;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const rounds = Math.max(1, Number(process.env.BENCH_RESTART_ROUNDS ?? 7));
  const figures = await measureRestart(rounds);
  console.log(`\nmedians of ${rounds} rounds after a warm-up; the compiled server on SQLite with the demo content`);
  process.exit(printRestartFigures(figures) ? 0 : 1);
}
