import { ROLES } from './roles';

/**
 * The first language to show after sign-in (first document, section 4): the first where the user may
 * write or administer; else the first read-only language other than English; else English.
 */
export function initialLanguage(
  subject: { isAdministrator: boolean; permissions: readonly { languageId: number; roleId: number }[] },
  all: readonly number[],
): number {
  if (subject.isAdministrator) return 1;
  const roles = (languageId: number) => subject.permissions.filter((p) => p.languageId === languageId).map((p) => p.roleId);
  const writable = all.find((l) => roles(l).some((r) => r === ROLES.write || r === ROLES.admin));
  if (writable) return writable;
  const readable = all.find((l) => l !== 1 && roles(l).includes(ROLES.read));
  return readable ?? 1;
}
