/**
 * The servers `npm run bench` measures, in a child process of their own so that the load generator
 * does not share their event loop: the real server and the bare baseline on the same database
 * (SQLite file, or the PostgreSQL database in DATABASE_URL), with the data of bench/data.ts.
 * Prints one line of JSON: their addresses, an editor's token and the first of the testimonials to update.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { bareServer } from './bare';
import { EDITOR, seedBenchData } from './data';
import { seedBenchMedia } from './media-data';
import { seedMatrixData } from './matrix-data';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
const app = await buildApp(config, { logger: false });
const { testimonialId } = await seedBenchData(app.db);
await seedMatrixData(app.db);
const mediaDir = path.join(dataDir, 'media');
await seedBenchMedia(app.db, mediaDir, config.mediaBaseUrl);
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: EDITOR });
if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.body}`);

const bare = await bareServer({ mediaDir, baseUrl: config.mediaBaseUrl, ...(config.databaseUrl ? { postgresUrl: config.databaseUrl } : { sqliteFile: path.join(dataDir, 'backoffice.sqlite') }) });
await bare.listen({ port: 0, host: '127.0.0.1' });

const address = (s: { server: { address(): unknown } }) => `http://127.0.0.1:${(s.server.address() as { port: number }).port}`;
process.stdout.write(JSON.stringify({ ours: address(app), bare: address(bare), token: login.json().token, testimonialId }) + '\n');
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
