// Usage: npx tsx bench/translation-sheet.ts [englishRecords=5000]  (DATABASE_URL for PostgreSQL, SQLite otherwise)
// Times the German translation sheet of reviews at this many English reviews (bench/overview-data.ts): its export, and
// the preview of the same file sent back with every German name changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { readSheet } from '../server/spreadsheets/read-sheet';
import { writeSheet } from '../server/spreadsheets/write-sheet';
import { seedOverviewReviews } from './overview-data';

const english = Number(process.argv[2] ?? 5000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sheet-'));
const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
const app = await buildApp(config, { logger: false });
try {
  await seedOverviewReviews(app.db as any, english);
  const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
  const headers = { authorization: `Bearer ${login.json().token}` };
  let started = performance.now();
  const exported = await app.inject({ method: 'GET', url: '/api/Translations/Sheet?languageId=2&type=reviews', headers });
  const exportMs = performance.now() - started;
  if (exported.statusCode !== 200) throw new Error(`export: ${exported.statusCode} ${exported.body}`);
  const sheet = await readSheet(exported.rawPayload);
  const rows = sheet.rows.map(({ cells }) => (cells[1] === 'name' ? [...cells.slice(0, 3), `${cells[3] || cells[2]} (DE)`, ...cells.slice(4)] : cells));
  const file = (await writeSheet('csv', 'German', sheet.headers, rows)).toString('base64');
  started = performance.now();
  const preview = await app.inject({ method: 'POST', url: '/api/Translations/Sheet/Preview', headers, payload: { languageId: 2, file } });
  const previewMs = performance.now() - started;
  if (preview.statusCode !== 200) throw new Error(`preview: ${preview.statusCode} ${preview.body}`);
  const { summary } = preview.json();
  console.log(`translation sheet, ${english} English reviews (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}): export of ${sheet.rows.length} rows ${exportMs.toFixed(0)} ms; preview ${previewMs.toFixed(0)} ms (${summary.changed} changed, ${summary.created} created, ${summary.unchanged} unchanged)`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
