/**
 * A user's rights in one line for the users list (issue 17, item 4): per language the highest role held on any
 * data type, languages of one role together, the strongest first: "Writer in EN, DE; reader in NL".
 */
import { LANGUAGES } from '../../../../shared/languages';
import { ROLES, effectiveRole } from '../../../../shared/roles';

const ROLE_WORDS: Record<number, string> = { [ROLES.admin]: 'admin', [ROLES.write]: 'writer', [ROLES.read]: 'reader' };
const STRONGEST_FIRST = [ROLES.admin, ROLES.write, ROLES.read];

export function permissionSummary(entries: unknown): string {
  if (!Array.isArray(entries)) return '';
  const held = LANGUAGES.map((language) => ({
    code: language.folder,
    role: effectiveRole(entries.filter((e) => e?.languageId === language.languageId && typeof e.roleId === 'number').map((e) => e.roleId as number)),
  }));
  const parts = STRONGEST_FIRST.flatMap((role) => {
    const codes = held.filter((h) => h.role === role).map((h) => h.code);
    return codes.length ? [`${ROLE_WORDS[role]} in ${codes.join(', ')}`] : [];
  });
  const sentence = parts.join('; ') || 'no rights';
  return sentence[0].toUpperCase() + sentence.slice(1);
}
