import type { Generated } from 'kysely';

// Migration 0900 gives every edited table a version; users and permissions are read with typed column lists.
declare module './auth' {
  interface UserTable {
    version: Generated<number>;
  }
  interface PermissionTable {
    version: Generated<number>;
  }
}
