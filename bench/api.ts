/**
 * npm run bench: requests per second and p99 latency of the two busiest list calls, each beside a bare
 * Fastify + better-sqlite3 route serving the same 1,000 rows, with autocannon on loopback.
 * The servers run in a child process so that the load generator does not share their event loop.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CALLS = ['/api/Review/GetListOfReviewByLangId/1', '/api/NewsFeed/GetList/1?UseCase=Dashboard'];

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/servers.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const line = await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout! }).once('line', resolve));
const { ours, bare, token } = JSON.parse(line) as { ours: string; bare: string; token: string };

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows: string[][] = [];
for (const call of CALLS) {
  const server = await measure(ours + call, { authorization: `Bearer ${token}` });
  const baseline = await measure(bare + call);
  rows.push([call, server.rps.toFixed(0), String(server.p99), baseline.rps.toFixed(0), String(baseline.p99), (server.rps / baseline.rps).toFixed(2)]);
}
child.kill('SIGTERM');

const header = ['call (1,000 rows)', 'ours req/s', 'ours p99 ms', 'bare req/s', 'bare p99 ms', 'ours/bare'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const print = (cells: string[]) => console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  '));
print(header);
print(widths.map((w) => '-'.repeat(w)));
rows.forEach(print);
console.log(`\nTarget: ours/bare at least 0.80 (${DURATION} s per measurement, 10 connections).`);
