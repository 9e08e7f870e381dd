import type { Generated } from 'kysely';

// Migration 0900 gives every edited table a version; the users table is read with typed column lists.
declare module './auth' {
  interface UserTable {
    version: Generated<number>;
  }
}
