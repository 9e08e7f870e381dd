import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Column helpers for migrations, so that one migration runs on SQLite and
 * PostgreSQL alike. Dates are ISO-8601 text in both databases; booleans are
 * stored as booleans (SQLite keeps 0/1 and the response schemas turn them back).
 */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, any>, name: string) {
  return isPostgres(db)
    ? table.addColumn(name, 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The type to use for fractional numbers (ratings, amounts, rates). */
export const DOUBLE = 'double precision' as const;

/** Default for created-at style text columns. */
export const nowText = sql`CURRENT_TIMESTAMP`;
