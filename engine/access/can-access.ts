import type { DataTypeName } from '../../shared/data-types';
import { roleOf, type AccessSubject } from '../../shared/role-of';
import { ROLES, allows, type Action } from '../../shared/roles';

export type { AccessSubject, PermissionEntry } from '../../shared/role-of';

export type AccessAction = 'view' | 'add' | 'edit' | 'save' | 'delete';

// What each control asks of the role, in the server's terms: the rule itself is shared (shared/roles.ts).
const NEEDS: Record<AccessAction, Action> = { view: 'read', edit: 'read', add: 'write', save: 'write', delete: 'delete' };

export { roleOf };

/**
 * Every permission question of the back office (section 6): a screen is reachable with any role but
 * none; add and save need write; delete needs admin (disabled for read, none and writer); the edit
 * button exists for read too, labelled View. The special administrator may do everything.
 */
export function canAccess(args: { action: AccessAction; resource: DataTypeName; languageId: number; subject: AccessSubject }): boolean {
  return allows(ROLES[roleOf(args.subject, args.resource, args.languageId)], NEEDS[args.action]);
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
  return all.filter((languageId) => subject.permissions.some((p) => p.languageId === languageId && p.roleId !== ROLES.none));
}

// Where the page's entry reads it too, before the engine has loaded (src/early-reads.ts).
export { initialLanguage } from '../../shared/initial-language';
