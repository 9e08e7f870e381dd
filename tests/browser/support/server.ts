import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { DEMO_ACCOUNTS } from '../../../server/seed/demo-accounts';

export interface Account {
  username: string;
  password: string;
  /** First and last name as the shell shows them. */
  name: string;
}

export const ADMIN_PASSWORD = 'browser-admin-password-1';

function demo(username: string): Account {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`demo account ${username} is not in server/seed/demo-accounts.ts`);
  return { username: account.username, password: account.password, name: `${account.firstName} ${account.lastName}` };
}

/** The demo accounts of the README (server/seed/demo-accounts.ts) and the special administrator. */
export function demoAccounts() {
  return {
    admin: { username: 'admin@p2p.local', password: ADMIN_PASSWORD, name: 'Site Administrator' } as Account,
    chiefEditor: demo('chief.editor@p2p.local'),
    writerEn: demo('writer.en@p2p.local'),
    readerDe: demo('reader.de@p2p.local'),
    writerFr: demo('writer.fr@p2p.local'),
  };
}
export type DemoAccounts = ReturnType<typeof demoAccounts>;

function serverConfig(dataDir: string, appDir: string, env: Record<string, string> = {}) {
  return loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_PASSWORD, APP_DIR: appDir, PORT: '0', HOST: '127.0.0.1', ...env });
}

/**
 * A data folder (SQLite database and media files) with the administrator and the demo content, made
 * once per run so that each browser file starts from a copy instead of seeding again.
 */
export async function seedDataTemplate(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-data-template-'));
  try {
    // No start-up limit: loading the demo content on a busy machine can take longer than Fastify's 10 s.
    const app = await buildApp(serverConfig(dataDir, path.join(dataDir, 'no-app')), { logger: false, pluginTimeout: 0 });
    await app.ready();
    // Closing checkpoints the write-ahead log into the database file, so a plain copy is complete.
    await app.close();
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/**
 * The real server with demo content, serving the built app from appDir, listening on 127.0.0.1 on a
 * free port. Its data folder is a copy of `template` (seedDataTemplate) when given, otherwise seeded
 * anew. `env` adds to the server's environment (media in an S3 bucket). close() stops it and removes the data folder.
 */
export async function startServer(
  appDir: string,
  template?: string,
  env?: Record<string, string>,
): Promise<{ app: FastifyInstance; baseUrl: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-data-'));
  let app: FastifyInstance | undefined;
  try {
    if (template) fs.cpSync(template, dataDir, { recursive: true });
    app = await buildApp(serverConfig(dataDir, appDir, env), { logger: false, pluginTimeout: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const started = app;
  return {
    app: started,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await started.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
