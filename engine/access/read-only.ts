import { DATA_TYPES } from '../../shared/data-types';
import { LANGUAGE_IDS } from '../../shared/languages';
import { ROLES, rank } from '../../shared/roles';
import type { AccessSubject, PermissionEntry } from './can-access';

/**
 * The same person as a reader: every role they hold capped at read, none staying none. Given to a subtree through
 * the engine's context (a screen previewed in the studio), so every screen in it asks canAccess as usual and is
 * told "read": fields disabled, Save, Add and Delete off, Edit reading View, whatever the user may really do.
 * The special administrator reads everything.
 */
export function readOnlySubject(subject: AccessSubject): AccessSubject {
  const permissions: PermissionEntry[] = subject.isAdministrator
    ? Object.values(DATA_TYPES).flatMap((dataTypeId) => LANGUAGE_IDS.map((languageId) => ({ languageId, dataTypeId, roleId: ROLES.read })))
    : subject.permissions.map((p) => (rank(p.roleId) > rank(ROLES.read) ? { ...p, roleId: ROLES.read, roleName: 'read' } : p));
  return { ...subject, isAdministrator: false, permissions };
}
