import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { signIn } from '../../tests/support/http-client';
import { startServer } from '../../tests/support/server-process';
import { lostOf, writeBurstUntil } from './crash-loop';
import { BURST_CLIENTS, burstMs, CRASHES, tempDir, type ReportRow } from './report';

/** The testimonials of the SQLite file as stored after a crash, and the database's own integrity check. */
function inspectSqlite(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'backoffice.sqlite'));
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const rows = db.prepare('SELECT testimonialId, testimonialText FROM testimonials').all() as { testimonialId: number; testimonialText: string }[];
    const unlogged = db.prepare("SELECT count(*) AS n FROM testimonials t WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.recordType = 'testimonials' AND a.recordId = CAST(t.testimonialId AS TEXT))").get() as { n: number };
    return { ok: integrity === 'ok', stored: new Map(rows.map((r) => [r.testimonialId, r.testimonialText])), unlogged: unlogged.n };
  } finally {
    db.close();
  }
}

/** kill -9 of the server during write bursts, then a look at the file itself. */
export async function sqliteCrashLoop(): Promise<ReportRow> {
  const dataDir = tempDir();
  const acknowledged = new Map<number, string>();
  let intact = true;
  let unlogged = 0;
  try {
    for (let round = 1; round <= CRASHES; round++) {
      const server = await startServer({ DATA_DIR: dataDir }, { quiet: true });
      const outcome = await writeBurstUntil(await signIn(server.url), round, BURST_CLIENTS, () => server.crash(), burstMs());
      for (const [id, text] of outcome.acknowledged) acknowledged.set(id, text);
      const after = inspectSqlite(dataDir);
      intact &&= after.ok;
      unlogged = after.unlogged;
    }
    const lost = lostOf(acknowledged, inspectSqlite(dataDir).stored);
    return {
      check: `crash loop: kill -9 of the server during a write burst, ${CRASHES} times`,
      database: 'SQLite',
      figures: `${acknowledged.size} acknowledged, ${lost} lost, integrity ${intact ? 'ok' : 'BROKEN'}, ${unlogged} rows without their audit entry`,
      target: '0 lost, integrity ok, 0 unlogged',
      met: lost === 0 && intact && unlogged === 0,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

