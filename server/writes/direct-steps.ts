import type { Kysely } from 'kysely';
import { directSqlite } from '../db/connect';
import type { SlottedQuery } from '../db/slotted-query';

type Row = Record<string, any>;

/** One statement of a write, with its values. */
export interface Step {
  query: SlottedQuery<Row>;
  values: Record<string, unknown>;
}

/** A write as the statements it runs: each `yield` is answered with that statement's rows. */
export type Steps<T> = Generator<Step, T, Row[]>;

/**
 * Runs a write's statements in one transaction. On a SQLite database itself they run one after the
 * other without waiting, once the connection has been taken from Kysely's queue (so no other call's
 * transaction is open on it); inside a caller's transaction, through that transaction; on
 * PostgreSQL, in a transaction of their own. The same steps every way, so a write's logic is written once.
 */
export async function runSteps<T>(db: Kysely<any>, steps: () => Steps<T>): Promise<T> {
  const direct = db.isTransaction ? undefined : directSqlite(db);
  if (direct) {
    return db.connection().execute(async () =>
      direct.transaction(() => {
        const walk = steps();
        let next = walk.next();
        while (!next.done) {
          const { sql, parameters } = next.value.query.bind(next.value.values);
          next = walk.next(direct.rows(sql, parameters) as Row[]);
        }
        return next.value;
      }),
    );
  }
  const run = async (trx: Kysely<any>) => {
    const walk = steps();
    let next = walk.next();
    while (!next.done) next = walk.next(await next.value.query.run(trx, next.value.values));
    return next.value;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
