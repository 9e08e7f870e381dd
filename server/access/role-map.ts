/** A user's roles by language and data type ("languageId:dataTypeId"), as read with their session. */
export type RoleMap = Map<string, number[]>;

export const roleKey = (languageId: number, dataTypeId: number) => `${languageId}:${dataTypeId}`;

/** From the roles read with a session: [languageId, dataTypeId, roleId] each. */
export function roleMap(grants: readonly (readonly [number, number, number])[]): RoleMap {
  const map: RoleMap = new Map();
  for (const [languageId, dataTypeId, roleId] of grants) {
    const key = roleKey(languageId, dataTypeId);
    const held = map.get(key);
    if (held) held.push(roleId);
    else map.set(key, [roleId]);
  }
  return map;
}
