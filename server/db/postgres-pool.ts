import type pg from 'pg';
import { prepareStatements, statementCache } from './named-statements';

/**
 * The PostgreSQL connection pool, with the pg driver loaded when it is made: Kysely asks for it on the
 * first query, so a server on SQLite never loads the driver.
 */
export async function postgresPool(connectionString: string): Promise<pg.Pool> {
  const { default: driver } = await import('pg');
  // PostgreSQL returns BIGINT (count(*), sums) as strings; our ids and counts fit in a JS number.
  driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
  driver.types.setTypeParser(driver.types.builtins.NUMERIC, (v) => Number(v));
  // No JIT compiling: it is redone on every run of a statement, and costs the back office's larger reads (the
  // translation matrix) more than it saves, where none runs long enough to gain by it.
  // A server that does not answer (a host down, packets dropped) fails a call after 5 s, answered 503, rather than holding it forever.
  const pool = new driver.Pool({ connectionString, max: 10, options: '-c jit=off', connectionTimeoutMillis: 5000 });
  // An idle connection closed by the server must not bring the process down; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
  // Nor one lost while checked out (a database restart between two statements of a transaction):
  // the statement waiting on it fails and its call answers 500.
  pool.on('connect', (client) => client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)));
  const statements = statementCache();
  pool.on('connect', (client) => prepareStatements(client, statements));
  return pool;
}
