import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DATA_TYPE_NAMES } from '../../shared/data-types';
import { ROLE_NAMES } from '../../shared/roles';
import { tableWriter } from '../writes/table-writer';
import '../db/tables/auth';
import '../db/tables/versions';

export interface PermissionEntry {
  permissionId: number;
  userId: number;
  languageId: number;
  roleId: number;
  roleName: string;
  dataTypeId: number;
  dataTypeName: string;
  version?: number;
}

export interface PermissionInput {
  userId: number;
  languageId: number;
  dataTypeId: number;
  roleId: number;
}

/** Adds the names the back office checks (dataTypeName, roleName) to stored rows. */
export function describe(row: Omit<PermissionEntry, 'roleName' | 'dataTypeName'>): PermissionEntry {
  return { ...row, roleName: ROLE_NAMES[row.roleId] ?? 'none', dataTypeName: DATA_TYPE_NAMES[row.dataTypeId] ?? '' };
}

export function permissionsRepository(db: Kysely<Database>) {
  const writer = tableWriter(db, 'permissions', 'permissionId');
  return {
    byUser: async (userId: number, languageId?: number) => {
      let query = db
        .selectFrom('permissions')
        .select(['permissionId', 'userId', 'languageId', 'roleId', 'dataTypeId', 'version'])
        .where('userId', '=', userId);
      if (languageId !== undefined) query = query.where('languageId', '=', languageId);
      const rows = await query.orderBy('languageId').orderBy('dataTypeId').execute();
      return rows.map(describe);
    },
    /** One role per user, language and data type: a save replaces what was there. */
    upsert: async (entries: PermissionInput[]) => {
      for (const entry of entries) {
        const stored = await db
          .selectFrom('permissions')
          .select('permissionId')
          .where('userId', '=', entry.userId)
          .where('languageId', '=', entry.languageId)
          .where('dataTypeId', '=', entry.dataTypeId)
          .executeTakeFirst();
        if (stored) await writer.update(stored.permissionId, { roleId: entry.roleId });
        else await writer.insert(entry);
      }
    },
  };
}
