/**
 * Importing 10,000 lenders (issue 31: the preview under 5 s, the write under 5 s more), timed on a server of its own
 * on each database: a German ';' file with decimal commas, every row new, previewed (written and rolled back) and then
 * written (committed, with its audit entries and the import's history entry). One request each, after a small warm-up
 * file; the figures are milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { startCluster } from '../tests/support/postgres-cluster';

export const IMPORT_ROWS = 10_000;
export const IMPORT_TARGET_MS = 5000;
export const IMPORT_CALLS = ['import preview, 10,000 lenders', 'import write, 10,000 lenders'] as const;

const COLUMNS = [
  { field: 'lenderName', label: 'Lender' },
  { field: 'countryID', label: 'Country' },
  { field: 'reviewID', label: 'Platform' },
  { field: 'equity1y', label: 'Equity 1y' },
  { field: 'netProfit1y', label: 'Net Profit 1y' },
  { field: 'sourceLink', label: 'Source Link' },
  { field: 'audit', label: 'Audit' },
];

/** A lender file as a German spreadsheet saves it. */
function lenderFile(rows: number, prefix: string): string {
  const lines = ['Lender;Country;Platform;Equity 1y;Net Profit 1y;Source Link;Audit'];
  for (let i = 1; i <= rows; i++) lines.push(`${prefix} ${i};Estonia;Bench Platform;${(i % 900) + 1}.234,50;-${i},75;https://lender${i}.example/report.pdf;${i % 2 ? 'ja' : 'nein'}`);
  return lines.join('\r\n');
}

export interface ImportTiming {
  name: string;
  ms: number;
  rows: number;
}

export async function timeLenderImport(options: { databaseUrl?: string; only?: string }): Promise<ImportTiming[]> {
  const wanted = IMPORT_CALLS.filter((name) => !options.only || name.includes(options.only));
  if (!wanted.length) return [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
  const app = await buildApp(config, { logger: false });
  try {
    const db = app.db as any;
    await db.insertInto('countries').values({ countryName: 'Estonia' }).execute();
    await db.insertInto('reviews').values({ languageId: 1, name: 'Bench Platform' }).execute();
    const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const send = async (url: string, csv: string) => {
      const started = performance.now();
      const answer = await app.inject({ method: 'POST', url, headers, payload: { file: Buffer.from(csv, 'utf8').toString('base64'), fileName: 'lenders.csv', key: 'lenderName', columns: COLUMNS } });
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 500)}`);
      const counts = answer.json().counts;
      if (counts.new + counts.changed !== csv.split('\r\n').length - 1) throw new Error(`${url}: ${JSON.stringify(counts)}`);
      return ms;
    };
    // A warm-up file: the first call compiles the route's schemas and the write's statements.
    await send('/api/Imports/lenders/Preview', lenderFile(50, 'Warm-up'));
    const csv = lenderFile(IMPORT_ROWS, 'Bench Lender');
    const timings: ImportTiming[] = [];
    if (wanted.includes(IMPORT_CALLS[0])) timings.push({ name: IMPORT_CALLS[0], ms: await send('/api/Imports/lenders/Preview', csv), rows: IMPORT_ROWS });
    if (wanted.includes(IMPORT_CALLS[1])) timings.push({ name: IMPORT_CALLS[1], ms: await send('/api/Imports/lenders', csv), rows: IMPORT_ROWS });
    return timings;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on SQLite and on a throwaway PostgreSQL cluster, as BENCH_DATABASES names them. */
export async function timeLenderImportOnEachDatabase(databases: string[], options: { only?: string } = {}) {
  const results: { database: string; timings: ImportTiming[] }[] = [];
  for (const database of databases) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    try {
      results.push({ database, timings: await timeLenderImport({ databaseUrl: cluster?.url, only: options.only }) });
    } finally {
      cluster?.stop();
    }
  }
  return results;
}
