/** Role ids of the specification: 7 read, 8 write, 9 admin, 10 none. */
export const ROLES = { read: 7, write: 8, admin: 9, none: 10 } as const;
export type RoleName = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleName];

export const ROLE_NAMES: Record<number, RoleName> = { 7: 'read', 8: 'write', 9: 'admin', 10: 'none' };

/** What a call does decides the role it needs: deleting needs admin (the spec disables Delete for writers). */
export type Action = 'read' | 'write' | 'delete';
const NEEDED: Record<Action, RoleId> = { read: ROLES.read, write: ROLES.write, delete: ROLES.admin };

// none (10) is numerically the highest id but ranks lowest.
const RANK: Record<number, number> = { 10: 0, 7: 1, 8: 2, 9: 3 };

export function rank(roleId: number): number {
  return RANK[roleId] ?? 0;
}

/** The effective role of a set of stored role ids: the highest, none when empty. */
export function effectiveRole(roleIds: Iterable<number>): RoleId {
  let best: RoleId = ROLES.none;
  for (const id of roleIds) if (rank(id) > rank(best)) best = id as RoleId;
  return best;
}

export function allows(roleId: number, action: Action): boolean {
  return rank(roleId) >= rank(NEEDED[action]);
}

/** The cumulative set the permission screen stores for a chosen role: Admin → 9, 8, 7; Write → 8, 7; Read → 7; anything else → 10. */
export function cumulativeRoles(roleId: unknown): RoleId[] {
  if (roleId === ROLES.admin) return [ROLES.admin, ROLES.write, ROLES.read];
  if (roleId === ROLES.write) return [ROLES.write, ROLES.read];
  if (roleId === ROLES.read) return [ROLES.read];
  return [ROLES.none];
}
