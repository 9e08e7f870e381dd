import type { Generated } from 'kysely';

export interface UserTable {
  userId: Generated<number>;
  firstName: string;
  lastName: string;
  username: string;
  image: string | null;
  passwordHash: string;
  createdAt: string;
}

export interface SessionTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  createdAt: string;
}

export interface PermissionTable {
  permissionId: Generated<number>;
  userId: number;
  languageId: number;
  dataTypeId: number;
  roleId: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

declare module '../schema' {
  interface Database {
    users: UserTable;
    sessions: SessionTable;
    permissions: PermissionTable;
    meta: MetaTable;
  }
}
