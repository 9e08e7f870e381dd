/**
 * The list export measured (issue 31): the reviews list of 100,000 rows downloaded as CSV and as XLSX from a server in
 * a process of its own (bench/export-server.ts) started with npm start's node options (bench/server-node-options.ts), on
 * each database. Each figure is one download, read to its last
 * byte and counted, after a warm-up export of a small list: rows per second, and how far the server's resident
 * memory (VmRSS, read every 10 ms) rose above what it was before the download. Targets: at least 20,000 rows/s on
 * SQLite, and an RSS growth under 50 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { checkStartScript, SERVER_NODE_OPTIONS } from './server-node-options';
import { startCluster } from '../tests/support/postgres-cluster';
import { EXPORT_LANGUAGE, EXPORT_ROWS, WARMUP_LANGUAGE } from './export-data';

export const EXPORT_TARGET = { rowsPerSecond: 20_000, rssGrowthMb: 50 };

export interface ExportFigure {
  database: string;
  format: 'csv' | 'xlsx';
  rows: number;
  bytes: number;
  seconds: number;
  rowsPerSecond: number;
  rssGrowthMb: number;
  /** Each target the figure is held to and whether it met it. */
  ok: boolean;
}

interface ExportServer {
  url: string;
  token: string;
  pid: number;
  stop(): Promise<unknown>;
}

/** Seeds the database in a process of its own, then starts the server measured on it. */
async function startExportServer(dataDir: string, databaseUrl?: string): Promise<ExportServer> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
  const seeded = spawn(process.execPath, ['--import', 'tsx', 'bench/export-server.ts', '--seed'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  const code = await new Promise((resolve) => seeded.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the export bench data exited with ${code}`);
  // The server's node options are npm start's; EXPORT_NODE_FLAGS replaces them, to see how the collector's settings move the figures.
  const nodeOptions = process.env.EXPORT_NODE_FLAGS === undefined ? SERVER_NODE_OPTIONS : process.env.EXPORT_NODE_FLAGS.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'bench/export-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (exit) => reject(new Error(`the export bench server exited with ${exit}`)));
  });
  return { ...(JSON.parse(line) as Omit<ExportServer, 'stop'>), stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** A process's resident memory in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** Downloads an export to its last byte, counting its bytes and its lines; the file itself is not kept. */
async function download(server: ExportServer, languageId: number, format: 'csv' | 'xlsx'): Promise<{ bytes: number; lines: number }> {
  const answer = await fetch(`${server.url}/api/Export/reviews/reviews-list?languageId=${languageId}&format=${format}`, { headers: { authorization: `Bearer ${server.token}` } });
  if (answer.status !== 200 || !answer.body) throw new Error(`export answered ${answer.status}: ${await answer.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { bytes, lines };
}

async function measure(server: ExportServer, database: string, format: 'csv' | 'xlsx'): Promise<ExportFigure> {
  await download(server, WARMUP_LANGUAGE, format);
  const before = rssOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 10);
  const started = performance.now();
  try {
    const { bytes, lines } = await download(server, EXPORT_LANGUAGE, format);
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssOf(server.pid));
    // A CSV holds its header and one line per row; an XLSX is zipped, its rows counted by the server's X-Total-Count.
    if (format === 'csv' && lines !== EXPORT_ROWS + 1) throw new Error(`the CSV held ${lines - 1} rows, not ${EXPORT_ROWS}`);
    const rowsPerSecond = EXPORT_ROWS / seconds;
    const rssGrowthMb = (peak - before) / 2 ** 20;
    const fastEnough = database !== 'sqlite' || rowsPerSecond >= EXPORT_TARGET.rowsPerSecond;
    return { database, format, rows: EXPORT_ROWS, bytes, seconds, rowsPerSecond, rssGrowthMb, ok: fastEnough && rssGrowthMb < EXPORT_TARGET.rssGrowthMb };
  } finally {
    clearInterval(sampler);
  }
}

/** The export's figures on each database given (a throwaway PostgreSQL cluster for postgres). */
export async function measureExports(databases: string[], only?: string): Promise<ExportFigure[]> {
  checkStartScript();
  const figures: ExportFigure[] = [];
  const formats = (['csv', 'xlsx'] as const).filter((f) => !only || `export ${f}`.includes(only));
  if (!formats.length) return figures;
  for (const database of databases) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
    try {
      const server = await startExportServer(dataDir, cluster?.url);
      try {
        // Each format on a server that has exported only the small list: one export's growth is not hidden by another's.
        for (const format of formats) figures.push(await measure(server, database, format));
      } finally {
        await server.stop();
      }
    } finally {
      cluster?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

// Run alone: `tsx bench/export.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureExports((process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(','), process.env.BENCH_ONLY);
  console.table(figures);
  if (figures.some((f) => !f.ok)) process.exit(1);
}
