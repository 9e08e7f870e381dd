import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** The administrator's password in servers started here (ADMIN_USERNAME keeps its default). */
export const ADMIN_PASSWORD = 'process-password-1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** kill -9: no chance to finish anything. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/**
 * The real server in its own process (server/main.ts), as it runs in production; resolves
 * once it answers. Several of them on one database are several instances behind a balancer.
 */
export async function startServer(env: { DATA_DIR: string; DATABASE_URL?: string; TRUST_PROXY?: string }, options: { quiet?: boolean; demo?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: options.demo ? '1' : '0', ADMIN_PASSWORD, LOG_LEVEL: 'error', APP_DIR: `${env.DATA_DIR}/no-app` },
    stdio: ['ignore', 'ignore', options.quiet ? 'ignore' : 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    if (waited > 60_000) throw new Error('the server did not start within 60 s');
    const ready = await fetch(`${url}/api/docs/json`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
