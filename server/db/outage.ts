/**
 * Whether an error says the database cannot be reached, rather than that a statement was wrong: the
 * PostgreSQL server refuses or drops the connection, or the SQLite file cannot be opened, read or locked.
 * Such a call is answered 503 with Retry-After (DATABASE_UNAVAILABLE), not 500: trying again later helps.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  return NETWORK_CODES.has(code) || isPostgresUnreachable(code) || isSqliteUnreachable(code) || UNREACHABLE_MESSAGES.some((m) => message.includes(m));
}

/** The socket to the PostgreSQL server failed (node's error codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** SQLSTATE class 08 (connection exception); 57P01–57P03: the server shuts down or cannot take connections yet; 53300: too many connections. */
const isPostgresUnreachable = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** The SQLite file cannot be opened or read (a lost disk), or stays locked by another process past the busy timeout. */
const isSqliteUnreachable = (code: string) => code === 'SQLITE_CANTOPEN' || code === 'SQLITE_BUSY' || code.startsWith('SQLITE_IOERR');

/** What the drivers say without a code: pg when a connection ends or never comes, better-sqlite3 and Kysely once closed. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'The database connection is not open',
  'driver has already been destroyed',
];
