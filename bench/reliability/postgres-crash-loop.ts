import fs from 'node:fs';
import pg from 'pg';
import { signIn } from '../../tests/support/http-client';
import { startServer } from '../../tests/support/server-process';
import { lostOf, writeBurstUntil } from './crash-loop';
import { startPostgres } from './pg-cluster';
import { BURST_CLIENTS, burstMs, CRASHES, tempDir, type ReportRow } from './report';

async function inspectPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await client.query("SELECT c.oid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'btree' AND c.relnamespace = 'public'::regnamespace");
    for (const { oid } of indexes.rows) await client.query('SELECT bt_index_check($1, true)', [oid]);
    const rows = await client.query('SELECT "testimonialId", "testimonialText" FROM testimonials');
    const unlogged = await client.query(`SELECT count(*)::int AS n FROM testimonials t WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a."recordType" = 'testimonials' AND a."recordId" = t."testimonialId"::text)`);
    return { stored: new Map<number, string>(rows.rows.map((r) => [r.testimonialId, r.testimonialText])), unlogged: unlogged.rows[0].n as number, indexes: indexes.rows.length };
  } finally {
    await client.end();
  }
}

/** Immediate shutdowns of PostgreSQL during write bursts while the server keeps running. */
export async function postgresCrashLoop(): Promise<ReportRow> {
  const cluster = await startPostgres();
  const dataDir = tempDir();
  // Its lost connections are expected here; whether it keeps running is what is measured.
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: cluster.url }, { quiet: true });
  const acknowledged = new Map<number, string>();
  let intact = true;
  let survived = true;
  try {
    const call = await signIn(server.url);
    for (let round = 1; round <= CRASHES; round++) {
      const outcome = await writeBurstUntil(call, round, BURST_CLIENTS, async () => void cluster.crash(), burstMs());
      for (const [id, text] of outcome.acknowledged) acknowledged.set(id, text);
      cluster.start();
      await new Promise((r) => setTimeout(r, 500));
      survived &&= server.child.exitCode === null && server.child.signalCode === null;
      if (!survived) break;
    }
    let inspected;
    try {
      inspected = await inspectPostgres(cluster.url);
    } catch (error) {
      intact = false;
      throw error;
    }
    const lost = lostOf(acknowledged, inspected.stored);
    return {
      check: `crash loop: immediate shutdown of PostgreSQL during a write burst, ${CRASHES} times`,
      database: 'PostgreSQL',
      figures: `${acknowledged.size} acknowledged, ${lost} lost, ${inspected.indexes} indexes ${intact ? 'verified (amcheck)' : 'BROKEN'}, ${inspected.unlogged} rows without their audit entry, server ${survived ? 'kept running' : 'EXITED'}`,
      target: '0 lost, integrity ok, 0 unlogged, server kept running',
      met: lost === 0 && intact && inspected.unlogged === 0 && survived,
    };
  } finally {
    await server.stop();
    cluster.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

