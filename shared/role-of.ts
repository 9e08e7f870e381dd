import { DATA_TYPES, type DataTypeName } from './data-types';
import { ROLE_NAMES, effectiveRole, type RoleName } from './roles';

export interface PermissionEntry {
  languageId: number;
  roleId: number;
  dataTypeId: number;
  dataTypeName?: string;
  roleName?: string;
}

export interface AccessSubject {
  isAdministrator: boolean;
  permissions: PermissionEntry[];
  /** The signed-in user's id (forms tell their own account from others by it). */
  userId?: number;
}

/**
 * The effective role of a data type in a language: the highest stored, none when there is none. Shared by the
 * engine's permission questions (engine/access/can-access.ts) and the page's entry, which asks it before the engine
 * has loaded (src/early-reads.ts).
 */
export function roleOf(subject: AccessSubject, resource: DataTypeName, languageId: number): RoleName {
  if (subject.isAdministrator) return 'admin';
  const id = DATA_TYPES[resource];
  return ROLE_NAMES[effectiveRole(subject.permissions.filter((p) => p.dataTypeId === id && p.languageId === languageId).map((p) => p.roleId))];
}
