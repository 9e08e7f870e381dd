import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { startCluster } from '../tests/support/postgres-cluster';

export interface BenchServers {
  ours: string;
  bare: string;
  token: string;
  testimonialId: number;
  stop(): Promise<unknown>;
}

/** Starts bench/servers.ts in a child process (on the PostgreSQL database given, else SQLite) and answers its addresses. */
export async function startServers(databaseUrl?: string): Promise<BenchServers> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/servers.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
  });
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const servers = JSON.parse(line) as Omit<BenchServers, 'stop'>;
  return { ...servers, stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))) };
}

/** The databases a benchmark measures: BENCH_DATABASES (sqlite,postgres). */
export const BENCH_DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');

/** Runs `measure` against the benchmark servers on each database in turn, a throwaway PostgreSQL cluster for postgres. */
export async function onEachDatabase(measure: (servers: BenchServers, database: string) => Promise<void>): Promise<void> {
  for (const database of BENCH_DATABASES) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    try {
      const servers = await startServers(cluster?.url);
      try {
        await measure(servers, database);
      } finally {
        await servers.stop();
      }
    } finally {
      cluster?.stop();
    }
  }
}
