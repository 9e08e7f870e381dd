import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DATA_TYPES, type DataTypeName } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';
import { ROLES, type RoleName } from '../../shared/roles';
import { hashPassword } from '../../server/auth/passwords';
import type { Database } from '../../server/db/schema';
import { ApiClient } from './client';
import { ADMIN, testServerEnvironment } from './database-templates';
import { holdToContract } from './contract';

export { ADMIN } from './database-templates';
export const TEST_PASSWORD = 'test-password-1';

/** A grant for a test user: role on a data type in some languages (all five when omitted). */
export type Grant = [DataTypeName, RoleName, number[]?];

export interface TestServer {
  readonly dialect: 'sqlite' | 'postgres';
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly dataDir: string;
  /** A client signed in as the special administrator. */
  readonly admin: ApiClient;
  /** An anonymous client. */
  readonly anonymous: ApiClient;
  /** Creates a user with these grants (its password TEST_PASSWORD) and a session of it. */
  userWith(...grants: Grant[]): Promise<ApiClient>;
}

let passwordHash: Promise<string> | undefined;

/** A new database in the run's cluster: empty, or a copy of `template` (database-templates.ts). */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await client.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The database of a new test server in `dataDir`: on PostgreSQL a new database of the run's cluster, on SQLite the
 * folder's own file. `fromTemplate` starts it as a copy of what a first start makes (database-templates.ts), for a
 * server without demo content; else the server's first start makes it.
 */
export async function freshDatabase(dialect: 'sqlite' | 'postgres', dataDir: string, fromTemplate: boolean): Promise<{ url?: string; drop?(): Promise<void> }> {
  const template = fromTemplate ? inject('databaseTemplates') : undefined;
  if (dialect === 'postgres') return createPostgresDatabase(template?.postgresDatabase);
  if (template) fs.cpSync(template.sqliteDataDir, dataDir, { recursive: true });
  return {};
}

/**
 * Runs the suite once on SQLite and once on PostgreSQL, each against a fresh
 * database and a real server (requests go through fastify.inject). `env` adds
 * to the server's environment, e.g. the media storage (see forEachStorage), or
 * for one database only (it is told which).
 */
export function forEachDatabase(
  title: string,
  suite: (server: TestServer) => void,
  options: { seed?: boolean; env?: (dialect: 'sqlite' | 'postgres') => Promise<Record<string, string>> } = {},
) {
  describe.each(['sqlite', 'postgres'] as const)(`${title} (%s)`, (dialect) => {
    const state = {} as { app: FastifyInstance; admin: ApiClient; dataDir: string; drop?: () => Promise<void> };
    let users = 0;
    const server: TestServer = {
      dialect,
      get app() { return state.app; },
      get db() { return state.app.db; },
      get dataDir() { return state.dataDir; },
      get admin() { return state.admin; },
      get anonymous() { return new ApiClient(state.app, null); },
      async userWith(...grants) {
        const username = `user${++users}-${randomBytes(3).toString('hex')}@test.local`;
        const { userId } = await state.app.db
          .insertInto('users')
          .values({ firstName: 'Test', lastName: `User ${users}`, username, image: null, passwordHash: await (passwordHash ??= hashPassword(TEST_PASSWORD)), createdAt: new Date().toISOString() })
          .returning('userId')
          .executeTakeFirstOrThrow();
        const rows = grants.flatMap(([dataType, role, languages]) =>
          (languages ?? LANGUAGE_IDS).map((languageId) => ({ userId, languageId, dataTypeId: DATA_TYPES[dataType], roleId: ROLES[role] })),
        );
        if (rows.length) await state.app.db.insertInto('permissions').values(rows).execute();
        return ApiClient.withSession(state.app, userId);
      },
    };

    beforeAll(async () => {
      state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
      const env = (await options.env?.(dialect)) ?? {};
      const database = await freshDatabase(dialect, state.dataDir, !options.seed && !env.DATABASE_URL);
      state.drop = database.drop;
      const config = loadConfig({ ...testServerEnvironment(state.dataDir, database.url, !!options.seed), ...env });
      state.app = await buildApp(config, { logger: false });
      await state.app.ready();
      await holdToContract(state.app); // every call of the suite is checked against the published API document
      const { userId } = await state.app.db.selectFrom('users').select('userId').where('username', '=', ADMIN.username).executeTakeFirstOrThrow();
      state.admin = await ApiClient.withSession(state.app, userId);
    });

    afterAll(async () => {
      await state.app?.close();
      await state.drop?.();
      fs.rmSync(state.dataDir, { recursive: true, force: true });
    });

    suite(server);
  });
}
