import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describeRoute } from '../server/repositories/routes';
import { ROUTE_TYPE_IDS } from '../server/repositories/route-types';

/** The same SQL the server runs for each measured call, written once for both databases ($n parameters). */
const SQL = {
  reviews: `SELECT "reviewId" AS "value", "name" AS "label", "ratingCalculated" AS "rating" FROM reviews WHERE "languageId" = $1 AND "isActive" = true ORDER BY "ratingCalculated" DESC, "name", "reviewId"`,
  news: `SELECT n.*, r."name" AS "reviewName", u."url" AS "url" FROM news_feed n LEFT JOIN reviews r ON r."reviewId" = n."reviewId" LEFT JOIN url_tables u ON u."urlTableId" = n."urlTableId" WHERE n."languageId" = $1 ORDER BY n."createdDate" DESC, n."newsFeedId" DESC`,
  routes: `SELECT * FROM url_tables WHERE "languageId" = $1 AND "dataTypeId" IN (${ROUTE_TYPE_IDS.join(', ')}) ORDER BY "urlTableId"`,
  create: `INSERT INTO testimonials ("languageId", "fullName", "tagLine", "testimonialText") VALUES ($1, $2, $3, $4) RETURNING *`,
  media: `SELECT "imageId", "key", "size", "width", "height", "altText", "caption", "uploadedAt", "thumbnailKey" FROM image_infos WHERE "folder" = $1`,
  update: `UPDATE testimonials SET "languageId" = $1, "fullName" = $2, "tagLine" = $3, "testimonialText" = $4 WHERE "testimonialId" = $5 RETURNING *`,
};

type Query = (text: keyof typeof SQL, params: unknown[]) => Promise<Record<string, unknown>[]>;

function sqliteQuery(file: string): { query: Query; close(): void } {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const statements = Object.fromEntries(Object.entries(SQL).map(([name, text]) => [name, db.prepare(text.replace(/\$\d+/g, '?'))]));
  return { query: async (name, params) => statements[name].all(...params) as Record<string, unknown>[], close: () => db.close() };
}

function postgresQuery(url: string): { query: Query; close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { query: async (name, params) => (await pool.query(SQL[name], params)).rows, close: () => pool.end() };
}

/** One folder of the media library: its directory and its image_infos rows, joined and sorted newest first. */
async function listFolder(query: Query, mediaDir: string, baseUrl: string, folder: string) {
  const [entries, rows] = await Promise.all([fs.readdir(path.join(mediaDir, folder), { withFileTypes: true }), query('media', [folder])]);
  const byKey = new Map(rows.map((row) => [row.key as string, row]));
  const files = [];
  for (const entry of entries) {
    const row = entry.isFile() ? byKey.get(`${folder}/${entry.name}`) : undefined;
    if (!row) continue;
    const { key, size, width, height, imageId, altText, caption, uploadedAt, thumbnailKey } = row as Record<string, any>;
    files.push({ name: entry.name, key, url: `${baseUrl}/${key}`, size, lastModified: uploadedAt, width, height, thumbnailUrl: `${baseUrl}/${thumbnailKey}`, imageId, altText, caption });
  }
  return files.sort((a, b) => (a.lastModified < b.lastModified ? 1 : a.lastModified > b.lastModified ? -1 : 0));
}

type Body = { testimonialId?: number; languageId: number; fullName: string; tagLine: string; testimonialText: string };

/**
 * A bare Fastify server doing the work of each measured call and nothing else: no sign-in, no
 * permission check, no validation, no hooks; the baseline every figure of `npm run bench` is divided by.
 */
export async function bareServer(options: { sqliteFile?: string; postgresUrl?: string; mediaDir: string; baseUrl: string }): Promise<FastifyInstance> {
  const db = options.postgresUrl ? postgresQuery(options.postgresUrl) : sqliteQuery(options.sqliteFile!);
  const app = Fastify();
  const lang = (req: { params: unknown }) => Number((req.params as { lang: string }).lang);
  app.get('/api/Review/GetListOfReviewByLangId/:lang', (req) => db.query('reviews', [lang(req)]));
  app.get('/api/NewsFeed/GetList/:lang', (req) => db.query('news', [lang(req)]));
  app.get('/api/Routes/ByLanguageId/:lang', async (req) => (await db.query('routes', [lang(req)])).map((row) => describeRoute(row)));
  app.get<{ Querystring: { language: string } }>('/api/AWSS3File/filesList', (req) => listFolder(db.query, options.mediaDir, options.baseUrl, req.query.language));
  app.post<{ Body: Body }>('/api/Testimonials', async (req) => (await db.query('create', [req.body.languageId, req.body.fullName, req.body.tagLine, req.body.testimonialText]))[0]);
  app.put<{ Body: Body }>('/api/Testimonials', async (req) => (await db.query('update', [req.body.languageId, req.body.fullName, req.body.tagLine, req.body.testimonialText, req.body.testimonialId]))[0]);
  app.addHook('onClose', async () => db.close());
  return app;
}
