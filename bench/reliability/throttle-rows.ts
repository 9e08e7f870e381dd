import fs from 'node:fs';
import { ADDRESS_RULE, PAIR_RULE } from '../../server/auth/throttle-rules';
import { ADMIN_PASSWORD, startServer, type ServerProcess } from '../../tests/support/server-process';
import { tempDir, type ReportRow } from './report';

const ADMIN = 'admin@p2p.local';

/** A sign-in from an address (the server believes X-Forwarded-For from loopback, as behind a proxy). */
async function signIn(server: ServerProcess, username: string, password: string, address: string) {
  const answer = await fetch(`${server.url}/api/Users/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
}

const row = (check: string, figures: string, target: string, met: boolean): ReportRow => ({ check, database: 'SQLite', figures, target, met });

/**
 * The sign-in throttling figures (docs/api.md), measured against the real server: what an attacker's
 * failures cost, that they keep nobody else out, and that a restart does not let them start over.
 */
export async function throttleRows(): Promise<ReportRow[]> {
  const dataDir = tempDir();
  const env = { DATA_DIR: dataDir, TRUST_PROXY: 'loopback' };
  let server = await startServer(env, { quiet: true });
  try {
    const rows: ReportRow[] = [];
    const failures = [];
    for (let i = 0; i <= PAIR_RULE.free; i++) failures.push((await signIn(server, ADMIN, 'wrong-password', '10.9.0.1')).status);
    const slowed = await signIn(server, ADMIN, ADMIN_PASSWORD, '10.9.0.1');
    rows.push(row(`${failures.length} wrong passwords for the administrator from one address`, `answers ${failures.join(', ')}; then the right password: ${slowed.status}, Retry-After ${slowed.retryAfter} s`, `slowed after ${PAIR_RULE.free} free failures`, slowed.status === 429));
    const elsewhere = await signIn(server, ADMIN, ADMIN_PASSWORD, '10.9.0.2');
    rows.push(row('the administrator from another address, right password', `answer ${elsewhere.status}`, 'signs in (200)', elsewhere.status === 200));

    const spray = [];
    for (let i = 0; i <= ADDRESS_RULE.free; i++) spray.push((await signIn(server, `nobody-${i}@p2p.local`, 'wrong-password', '10.9.1.1')).status);
    const sprayed = await signIn(server, ADMIN, ADMIN_PASSWORD, '10.9.1.1');
    const other = await signIn(server, ADMIN, ADMIN_PASSWORD, '10.9.1.2');
    const refused = spray.filter((s) => s === 401).length;
    rows.push(row(`${spray.length} wrong passwords over ${spray.length} accounts from one address`, `${refused} answered 401, ${spray.length - refused} slowed; that address then: ${sprayed.status}; another address: ${other.status}`, `the address slowed after ${ADDRESS_RULE.free}; others sign in`, sprayed.status === 429 && other.status === 200));

    await server.stop();
    server = await startServer(env, { quiet: true });
    const afterRestart = await signIn(server, ADMIN, ADMIN_PASSWORD, '10.9.0.1');
    rows.push(row('the slowed pair after a restart', `answer ${afterRestart.status}, Retry-After ${afterRestart.retryAfter} s`, 'still slowed (counters kept in the database)', afterRestart.status === 429));
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
