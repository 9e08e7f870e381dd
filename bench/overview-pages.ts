/**
 * The translation overview at 5,000 English records (bench/overview-data.ts: 12,500 records in all), its pages timed
 * one request at a time on a server of its own, on each database: the first page of all types, a page further on,
 * a state filter and a language with a state. Each figure is the median of the requests after a warm-up; the
 * target is a median under 100 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { startCluster } from '../tests/support/postgres-cluster';
import { seedOverviewReviews } from './overview-data';

export const OVERVIEW_RECORDS = 5000;
export const OVERVIEW_TARGET_MS = 100;
const WARMUP = 3;

export const OVERVIEW_CALLS = [
  { name: 'first page, all types', query: '' },
  { name: 'page 60 of 101', query: '?page=60' },
  { name: 'out of date, page 2', query: '?state=outOfDate&page=2' },
  { name: 'missing in NL', query: '?languageId=6&state=missing' },
  { name: 'reviews in DE, 200 rows', query: '?type=reviews&languageId=2&pageSize=200' },
];

export interface OverviewTiming {
  name: string;
  median: number;
  p95: number;
  rows: number;
  total: number;
  bytes: number;
}

/** Times each call `requests` times on a fresh server on SQLite, or on the PostgreSQL database given. */
export async function timeOverviewPages(options: { databaseUrl?: string; english?: number; requests?: number; only?: string }): Promise<OverviewTiming[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-overview-'));
  const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
  const app = await buildApp(config, { logger: false });
  try {
    await seedOverviewReviews(app.db as any, options.english ?? OVERVIEW_RECORDS);
    const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const timings: OverviewTiming[] = [];
    for (const call of OVERVIEW_CALLS.filter((c) => !options.only || `translation overview, ${c.name}`.includes(options.only))) {
      const times: number[] = [];
      let last = { statusCode: 0, body: '' };
      for (let i = 0; i < WARMUP + (options.requests ?? 21); i++) {
        const started = performance.now();
        last = await app.inject({ method: 'GET', url: `/api/Translations/Overview${call.query}`, headers });
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      if (last.statusCode !== 200) throw new Error(`${call.name}: ${last.statusCode} ${last.body}`);
      const answer = JSON.parse(last.body);
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
      timings.push({ name: call.name, median: at(0.5), p95: at(0.95), rows: answer.rows.length, total: answer.total, bytes: last.body.length });
    }
    return timings;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on SQLite and on a throwaway PostgreSQL cluster, as BENCH_DATABASES names them. */
export async function timeOverviewOnEachDatabase(databases: string[], options: { only?: string } = {}) {
  const results: { database: string; timings: OverviewTiming[] }[] = [];
  for (const database of databases) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    try {
      results.push({ database, timings: await timeOverviewPages({ databaseUrl: cluster?.url, only: options.only }) });
    } finally {
      cluster?.stop();
    }
  }
  return results;
}
