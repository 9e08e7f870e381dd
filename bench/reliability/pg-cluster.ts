import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/server-process';

function binary(name: string): string {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...versions.map((v) => `/usr/lib/postgresql/${v}/bin`)]) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`${name} not found: the PostgreSQL server programs are needed`);
}

/**
 * A PostgreSQL cluster of its own, with fsync on (unlike the tests' cluster), that can be
 * shut down immediately (as a crash: no checkpoint, recovery from the WAL on the next start).
 */
export async function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-reliability-'));
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', binary(bin), ...args], { stdio: 'pipe' }) : execFileSync(binary(bin), args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', `${dir}/db`, '-A', 'trust', '-U', 'postgres']);
  const start = () => run('pg_ctl', ['-D', `${dir}/db`, '-o', `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1`, '-l', `${dir}/log`, '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: () => run('pg_ctl', ['-D', `${dir}/db`, '-m', 'immediate', '-w', 'stop']),
    start,
    remove() {
      try {
        run('pg_ctl', ['-D', `${dir}/db`, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export type Postgres = Awaited<ReturnType<typeof startPostgres>>;
