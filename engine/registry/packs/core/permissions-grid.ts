/**
 * The user form's permission grid (second document, section 4): per language and data type the modal keeps
 * a cumulative set of role ids: Admin gives 9, 8, 7; Write 8, 7; Read 7; None (or nothing) 10. A new choice
 * replaces the cell's set by the set of that choice, so None resets and a lower choice lowers (a set that
 * only grew would keep sending Admin after the editor chose Read). On save the highest role of each set is
 * sent, for every language and every data type. Pure functions: the widget and the form conversion use them.
 */
import { DATA_TYPE_NAMES, DATA_TYPES } from '../../../../shared/data-types';
import { LANGUAGES } from '../../../../shared/languages';
import { ROLE_NAMES, ROLES, cumulativeRoles, effectiveRole, rank } from '../../../../shared/roles';

/** One cell of the grid: the cumulative role set of a data type in a language (permissionId when loaded). */
export interface GridCell {
  languageId: number;
  dataTypeId: number;
  roles: number[];
  permissionId?: number;
}

export type PermissionGrid = GridCell[];

/** An entry as POST/PUT /Permissions takes it (schemas/permission.json); userId is added by the save step. */
export interface PermissionBody {
  permissionId: number;
  userId?: number;
  languageId: number;
  roleId: number;
  roleName: string;
  dataTypeId: number;
  dataTypeName: string;
}

/** The choices of each row of the modal, lowest first. */
export const ROLE_CHOICES: readonly { roleId: number; label: string }[] = [
  { roleId: ROLES.none, label: 'None' },
  { roleId: ROLES.read, label: 'Read' },
  { roleId: ROLES.write, label: 'Write' },
  { roleId: ROLES.admin, label: 'Admin' },
];

/** Every data type of section 6, in the specification's order. */
export const GRID_DATA_TYPES: readonly { dataTypeId: number; name: string }[] = Object.entries(DATA_TYPES).map(([name, dataTypeId]) => ({ dataTypeId, name }));
export const GRID_LANGUAGES: readonly number[] = LANGUAGES.map((l) => l.languageId);

/** The set a choice stores (shared with the server): Admin → 9, 8, 7; Write → 8, 7; Read → 7; None, empty or unknown → 10. */
export { cumulativeRoles } from '../../../../shared/roles';

/** The highest role of a set (the one sent); none for an empty set. */
export function highestRole(roles: readonly number[] | undefined): number {
  return effectiveRole(roles ?? []);
}

function isCell(value: unknown): value is GridCell {
  const cell = value as GridCell;
  return !!cell && typeof cell === 'object' && typeof cell.languageId === 'number' && typeof cell.dataTypeId === 'number' && Array.isArray(cell.roles);
}

/** The grid of a value of unknown shape (undefined for a new user): its cells, nothing else. */
export function asGrid(value: unknown): PermissionGrid {
  return Array.isArray(value) ? value.filter(isCell) : [];
}

/** The role a cell sends: the highest of its set, none when the cell was never set. */
export function roleAt(grid: unknown, languageId: number, dataTypeId: number): number {
  const cell = asGrid(grid).find((c) => c.languageId === languageId && c.dataTypeId === dataTypeId);
  return highestRole(cell?.roles);
}

/** The grid after a choice in one cell: the cell's set becomes the choice's cumulative set (None resets). */
export function choose(grid: unknown, languageId: number, dataTypeId: number, roleId: unknown): PermissionGrid {
  const cells = asGrid(grid);
  const roles = cumulativeRoles(typeof roleId === 'string' && roleId !== '' ? Number(roleId) : roleId);
  const found = cells.find((c) => c.languageId === languageId && c.dataTypeId === dataTypeId);
  if (!found) return [...cells, { languageId, dataTypeId, roles }];
  return cells.map((c) => (c === found ? { ...c, roles } : c));
}

/** The grid of loaded entries (GET /Permissions/ByUserId): each stored role as its cumulative set. */
export function gridFromEntries(entries: unknown): PermissionGrid {
  if (!Array.isArray(entries)) return [];
  const grid: PermissionGrid = [];
  for (const entry of entries as Partial<PermissionBody>[]) {
    if (typeof entry?.languageId !== 'number' || typeof entry.dataTypeId !== 'number') continue;
    const roles = cumulativeRoles(entry.roleId);
    const at = grid.findIndex((c) => c.languageId === entry.languageId && c.dataTypeId === entry.dataTypeId);
    const cell: GridCell = { languageId: entry.languageId, dataTypeId: entry.dataTypeId, roles, ...(typeof entry.permissionId === 'number' && { permissionId: entry.permissionId }) };
    if (at < 0) grid.push(cell);
    else if (rank(highestRole(roles)) > rank(highestRole(grid[at].roles))) grid[at] = cell;
  }
  return grid;
}

/** What the save sends: one entry per language and data type, the highest role of each set (none when unset). */
export function entriesFromGrid(grid: unknown, languages: readonly number[] = GRID_LANGUAGES, dataTypes: readonly { dataTypeId: number }[] = GRID_DATA_TYPES): PermissionBody[] {
  const cells = asGrid(grid);
  return languages.flatMap((languageId) =>
    dataTypes.map(({ dataTypeId }) => {
      const cell = cells.find((c) => c.languageId === languageId && c.dataTypeId === dataTypeId);
      const roleId = highestRole(cell?.roles);
      return {
        permissionId: cell?.permissionId ?? 0,
        languageId,
        roleId,
        roleName: ROLE_NAMES[roleId],
        dataTypeId,
        dataTypeName: DATA_TYPE_NAMES[dataTypeId] ?? '',
      };
    }),
  );
}
