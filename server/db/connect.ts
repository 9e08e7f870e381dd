import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { postgresPool } from './postgres-pool';
import { rowObjects, type RowObjects } from './row-objects';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The SQLite connection behind a database made by connect(), for a write whose statements must run
 * one after the other without waiting (server/writes/direct-steps.ts): better-sqlite3 answers at once,
 * and going through Kysely's asynchronous queue for each statement cost more than the statements.
 */
export interface DirectSqlite {
  /** The rows a statement answers (none for one that answers none), from the kept prepared statements. */
  rows(sql: string, parameters: readonly unknown[]): unknown[];
  /** Runs the work in one transaction (a savepoint inside an open one); a throw rolls it back. */
  transaction<T>(work: () => T): T;
}

const directConnections = new WeakMap<Kysely<any>, DirectSqlite>();

/** The SQLite connection of a database made by connect(); undefined on PostgreSQL and for a transaction's handle. */
export const directSqlite = (db: Kysely<any>): DirectSqlite | undefined => directConnections.get(db);

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export function connect(options: { databaseUrl: string | null; dataDir: string }): DatabaseHandle {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => postgresPool(databaseUrl) }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'backoffice.sqlite'));
  // WAL with synchronous=FULL: an answered write survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  const inTransaction = sqlite.transaction((work: () => unknown) => work());
  directConnections.set(db, {
    rows: (text, parameters) => {
      const statement = statements.prepare(text);
      if (statement.reader) return statement.all(parameters);
      statement.run(parameters);
      return [];
    },
    transaction: (work) => inTransaction(work) as ReturnType<typeof work>,
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** better-sqlite3 cannot bind booleans: store them as 1/0, as SQLite itself does. */
const toSqlite = (parameters: readonly unknown[]) =>
  parameters.some((p) => typeof p === 'boolean') ? parameters.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p)) : parameters;

function* mapRows(rows: IterableIterator<unknown[]>, objects: RowObjects) {
  for (const row of rows) yield objects(row);
}

/**
 * Kysely prepares every query anew; the same few hundred statements run again and again, so keep
 * them prepared (better-sqlite3 statements are reusable once a call has returned). Booleans are
 * turned into 1/0 here, on the flat list of values, rather than by a plugin that copies every
 * query's whole syntax tree. Rows are read as arrays and made into objects of one shape (./row-objects.ts).
 */
function withStatementCache(sqlite: SQLite.Database) {
  type Statement = Pick<SQLite.Statement, 'reader'> & { all(p: readonly unknown[]): unknown[]; run(p: readonly unknown[]): SQLite.RunResult; iterate(p: readonly unknown[]): IterableIterator<unknown> };
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): Statement {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        const prepared = sqlite.prepare(sql);
        const objects = prepared.reader ? rowObjects(prepared.columns().map((column) => column.name)) : undefined;
        if (objects) prepared.raw(true);
        statement = {
          reader: prepared.reader,
          all: objects ? (p) => (prepared.all(toSqlite(p)) as unknown[][]).map(objects) : (p) => prepared.all(toSqlite(p)),
          run: (p) => prepared.run(toSqlite(p)),
          iterate: objects ? (p) => mapRows(prepared.iterate(toSqlite(p)) as IterableIterator<unknown[]>, objects) : (p) => prepared.iterate(toSqlite(p)),
        };
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
