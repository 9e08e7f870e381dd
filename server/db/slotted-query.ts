import type { Compilable, CompiledQuery, Kysely, RawBuilder } from 'kysely';
import { isPostgres } from './columns';

/** Names a place for a value in a query built once. */
export type Slot = (name: string) => never;

const PREFIX = '\u0000slot:';
const marker: Slot = (name) => `${PREFIX}${name}` as never;

/** A query builder, or raw SQL (compiled for the database it is given). */
export type Buildable<R> = Compilable<R> | RawBuilder<R>;

export interface SlottedQuery<R> {
  /** The compiled text with these values in its slots. */
  bind(values: Record<string, unknown>): CompiledQuery<R>;
  /** Runs the compiled text on `db` (the database or a transaction) with these values in its slots. */
  run(db: Kysely<any>, values: Record<string, unknown>): Promise<R[]>;
}

/**
 * Builds and compiles a query once, with `slot(name)` wherever a value of a later call goes: building
 * and compiling with Kysely cost more than running the small queries every request makes. Values
 * reach the driver as they are, as Kysely would pass them (no plugin sees them again); the query's
 * other values stay as they were built.
 */
export function compileWithSlots<R>(db: Kysely<any>, build: (slot: Slot) => Buildable<R>): SlottedQuery<R> {
  const built = build(marker);
  const compiled: CompiledQuery<R> = 'isRawBuilder' in built ? built.compile(db) : built.compile();
  const slots = compiled.parameters.map((value) => (typeof value === 'string' && value.startsWith(PREFIX) ? value.slice(PREFIX.length) : undefined));
  const bind = (values: Record<string, unknown>): CompiledQuery<R> => {
    const parameters = compiled.parameters.map((value, i) => {
      const name = slots[i];
      if (name === undefined) return value;
      if (!(name in values)) throw new Error(`no value for the slot "${name}" of: ${compiled.sql}`);
      return values[name];
    });
    return { ...compiled, parameters };
  };
  return { bind, run: async (db, values) => (await db.executeQuery<R>(bind(values))).rows };
}

const byShape = new Map<string, SlottedQuery<any>>();

/**
 * A query whose text depends only on its shape (the table, the columns written, how many languages
 * a guard names…), compiled once per shape and database kind. The shape must name everything the
 * builder's text depends on; whatever else varies goes in slots.
 */
export function shapedQuery<R>(db: Kysely<any>, shape: string, build: (slot: Slot) => Buildable<R>): SlottedQuery<R> {
  const key = `${isPostgres(db) ? 'postgres' : 'sqlite'} ${shape}`;
  let query = byShape.get(key);
  if (!query) byShape.set(key, (query = compileWithSlots(db, build)));
  return query;
}

/** A slot for each value of a row, named after its column: what a builder writes for `.values()` or `.set()`. */
export const columnSlots = (slot: Slot, row: Record<string, unknown>): Record<string, never> =>
  Object.fromEntries(Object.keys(row).map((column) => [column, slot(`value:${column}`)]));

/** The row's values under the names of its column slots: what the run is given. */
export const columnValues = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [`value:${column}`, value]));
