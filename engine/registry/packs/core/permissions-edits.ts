/**
 * The grid's two shortcuts over many cells: a row's role in one language applied to every language, and a
 * language's roles copied to other languages. Each changed cell takes the cumulative set of its new role, as a
 * choice in that cell would (second document, section 4), and keeps its stored permissionId.
 */
import { choose, roleAt, type PermissionGrid } from './permissions-grid';

/** Every language of the row takes the role the row has in `from`. */
export function applyRowToAll(grid: unknown, dataTypeId: number, from: number, languages: readonly number[]): PermissionGrid {
  const roleId = roleAt(grid, from, dataTypeId);
  return languages.reduce((next: unknown, languageId) => choose(next, languageId, dataTypeId, roleId), grid) as PermissionGrid;
}

/** Each of `to` takes the roles `from` has, row by row. */
export function copyLanguage(grid: unknown, from: number, to: readonly number[], dataTypeIds: readonly number[]): PermissionGrid {
  let next = grid;
  for (const languageId of to.filter((l) => l !== from)) for (const dataTypeId of dataTypeIds) next = choose(next, languageId, dataTypeId, roleAt(grid, from, dataTypeId));
  return next as PermissionGrid;
}
