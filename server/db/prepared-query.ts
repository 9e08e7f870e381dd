import type { Compilable, Kysely } from 'kysely';

/**
 * A query built and compiled once and then run with new values. The queries every request makes
 * (the session and its roles) are small: building and compiling them with Kysely each time cost
 * more than running them. The query is written with `slot(name)` where a value goes; the
 * values must be plain strings or numbers (no plugin sees them again).
 */
export function preparedQuery<R, K extends string>(db: Kysely<any>, names: readonly K[], build: (slot: (name: K) => never) => Compilable<R>) {
  const marker = (name: K) => `\u0000slot:${name}` as never;
  const compiled = build(marker).compile();
  const slots = compiled.parameters.map((value) => names.find((name) => marker(name) === value));
  return async (values: Record<K, string | number>): Promise<R[]> => {
    const parameters = compiled.parameters.map((value, i) => (slots[i] === undefined ? value : values[slots[i]!]));
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
