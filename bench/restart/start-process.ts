import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface Started {
  /** From the spawn to the first answer of the call asked, in ms. */
  answeredAfter: number;
  /** Resident memory after the answer and a pause, in MB (1,000,000 bytes). */
  idleMegabytes: number;
  /** The text of the answer. */
  body: string;
}

const residentBytes = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * Starts `node <options> <script>` with the environment given, asks `url` every 5 ms until it answers `status`,
 * then waits `settleMs` and reads the process's resident memory, and stops it.
 */
export async function startAndAsk(script: string, nodeOptions: string[], env: Record<string, string>, url: string, init: RequestInit, status: number, settleMs = 1000): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeOptions, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let body = '';
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode} before answering`);
      const response = await fetch(url, init).catch(() => null);
      const answer = response?.status ?? 0;
      if (response && answer === status) {
        body = await response.text();
        break;
      }
      if (answer !== 0) throw new Error(`${url} answered ${answer}, not ${status}`);
      if (performance.now() - started > 60_000) throw new Error(`${script} did not answer within 60 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const answeredAfter = performance.now() - started;
    await new Promise((r) => setTimeout(r, settleMs));
    return { answeredAfter, idleMegabytes: residentBytes(child.pid!) / 1e6, body };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
