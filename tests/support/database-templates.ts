import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/** The special administrator of every API test server. */
export const ADMIN = { username: 'admin@test.local', password: 'admin-password-1' };

/** Where the databases a test server's first start makes are kept, made once per run. */
export interface DatabaseTemplates {
  /** A data folder holding the SQLite database. */
  sqliteDataDir: string;
  /** A database of the run's PostgreSQL cluster, for CREATE DATABASE … TEMPLATE. */
  postgresDatabase: string;
}

/** A test server's environment: its folders and database, the tests' administrator, demo content only when asked. */
export function testServerEnvironment(dataDir: string, databaseUrl: string | undefined, seed: boolean): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: seed ? '1' : '0',
    APP_DIR: path.join(dataDir, 'no-app'),
  };
}

async function firstStart(dataDir: string, databaseUrl?: string) {
  const app = await buildApp(loadConfig(testServerEnvironment(dataDir, databaseUrl, false)), { logger: false });
  await app.ready();
  // Closing checkpoints SQLite's write-ahead log into the database file, so a plain copy is complete.
  await app.close();
}

/**
 * A server's first start migrates its database and creates the administrator with a slow password hash: some two
 * seconds on a busy machine, for each of the two hundred and more servers the API tests start. Made once here, each
 * server starts from a copy (tests/support/harness.ts), in the state its own first start would have left.
 */
export async function makeDatabaseTemplates(postgresUrl: string): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  const sqliteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-template-'));
  const postgresDatabase = 'api_template';
  try {
    await firstStart(sqliteDataDir);
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${postgresDatabase}`);
    } finally {
      await client.end();
    }
    // Its media folder is not part of the template: each server has its own, made at its start.
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-template-postgres-'));
    try {
      await firstStart(mediaDir, postgresUrl.replace(/\/postgres$/, `/${postgresDatabase}`));
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(sqliteDataDir, { recursive: true, force: true });
    throw error;
  }
  return { templates: { sqliteDataDir, postgresDatabase }, remove: () => fs.rmSync(sqliteDataDir, { recursive: true, force: true }) };
}
