import { DATA_TYPES, type DataTypeName } from '../descriptor/data-types';

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

export type AccessAction = 'view' | 'add' | 'edit' | 'save' | 'delete';

const RANK: Record<number, number> = { 10: 0, 7: 1, 8: 2, 9: 3 };
const NEEDS: Record<AccessAction, number> = { view: 1, edit: 1, add: 2, save: 2, delete: 3 };

/** The effective role of a data type in a language: the highest stored, none when there is none. */
export function roleOf(subject: AccessSubject, resource: DataTypeName, languageId: number): 'none' | 'read' | 'write' | 'admin' {
  if (subject.isAdministrator) return 'admin';
  const id = DATA_TYPES[resource];
  const best = subject.permissions
    .filter((p) => p.dataTypeId === id && p.languageId === languageId)
    .reduce((max, p) => Math.max(max, RANK[p.roleId] ?? 0), 0);
  return (['none', 'read', 'write', 'admin'] as const)[best];
}

/**
 * Every permission question of the back office (section 6): a screen is reachable with any role but
 * none; add and save need write; delete needs admin (disabled for read, none and writer); the edit
 * button exists for read too, labelled View. The special administrator may do everything.
 */
export function canAccess(args: { action: AccessAction; resource: DataTypeName; languageId: number; subject: AccessSubject }): boolean {
  const role = roleOf(args.subject, args.resource, args.languageId);
  return RANK[{ none: 10, read: 7, write: 8, admin: 9 }[role]] >= NEEDS[args.action];
}

/** What no role grants and only the special administrator does (the audit log, docs/api.md). */
export function canAdminister(subject: AccessSubject): boolean {
  return subject.isAdministrator;
}

/** Edit reads View for a read-only role. */
export function editLabel(args: { resource: DataTypeName; languageId: number; subject: AccessSubject }): 'Edit' | 'View' {
  return roleOf(args.subject, args.resource, args.languageId) === 'read' ? 'View' : 'Edit';
}

/** Languages offered in the top bar: those with any permission whose role is not none. */
export function permittedLanguages(subject: AccessSubject, all: readonly number[]): number[] {
  if (subject.isAdministrator) return [...all];
  return all.filter((languageId) => subject.permissions.some((p) => p.languageId === languageId && p.roleId !== 10));
}

/**
 * The first language to show after sign-in (first document, section 4): the first where the user may
 * write or administer; else the first read-only language other than English; else English.
 */
export function initialLanguage(subject: AccessSubject, all: readonly number[]): number {
  if (subject.isAdministrator) return 1;
  const roles = (languageId: number) => subject.permissions.filter((p) => p.languageId === languageId).map((p) => p.roleId);
  const writable = all.find((l) => roles(l).some((r) => r === 8 || r === 9));
  if (writable) return writable;
  const readable = all.find((l) => l !== 1 && roles(l).includes(7));
  return readable ?? 1;
}
