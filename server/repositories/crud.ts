import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Row = Record<string, any>;

/**
 * The plain create/read/update/delete every simple table needs, so that a
 * resource's own repository only adds what is particular to it.
 */
export function crudRepository(db: Kysely<Database>, table: keyof Database & string, idColumn: string) {
  const q = db as unknown as Kysely<any>;
  return {
    findById: (id: number): Promise<Row | undefined> => q.selectFrom(table).selectAll().where(idColumn, '=', id).executeTakeFirst(),
    list: (where: Row = {}, order: { column?: string; direction?: 'asc' | 'desc' } = {}): Promise<Row[]> => {
      let query = q.selectFrom(table).selectAll();
      for (const [column, value] of Object.entries(where)) query = query.where(column, value === null ? 'is' : '=', value);
      return query.orderBy(order.column ?? idColumn, order.direction ?? 'asc').execute();
    },
    create: async (values: Row): Promise<number> => {
      const row = await q.insertInto(table).values(values).returning(idColumn).executeTakeFirstOrThrow();
      return Number(row[idColumn]);
    },
    update: async (id: number, values: Row): Promise<boolean> => {
      if (Object.keys(values).length === 0) return !!(await q.selectFrom(table).select(idColumn).where(idColumn, '=', id).executeTakeFirst());
      const result = await q.updateTable(table).set(values).where(idColumn, '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    remove: async (id: number): Promise<boolean> => {
      const result = await q.deleteFrom(table).where(idColumn, '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CrudRepository = ReturnType<typeof crudRepository>;

/** Keeps only the given keys of a request body: read-only fields sent back by the client are ignored. */
export function pick<T extends Row>(source: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])) as Partial<T>;
}
