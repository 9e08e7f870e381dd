import type { Compilable, Kysely } from 'kysely';
import { compileWithSlots, type Slot } from './slotted-query';

/**
 * A query built and compiled once and then run with new values. The queries every request makes
 * (the session and its roles) are small: building and compiling them with Kysely each time cost
 * more than running them. The query is written with `slot(name)` where a value goes (`names`
 * lists them); the values must be plain strings or numbers.
 */
export function preparedQuery<R, K extends string>(db: Kysely<any>, _names: readonly K[], build: (slot: (name: K) => never) => Compilable<R>) {
  const query = compileWithSlots(db, build as (slot: Slot) => Compilable<R>);
  return (values: Record<K, string | number>): Promise<R[]> => query.run(db, values);
}
