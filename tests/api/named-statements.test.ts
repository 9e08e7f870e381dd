import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from '../../server/db/connect';
import { createPostgresDatabase } from '../support/harness';

/** On PostgreSQL the server's queries run as prepared statements (server/db/named-statements.ts). */
describe('Prepared statements on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = connect({ databaseUrl: database.url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'named-')) });
    await sql`CREATE TABLE things (id integer primary key, name text)`.execute(handle.db);
    await sql`INSERT INTO things VALUES (1, 'one'), (2, 'two')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(handle.db)).rows[0].n;
  const byId = (id: number) => sql<{ id: number; name: string }>`SELECT * FROM things WHERE id = ${id}`.execute(handle.db);

  it('runs a query text as one prepared statement, whatever its values', async () => {
    // One connection at a time here, so each call sees the same connection's statements.
    await handle.db.connection().execute(async (db) => {
      const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db)).rows[0].n;
      for (const id of [1, 2, 1, 2]) await sql`SELECT * FROM things WHERE id = ${id}`.execute(db);
      const after = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db)).rows[0].n;
      expect(after - before).toBe(1);
    });
  });

  it('answers as before once the table it reads has changed shape', async () => {
    expect((await byId(1)).rows).toEqual([{ id: 1, name: 'one' }]);
    await sql`ALTER TABLE things ADD COLUMN extra text DEFAULT 'x'`.execute(handle.db);
    // Every pooled connection that prepared the statement before the change answers the new shape.
    for (let i = 0; i < 12; i++) expect((await byId(2)).rows).toEqual([{ id: 2, name: 'two', extra: 'x' }]);
    expect(await prepared()).toBeGreaterThan(0);
  });

  it('leaves statements that change the schema unprepared', async () => {
    await handle.db.connection().execute(async (db) => {
      await sql`CREATE TABLE other (id integer)`.execute(db);
      const names = (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);
      expect(names.some((s) => /create table/i.test(s))).toBe(false);
    });
  });
});
