/**
 * npm run bench:flood: a signed-in editor's list call while twenty clients without a token send
 * 4.9 MB bodies at once (a wave every half second), beside the same call on a quiet server (the anchor). Two floods: to a call that does not
 * exist (refused with 404) and to a call that needs a token (401); both are refused before their bodies
 * are read, so the editor must not notice them. Each round measures the quiet call and the call under
 * the flood back to back (which goes first alternates), after a warm-up; the figure is the median of
 * the rounds' p99 ratios (flooded/quiet). Exits 1 when a ratio misses its target.
 *
 * BENCH_SECONDS (2) per measurement, BENCH_ROUNDS (5), BENCH_DATABASES (sqlite,postgres).
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { load, median, type Call, type Figures } from './measure';
import { onEachDatabase } from './start-servers';
import { startTable } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The target: the signed-in call's p99 under a flood at most twice its quiet p99. */
const TARGET = 2;
const SENDERS = 20;
const BODY_BYTES = 4_900_000;
/** A wave of twenty bodies at once, every half second, so that each round's calls meet several. */
const WAVE_EVERY_MS = 500;

const LIST: Call = { name: 'review list, 100 rows', method: 'GET', path: '/api/Review/GetListOfReviewByLangId/1', connections: 5 };
const FLOODS = [
  { name: 'unknown call', path: '/api/NoSuchCall/Anywhere', status: 404 },
  { name: 'call needing a token', path: '/api/Testimonials', status: 401 },
];

/** Starts the senders in a process of their own; stop() ends them and answers how many bodies were refused as expected. */
function flood(url: string, status: number) {
  // At the lowest priority: the senders stand for clients elsewhere, whose own work (writing 98 MB a
  // wave) would not take the server's cores; here it shares them, and must not be what is measured.
  const child = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', 'bench/flood-senders.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, FLOOD_URL: url, FLOOD_STATUS: String(status), FLOOD_SENDERS: String(SENDERS), FLOOD_BYTES: String(BODY_BYTES), FLOOD_EVERY_MS: String(WAVE_EVERY_MS) },
  });
  const report = new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`flood senders exited with ${code}`)));
  });
  return {
    async stop() {
      child.stdin!.end();
      const { refused, unexpected } = JSON.parse(await report) as { refused: number; unexpected: string[] };
      if (unexpected.length) throw new Error(`${unexpected.length} flood bodies were not refused with ${status}: ${unexpected.slice(0, 5).join(', ')}`);
      return refused;
    },
  };
}

const header = ['database', 'flood', 'quiet p99 ms', 'flooded p99 ms', 'p99 ratio', 'bodies refused', 'target'];
const widths = [8, 20, 12, 14, 9, 14, 6];
const print = startTable(header, widths);
let missed = 0;
let figures = 0;
const started = Date.now();
await onEachDatabase(async (servers, database) => {
  const headers = { authorization: `Bearer ${servers.token}` };
  for (const { name, path, status } of FLOODS) {
    let refused = 0;
    const quietRun = (seconds: number) => load(servers.ours, LIST, headers, seconds);
    const floodedRun = async (seconds: number) => {
      const senders = flood(servers.ours + path, status);
      try {
        return await load(servers.ours, LIST, headers, seconds);
      } finally {
        refused += await senders.stop();
      }
    };
    await quietRun(1);
    await floodedRun(1);
    const quiet: Figures[] = [];
    const flooded: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        quiet.push(await quietRun(SECONDS));
        flooded.push(await floodedRun(SECONDS));
      } else {
        flooded.push(await floodedRun(SECONDS));
        quiet.push(await quietRun(SECONDS));
      }
    }
    // A p99 under 1 ms counts as 1 ms: autocannon reports whole milliseconds.
    const ratio = median(flooded.map((f, i) => Math.max(f.p99, 1) / Math.max(quiet[i].p99, 1)));
    const ok = ratio <= TARGET;
    figures++;
    if (!ok) missed++;
    print([database, name, String(median(quiet.map((q) => q.p99))), String(median(flooded.map((f) => f.p99))), ratio.toFixed(2), String(refused), ok ? 'ok' : 'MISSED']);
  }
});
console.log(
  `\nTarget: p99 ratio (flooded/quiet) at most ${TARGET}; waves of ${SENDERS} bodies of ${(BODY_BYTES / 1e6).toFixed(1)} MB without a token, sent at once every ${WAVE_EVERY_MS} ms. ` +
    `Ratios are the medians of ${ROUNDS} interleaved rounds' own ratios, rounds of ${SECONDS} s after a 1 s warm-up, ${LIST.connections} connections; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
);
if (missed) {
  console.log(`${missed} of ${figures} figures missed their target.`);
  process.exit(1);
}
