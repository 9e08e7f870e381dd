import { rank } from '../../shared/roles';

export interface Grant {
  languageId: number;
  dataTypeId: number;
  roleId: number;
}

const key = (g: Grant) => `${g.languageId}:${g.dataTypeId}`;

/**
 * Grants in `wanted` that `holder` may not hand out: nobody gives a role above
 * their own for the same data type and language, so no one can raise their
 * rights through a second account.
 */
export function grantsBeyond(holder: Grant[], wanted: Grant[]): Grant[] {
  const held = new Map(holder.map((g) => [key(g), g.roleId]));
  return wanted.filter((g) => rank(g.roleId) > rank(held.get(key(g)) ?? 10));
}
