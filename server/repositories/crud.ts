import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tableWriter } from '../writes/table-writer';
import { preparedQuery } from '../db/prepared-query';
import type { LanguageGuard } from '../writes/language-guard';

type Row = Record<string, any>;

/**
 * The plain create/read/update/delete every simple table needs, so that a
 * resource's own repository only adds what is particular to it.
 */
export function crudRepository(db: Kysely<Database>, table: keyof Database & string, idColumn: string) {
  const q = db as unknown as Kysely<any>;
  const writer = tableWriter(q, table, idColumn);
  // Every call about one record reads it first: compiled once (server/db/prepared-query.ts).
  const byId = preparedQuery(q, ['id'] as const, (slot) => q.selectFrom(table).selectAll().where(idColumn, '=', slot('id')));
  return {
    findById: async (id: number): Promise<Row | undefined> => (await byId({ id }))[0],
    list: (where: Row = {}, order: { column?: string; direction?: 'asc' | 'desc' } = {}): Promise<Row[]> => {
      let query = q.selectFrom(table).selectAll();
      for (const [column, value] of Object.entries(where)) query = query.where(column, value === null ? 'is' : '=', value);
      return query.orderBy(order.column ?? idColumn, order.direction ?? 'asc').execute();
    },
    create: async (values: Row): Promise<number> => Number((await writer.insert(values))[idColumn]),
    /** The stored row, from the INSERT itself. */
    createRow: (values: Row): Promise<Row> => writer.insert(values),
    update: async (id: number, values: Row): Promise<boolean> => !!(await writer.update(id, values)),
    /** The stored row after the update, from the UPDATE itself; undefined when there is no such row. */
    updateRow: (id: number, values: Row, guard?: LanguageGuard): Promise<Row | undefined> => writer.update(id, values, guard),
    remove: async (id: number): Promise<boolean> => !!(await writer.remove(id)),
    raiseVersion: (id: number): Promise<void> => writer.raiseVersion(id),
  };
}

export type CrudRepository = ReturnType<typeof crudRepository>;

/** Keeps only the given keys of a request body: read-only fields sent back by the client are ignored. */
export function pick<T extends Row>(source: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])) as Partial<T>;
}
