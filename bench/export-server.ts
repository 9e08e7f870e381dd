/**
 * The server the export is measured on, in a process of its own so that its memory is its own, on the data folder
 * DATA_DIR (SQLite) or the PostgreSQL database in DATABASE_URL. With `--seed` it writes bench/export-data.ts there and
 * exits: the server measured then starts on the seeded database, as a server starts on a database that already holds
 * its rows, not carrying the heap of the seeding. Otherwise it prints one line of JSON: its address, a reader's token
 * and its process id (whose RSS the bench reads).
 */
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { EXPORT_READER, seedExportData } from './export-data';

const dataDir = process.env.DATA_DIR!;
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO: '0', ADMIN_PASSWORD: 'bench-password-1', LOG_LEVEL: 'warn', APP_DIR: path.join(dataDir, 'no-app') });
const app = await buildApp(config, { logger: false });
if (process.argv.includes('--seed')) {
  await seedExportData(app.db);
  // PostgreSQL plans by its statistics, which autovacuum gathers shortly after a load this size; the bench measures
  // the export on the analysed tables it meets in use, not in the minute after the load.
  if (config.databaseUrl) await sql`analyze`.execute(app.db);
  await app.close();
  process.exit(0);
}
await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/api/Users/Login', payload: EXPORT_READER });
if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.body}`);
const { port } = app.server.address() as { port: number };
process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}`, token: login.json().token, pid: process.pid }) + '\n');
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
