// Usage: npx tsx bench/translation-overview.ts [englishRecords=2000]  (DATABASE_URL for PostgreSQL, SQLite otherwise)
// Times GET /api/Translations/Overview over English reviews with German and Dutch versions and audited English changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

const count = Number(process.argv[2] ?? 2000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-translations-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, ADMIN_USERNAME: 'admin@bench.local', ADMIN_PASSWORD: 'bench-password-1', SEED_DEMO: '0', APP_DIR: path.join(dataDir, 'no-app') }), { logger: false });
await app.ready();
const db = app.db as any;

const english: number[] = [];
for (let i = 0; i < count; i += 500) {
  const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({ languageId: 1, name: `Platform ${i + j}`, subtitle: 'A subtitle', updatedDate: '2026-01-01T00:00:00.000Z' }));
  english.push(...(await db.insertInto('reviews').values(rows).returning('reviewId').execute()).map((r: any) => r.reviewId));
}
for (const [languageId, share] of [[2, 1], [6, 2]] as const) {
  const children = english.filter((_, i) => i % share === 0).map((id, i) => ({ languageId, name: `Plattform ${i}`, parentReviewId: id, updatedDate: '2026-02-01T00:00:00.000Z' }));
  for (let i = 0; i < children.length; i += 500) await db.insertInto('reviews').values(children.slice(i, i + 500)).execute();
}
const changes = english.filter((_, i) => i % 3 === 0).map((id) => ({ at: '2026-03-01T00:00:00.000Z', userId: null, username: 'bench', action: 'update', recordType: 'reviews', recordId: String(id), languageId: 1, dataType: 'Review', changes: JSON.stringify({ subtitle: { old: 'A subtitle', new: 'A new subtitle' } }) }));
for (let i = 0; i < changes.length; i += 500) await db.insertInto('audit_log').values(changes.slice(i, i + 500)).execute();

const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: 'admin@bench.local', password: 'bench-password-1' } });
const headers = { authorization: `Bearer ${login.json().token}` };
const times: number[] = [];
let rows = 0;
for (let i = 0; i < 25; i++) {
  const started = performance.now();
  const answer = await app.inject({ method: 'GET', url: '/api/Translations/Overview', headers });
  times.push(performance.now() - started);
  rows = answer.json().rows.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
console.log(`translation overview, ${count} English reviews (+${count} German, +${count / 2} Dutch), ${rows} rows: median ${at(0.5)} ms, p95 ${at(0.95)} ms (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
