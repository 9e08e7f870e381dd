import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../server/db/connect';
import { rowObjects } from '../../server/db/row-objects';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';

describe('rows read as arrays and made into objects', () => {
  test('keys in the columns’ order; a later column of the same name wins, as in the driver’s objects', () => {
    const objects = rowObjects(['id', 'name', 'id'])!;
    const row = objects([1, 'a', 2]);
    expect(row).toEqual({ id: 2, name: 'a' });
    expect(Object.keys(row)).toEqual(['id', 'name']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  test('any name is a plain key; "__proto__" is left to the driver', () => {
    expect(rowObjects(['a"b', 'c\\d', '}; throw 1; {'])!(['x', 'y', 'z'])).toEqual({ 'a"b': 'x', 'c\\d': 'y', '}; throw 1; {': 'z' });
    expect(rowObjects(['__proto__'])).toBeUndefined();
  });

  test('the SQLite database answers the same rows, by all, by a stream, and for "__proto__"', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rows-'));
    const { db, close } = connect({ databaseUrl: null, dataDir });
    try {
      await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT, size REAL)`.execute(db);
      await sql`INSERT INTO notes VALUES (1, 'one', 1.5), (2, NULL, NULL)`.execute(db);
      const expected = [{ id: 1, text: 'one', size: 1.5 }, { id: 2, text: null, size: null }];
      expect((await sql`SELECT * FROM notes ORDER BY id`.execute(db)).rows).toEqual(expected);
      const streamed = [];
      for await (const row of (db as any).selectFrom('notes').selectAll().orderBy('id').stream()) streamed.push(row);
      expect(streamed).toEqual(expected);
      const odd = `SELECT id AS "__proto__", text FROM notes WHERE id = 1`;
      const driver = new SQLite(path.join(dataDir, 'backoffice.sqlite'), { readonly: true });
      expect((await sql.raw(odd).execute(db)).rows).toEqual(driver.prepare(odd).all());
      driver.close();
    } finally {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
