import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describeRoute } from '../server/repositories/routes';
import { ROUTE_TYPE_IDS } from '../server/repositories/route-types';
import { matrixAnswer, matrixSql } from './bare-matrix';

/** The same SQL the server runs for each measured call, written once for both databases ($n parameters). */
const SQL = {
  reviews: `SELECT "reviewId" AS "value", "name" AS "label", "ratingCalculated" AS "rating" FROM reviews WHERE "languageId" = $1 AND "isActive" = true ORDER BY "ratingCalculated" DESC, "name", "reviewId"`,
  news: `SELECT n.*, r."name" AS "reviewName", u."url" AS "url" FROM news_feed n LEFT JOIN reviews r ON r."reviewId" = n."reviewId" LEFT JOIN url_tables u ON u."urlTableId" = n."urlTableId" WHERE n."languageId" = $1 ORDER BY n."createdDate" DESC, n."newsFeedId" DESC`,
  routes: `SELECT * FROM url_tables WHERE "languageId" = $1 AND "dataTypeId" IN (${ROUTE_TYPE_IDS.join(', ')}) ORDER BY "urlTableId"`,
  create: `INSERT INTO testimonials ("languageId", "fullName", "tagLine", "testimonialText") VALUES ($1, $2, $3, $4) RETURNING *`,
  media: `SELECT "imageId", "key", "size", "width", "height", "altText", "caption", "uploadedAt", "thumbnailKey" FROM image_infos WHERE "folder" = $1`,
  update: `UPDATE testimonials SET "languageId" = $1, "fullName" = $2, "tagLine" = $3, "testimonialText" = $4, "version" = "version" + 1 WHERE "testimonialId" = $5 RETURNING *`,
};

/**
 * The audit entry the server leaves with every write (who, when, which record, what changed), here
 * with the written values as the change: the server also compares them with the stored ones.
 */
const AUDIT_COLUMNS = `"at", "userId", "username", "action", "recordType", "recordId", "languageId", "dataType", "changes"`;
type Audit = { at: string; action: 'create' | 'update'; changes: string };

type Row = Record<string, unknown>;
interface Database {
  query(text: keyof typeof SQL, params: unknown[]): Promise<Row[]>;
  /** A write of a testimonial and its audit entry, both or neither. */
  write(text: 'create' | 'update', params: unknown[], audit: Audit): Promise<Row>;
  /** The lines of the translation matrix's first page, and every cell's state (bench/bare-matrix.ts). */
  matrix(): Promise<[any[], any[]]>;
  close(): unknown;
}

function sqliteDatabase(file: string): Database {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const statements = Object.fromEntries(Object.entries(SQL).map(([name, text]) => [name, db.prepare(text.replace(/\$\d+/g, '?'))]));
  const audit = db.prepare(`INSERT INTO audit_log (${AUDIT_COLUMNS}) VALUES (?, NULL, NULL, ?, 'testimonials', ?, ?, 'Settings Testimonials', ?)`);
  const write = db.transaction((text: 'create' | 'update', params: unknown[], entry: Audit) => {
    const row = statements[text].get(...params) as Row;
    audit.run(entry.at, entry.action, String(row.testimonialId), row.languageId, entry.changes);
    return row;
  });
  const matrix = { page: db.prepare(matrixSql('sqlite', 'page')), totals: db.prepare(matrixSql('sqlite', 'totals')) };
  return {
    query: async (name, params) => statements[name].all(...params) as Row[],
    write: async (text, params, entry) => write(text, params, entry),
    matrix: async () => [matrix.page.all(), matrix.totals.all()],
    close: () => db.close(),
  };
}

function postgresDatabase(url: string): Database {
  // The sessions the server uses (server/db/postgres-pool.ts): without JIT compiling.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // One statement, so one round trip, as the server does it.
  const logged = (text: 'create' | 'update', next: number) =>
    `WITH written AS (${SQL[text]}), logged AS (INSERT INTO audit_log (${AUDIT_COLUMNS}) SELECT $${next}, NULL, NULL, $${next + 1}, 'testimonials', written."testimonialId"::text, written."languageId", 'Settings Testimonials', $${next + 2} FROM written) SELECT * FROM written`;
  return {
    query: async (name, params) => (await pool.query(SQL[name], params)).rows,
    write: async (text, params, entry) => (await pool.query(logged(text, params.length + 1), [...params, entry.at, entry.action, entry.changes])).rows[0],
    matrix: async () => Promise.all([pool.query(matrixSql('postgres', 'page')), pool.query(matrixSql('postgres', 'totals'))]).then(([page, cells]) => [page.rows, cells.rows]),
    close: () => pool.end(),
  };
}

/** One folder of the media library: its directory and its image_infos rows, joined and sorted newest first. */
async function listFolder(query: Database['query'], mediaDir: string, baseUrl: string, folder: string) {
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
 * Its writes store what the server's store: the record (an update raises its version) and an
 * audit entry, in one transaction, or on PostgreSQL in one statement.
 */
export async function bareServer(options: { sqliteFile?: string; postgresUrl?: string; mediaDir: string; baseUrl: string }): Promise<FastifyInstance> {
  const db = options.postgresUrl ? postgresDatabase(options.postgresUrl) : sqliteDatabase(options.sqliteFile!);
  const fields = (body: Body) => [body.languageId, body.fullName, body.tagLine, body.testimonialText];
  const audit = (action: Audit['action'], body: Body): Audit => ({ at: new Date().toISOString(), action, changes: JSON.stringify(body) });
  const app = Fastify();
  const lang = (req: { params: unknown }) => Number((req.params as { lang: string }).lang);
  app.get('/api/Review/GetListOfReviewByLangId/:lang', (req) => db.query('reviews', [lang(req)]));
  app.get('/api/NewsFeed/GetList/:lang', (req) => db.query('news', [lang(req)]));
  app.get('/api/Routes/ByLanguageId/:lang', async (req) => (await db.query('routes', [lang(req)])).map((row) => describeRoute(row)));
  app.get<{ Querystring: { language: string } }>('/api/AWSS3File/filesList', (req) => listFolder(db.query, options.mediaDir, options.baseUrl, req.query.language));
  app.post<{ Body: Body }>('/api/Testimonials', (req) => db.write('create', fields(req.body), audit('create', req.body)));
  app.put<{ Body: Body }>('/api/Testimonials', (req) => db.write('update', [...fields(req.body), req.body.testimonialId], audit('update', req.body)));
  app.get('/api/Translations/Overview', async () => matrixAnswer(...(await db.matrix())));
  app.addHook('onClose', async () => db.close());
  return app;
}
