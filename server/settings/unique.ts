import { Errors } from '../errors';

/** SQLite and PostgreSQL report a broken unique index with these codes. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Runs a write whose uniqueness was checked beforehand; should a concurrent
 * request win the race, the unique index refuses and the answer is still 409.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Errors.Conflict(message);
    throw error;
  }
}
