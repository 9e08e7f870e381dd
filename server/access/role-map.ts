/** A user's roles by language and data type ("languageId:dataTypeId"), as read with their session. */
export type RoleMap = Map<string, number[]>;

export const roleKey = (languageId: number, dataTypeId: number) => `${languageId}:${dataTypeId}`;

export function roleMap(rows: { languageId: number | null; dataTypeId: number | null; roleId: number | null }[]): RoleMap {
  const map: RoleMap = new Map();
  for (const r of rows) {
    if (r.languageId === null || r.dataTypeId === null || r.roleId === null) continue;
    const key = roleKey(r.languageId, r.dataTypeId);
    map.set(key, [...(map.get(key) ?? []), r.roleId]);
  }
  return map;
}
