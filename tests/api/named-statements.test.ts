import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
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

  it('makes rows into the objects the driver makes: column order, repeated and odd names, types', async () => {
    const texts = [
      `SELECT 1 AS a, 'x' AS b, 2 AS a, NULL::int AS "with space", '2026-01-02T03:04:05Z'::timestamptz AS at, 2::bigint AS big, true AS yes`,
      `SELECT 3 AS "__proto__", 'y' AS b`,
      `SELECT * FROM things ORDER BY id`,
      `SELECT * FROM things WHERE id < 0`,
    ];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const text of texts) {
        const expected = (await client.query(text)).rows;
        // Twice: the second run uses the statement's made-once literal.
        for (const run of [1, 2]) {
          const rows = (await sql.raw(text).execute(handle.db)).rows as Record<string, unknown>[];
          expect(rows, `${text} (run ${run})`).toEqual(expected);
          expect(rows.map((row) => [Object.keys(row), Object.getPrototypeOf(row)])).toEqual(expected.map((row) => [Object.keys(row), Object.getPrototypeOf(row)]));
        }
      }
    } finally {
      await client.end();
    }
  });

  it('leaves statements that change the schema unprepared', async () => {
    await handle.db.connection().execute(async (db) => {
      await sql`CREATE TABLE other (id integer)`.execute(db);
      const names = (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map((r) => r.statement);
      expect(names.some((s) => /create table/i.test(s))).toBe(false);
    });
  });
});
