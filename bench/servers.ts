/**
 * Starts, in this process, the real server (SQLite, 1,000 reviews and 1,000 news items) and a bare
 * Fastify + better-sqlite3 server answering the same rows from the same file; prints their addresses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

const ROWS = 1000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn' }), { logger: false });

const reviews = Array.from({ length: ROWS }, (_, i) => ({ languageId: 1, name: `Platform ${i + 1}`, isActive: true, ratingCalculated: (i % 11) / 2 }));
const reviewIds: number[] = [];
for (let i = 0; i < ROWS; i += 200) {
  const rows = await app.db.insertInto('reviews').values(reviews.slice(i, i + 200)).returning('reviewId').execute();
  reviewIds.push(...rows.map((r) => r.reviewId));
}
for (let i = 0; i < ROWS; i++) {
  const created = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  const { urlTableId } = await app.db.insertInto('url_tables').values({ url: `news/item-${i}`, dataTypeId: 12, tableId: 0, languageId: 1 }).returning('urlTableId').executeTakeFirstOrThrow();
  await app.db.insertInto('news_feed').values({ languageId: 1, reviewId: i % 3 === 0 ? null : reviewIds[i], urlTableId, newsText: `News text ${i} `.repeat(8), createdDate: created, market: i % 3 === 0, redFlag: i % 7 === 0, tagLine: `Tagline ${i}` }).execute();
}
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: { username: 'admin@p2p.local', password: 'bench-password-1' } });

const sqlite = new SQLite(path.join(dataDir, 'backoffice.sqlite'), { readonly: true });
const reviewList = sqlite.prepare('SELECT reviewId AS value, name AS label, ratingCalculated AS rating FROM reviews WHERE languageId = ? AND isActive = 1 ORDER BY ratingCalculated DESC, name, reviewId');
const newsList = sqlite.prepare(
  'SELECT n.*, r.name AS reviewName, u.url AS url FROM news_feed n LEFT JOIN reviews r ON r.reviewId = n.reviewId LEFT JOIN url_tables u ON u.urlTableId = n.urlTableId WHERE n.languageId = ? ORDER BY n.createdDate DESC, n.newsFeedId DESC',
);
const bare = Fastify();
bare.get('/api/Review/GetListOfReviewByLangId/:lang', async (req) => reviewList.all(Number((req.params as { lang: string }).lang)));
bare.get('/api/NewsFeed/GetList/:lang', async (req) => newsList.all(Number((req.params as { lang: string }).lang)));
await bare.listen({ port: 0, host: '127.0.0.1' });

const address = (s: typeof bare) => `http://127.0.0.1:${(s.server.address() as { port: number }).port}`;
process.stdout.write(JSON.stringify({ ours: address(app as unknown as typeof bare), bare: address(bare), token: login.json().token }) + '\n');
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
