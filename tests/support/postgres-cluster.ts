import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL cluster in a temporary folder, run as the postgres user when we are root. */
export interface Cluster {
  url: string;
  /** Stops the server at once (as a crash or an outage would), keeping its files; `resume` starts it again. */
  pause(): void;
  resume(): void;
  stop(): void;
}

function findBinary(name: string): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  const candidates = [...(process.env.PATH ?? '').split(':'), ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)];
  for (const dir of candidates) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`${name} not found: PostgreSQL server programs are needed for the PostgreSQL test run`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', findBinary(bin), ...args], { stdio: 'pipe' })
      : execFileSync(findBinary(bin), args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', `${dir}/db`, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', `${dir}/db`, '-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', `${dir}/log`, '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run('pg_ctl', ['-D', `${dir}/db`, '-m', 'immediate', '-w', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', `${dir}/db`, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
