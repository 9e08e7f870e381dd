import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { columnSlots, columnValues, compileWithSlots, shapedQuery } from '../../server/db/slotted-query';

const database = () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  return db;
};

describe('queries compiled once', () => {
  test('run with the values of each call in their slots, and other values as built', async () => {
    const db = database();
    await db.schema.createTable('notes').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('text', 'text').addColumn('kind', 'text').execute();
    const insert = compileWithSlots(db, (slot) => db.insertInto('notes').values({ ...columnSlots(slot, { id: 0, text: '' }), kind: 'fixed' }));
    await insert.run(db, columnValues({ id: 1, text: 'first' }));
    await insert.run(db, columnValues({ id: 2, text: 'second' }));
    expect(await db.selectFrom('notes').selectAll().orderBy('id').execute()).toEqual([
      { id: 1, text: 'first', kind: 'fixed' },
      { id: 2, text: 'second', kind: 'fixed' },
    ]);
    await db.destroy();
  });

  test('a missing value is refused, naming its slot, before anything runs', async () => {
    const db = database();
    const select = compileWithSlots(db, (slot) => db.selectFrom('notes').selectAll().where('id', '=', slot('id')));
    await expect(select.run(db, {})).rejects.toThrow(/no value for the slot "id"/);
    await db.destroy();
  });

  test('one compile per shape and kind of database: another shape is built anew', () => {
    const db = database();
    let built = 0;
    const build = (columns: string[]) => (slot: (name: string) => never) => (built++, db.updateTable('notes').set(columnSlots(slot, Object.fromEntries(columns.map((c) => [c, null])))));
    const first = shapedQuery(db, 'test notes update text', build(['text']));
    expect(shapedQuery(db, 'test notes update text', build(['text']))).toBe(first);
    const other = shapedQuery(db, 'test notes update text, kind', build(['text', 'kind']));
    expect(other).not.toBe(first);
    expect(built).toBe(2);
    expect(other.bind(columnValues({ text: 'a', kind: 'b' })).sql).toBe('update "notes" set "text" = ?, "kind" = ?');
  });
});
