import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { signIn } from '../../tests/support/http-client';
import { readModifyWrite } from './concurrency';
import { lostOf, writeBurstUntil } from './crash-loop';
import { startPostgres } from './pg-cluster';
import { startServer } from '../../tests/support/server-process';

/** One row of the report: what was run, the figures, and whether the target is met. */
export interface ReportRow {
  check: string;
  database: string;
  figures: string;
  target: string;
  met: boolean;
}

/** A part of the report; `npm run reliability` runs them in order. */
export interface ReportSection {
  title: string;
  run(): Promise<ReportRow[]>;
}

const CLIENTS = Number(process.env.RELIABILITY_CLIENTS ?? 20);
const SAVES = Number(process.env.RELIABILITY_SAVES ?? 10);
const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 10);
const BURST_CLIENTS = 8;
const burstMs = () => 150 + Math.floor(Math.random() * 400);

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));

async function concurrencyRows(database: string, databaseUrl?: string): Promise<ReportRow[]> {
  const dataDir = tempDir();
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, { quiet: true });
  try {
    const rows: ReportRow[] = [];
    for (const stateVersion of [true, false]) {
      const r = await readModifyWrite(server.url, { clients: CLIENTS, saves: SAVES, stateVersion });
      rows.push({
        check: stateVersion ? `read-modify-write, ${r.clients} clients, saves state their version` : `the same, saves without a version (as the original)`,
        database,
        figures: `${r.acknowledged} acknowledged, ${r.lost} lost, ${r.conflicts} conflicts (409), ${r.errors} errors`,
        target: stateVersion ? '0 lost, 0 errors' : 'none: shows what versions prevent',
        met: stateVersion ? r.lost === 0 && r.errors === 0 : true,
      });
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

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

async function sqliteCrashLoop(): Promise<ReportRow> {
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

async function postgresCrashLoop(): Promise<ReportRow> {
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

/**
 * The report's sections, in order. The sign-in throttling figures are another section:
 * add it to this list (THROTTLE_SECTION below marks the place).
 */
export const SECTIONS: ReportSection[] = [
  { title: 'Concurrent read-modify-write', run: async () => [...(await concurrencyRows('SQLite')), ...(await withPostgres((url) => concurrencyRows('PostgreSQL', url)))] },
  { title: 'Crash loop', run: async () => [await sqliteCrashLoop(), await postgresCrashLoop()] },
  // THROTTLE_SECTION: the sign-in throttling figures go here.
];

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const cluster = await startPostgres();
  try {
    return await work(cluster.url);
  } finally {
    cluster.remove();
  }
}
