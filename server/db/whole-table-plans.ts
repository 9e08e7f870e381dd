import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/**
 * Runs a statement that reads whole tables through common tables (the translation overview's counts and cells) with
 * PostgreSQL joining them by hashing, never by nested loops, and without JIT compilation. PostgreSQL cannot tell how
 * many rows a filter on a common table keeps, guesses a few dozen, and then loops over thousands of rows for each of
 * thousands: the overview at 5,000 English records took over 20 seconds. JIT compiling the statement's 90 functions
 * alone took longer than the statement then runs. Lookups by index inside a row's own subquery are not joins and stay.
 * On SQLite the statement runs as it is. Inside a caller's transaction the settings are put back afterwards.
 */
export async function withWholeTablePlans<T>(db: Kysely<any>, statement: (db: Kysely<any>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return statement(db);
  const set = (on: Kysely<any>, nestloop: string, jit: string) => sql`select set_config('enable_nestloop', ${nestloop}, true), set_config('jit', ${jit}, true)`.execute(on);
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => {
      await set(trx, 'off', 'off');
      return statement(trx);
    });
  }
  const { rows } = await sql<{ nestloop: string; jit: string }>`select current_setting('enable_nestloop') as nestloop, current_setting('jit') as jit`.execute(db);
  await set(db, 'off', 'off');
  try {
    return await statement(db);
  } finally {
    await set(db, rows[0].nestloop, rows[0].jit);
  }
}
