/**
 * A bulk change of 1,000 blog posts (issue 32: written in under 5 s), timed on a server of its own on each database:
 * German posts with every field the EDIT POST form asks for, given a new author by one apply (each post through the
 * form's own save at its version, logged, with the change's history entry). The preview (the same path, rolled back)
 * is timed beside it. One request each, after a small warm-up change; the figures are milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { startCluster } from '../tests/support/postgres-cluster';

export const BULK_ROWS = 1000;
export const BULK_TARGET_MS = 5000;
export const BULK_CALLS = ['bulk preview, 1,000 blog posts', 'bulk apply, 1,000 blog posts'] as const;

export interface BulkTiming {
  name: string;
  ms: number;
  rows: number;
}

export async function timeBulkChange(options: { databaseUrl?: string; only?: string }): Promise<BulkTiming[]> {
  const wanted = BULK_CALLS.filter((name) => !options.only || name.includes(options.only));
  if (!wanted.length) return [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bulk-'));
  const credentials = { username: 'admin@bench.local', password: 'bench-password-1' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl, ADMIN_USERNAME: credentials.username, ADMIN_PASSWORD: credentials.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
  const app = await buildApp(config, { logger: false });
  try {
    const db = app.db as any;
    const author = async (authorName: string) => (await db.insertInto('authors').values({ languageId: 2, authorName }).returning('authorID').executeTakeFirstOrThrow()).authorID as number;
    const before = await author('Anna Alt');
    const after = await author('Bernd Neu');
    const { categoryId } = await db.insertInto('categories').values({ languageId: 2, categoryName: 'Bench', dataTypeId: 43 }).returning('categoryId').executeTakeFirstOrThrow();
    const posts = Array.from({ length: BULK_ROWS + 10 }, (_, i) => ({
      languageId: 2, pageTitle: `Bench post ${i}`, subtitle: 'Sub', serpTitle: 'SERP', serpDescription: 'Description', featuredImage: 'BLOG_FEATURED_IMAGES/a.jpg',
      excerpt: 'Excerpt', selectedPopularArticle: '', categoryId, authorId: before, createdDate: new Date().toISOString(),
    }));
    const ids: number[] = [];
    for (let i = 0; i < posts.length; i += 200) {
      for (const row of await db.insertInto('blogs').values(posts.slice(i, i + 200)).returning('blogId').execute()) ids.push(row.blogId);
    }
    // Every post names itself as its popular article, which the form asks for.
    for (const id of ids) await db.updateTable('blogs').set({ selectedPopularArticle: String(id) }).where('blogId', '=', id).execute();
    const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: credentials });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const send = async (url: string, rows: number[], value: number) => {
      const started = performance.now();
      const answer = await app.inject({ method: 'POST', url, headers, payload: { field: 'authorId', value, rows: rows.map((id) => ({ id })) } });
      const ms = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 500)}`);
      const { counts } = answer.json();
      if (counts.changed !== rows.length) throw new Error(`${url}: ${JSON.stringify(counts)}`);
      return ms;
    };
    // A warm-up change: the first call of each route compiles its schemas and the save's statements.
    await send('/api/Bulk/blogs/Preview', ids.slice(BULK_ROWS), after);
    await send('/api/Bulk/blogs', ids.slice(BULK_ROWS), after);
    const chosen = ids.slice(0, BULK_ROWS);
    const timings: BulkTiming[] = [];
    if (wanted.includes(BULK_CALLS[0])) timings.push({ name: BULK_CALLS[0], ms: await send('/api/Bulk/blogs/Preview', chosen, after), rows: BULK_ROWS });
    if (wanted.includes(BULK_CALLS[1])) timings.push({ name: BULK_CALLS[1], ms: await send('/api/Bulk/blogs', chosen, after), rows: BULK_ROWS });
    return timings;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on SQLite and on a throwaway PostgreSQL cluster, as BENCH_DATABASES names them. */
export async function timeBulkChangeOnEachDatabase(databases: string[], options: { only?: string } = {}) {
  const results: { database: string; timings: BulkTiming[] }[] = [];
  for (const database of databases) {
    const cluster = database === 'postgres' ? await startCluster() : undefined;
    try {
      results.push({ database, timings: await timeBulkChange({ databaseUrl: cluster?.url, only: options.only }) });
    } finally {
      cluster?.stop();
    }
  }
  return results;
}

// Run alone (npx tsx bench/bulk-change.ts): the figures of each database, exit 1 on a miss.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  const results = await timeBulkChangeOnEachDatabase(databases, { only: process.env.BENCH_ONLY });
  let missed = 0;
  for (const { database, timings } of results) {
    for (const t of timings) {
      const ok = t.ms < BULK_TARGET_MS;
      if (!ok) missed++;
      console.log(`${database}\t${t.name}\t${t.ms.toFixed(0)} ms\t${ok ? 'ok' : 'MISSED'}`);
    }
  }
  process.exit(missed ? 1 : 0);
}
