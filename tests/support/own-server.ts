import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { holdToContract } from './contract';
import { testServerEnvironment } from './database-templates';
import { freshDatabase } from './harness';

export interface OwnServer {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A server with its own environment (a built app folder, TRUST_PROXY…), for the tests that need
 * more than forEachDatabase offers, or a second instance on another server's database (`shared`);
 * on PostgreSQL in a fresh database unless one is given.
 */
export async function ownServer(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  shared?: { databaseUrl: string | null; dataDir: string },
): Promise<OwnServer> {
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-own-'));
  const created = shared ? undefined : await freshDatabase(dialect, dataDir, !env.DATABASE_URL && env.SEED_DEMO !== '1');
  const databaseUrl = shared ? (shared.databaseUrl ?? undefined) : created?.url;
  const config = loadConfig({ ...testServerEnvironment(dataDir, databaseUrl, false), ...env });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  await holdToContract(app); // every call is checked against the published API document
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await created?.drop?.();
      if (!shared) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
