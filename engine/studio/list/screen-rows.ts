/** One screen as GET /Screens answers it (the contract of issue 20). */
export interface ScreenRow {
  screen: string;
  file: string;
  route: string[];
  id?: string;
  kind: string;
  entity?: string;
  dataType?: string;
  title?: string;
  spec: string[];
  status: 'shipped' | 'changed';
  stale: boolean;
  lastChange: { version: number; userName: string; date: string } | null;
}

export type StatusFilter = '' | 'shipped' | 'changed' | 'stale';

export interface ScreenFilters {
  text: string;
  area: string;
  status: StatusFilter;
}

export const STATUS_CHOICES: { value: StatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'shipped', label: 'As shipped' },
  { value: 'changed', label: 'Changed' },
  { value: 'stale', label: 'File changed since' },
];

/** "settings/bonus-settings" → "settings". */
export const areaOf = (screen: string) => screen.split('/')[0];

export const areasOf = (rows: ScreenRow[]) => [...new Set(rows.map((r) => areaOf(r.screen)))].sort();

/** The words a text filter looks in: the screen's name, title, routes, kind, entity and data type. */
const searchable = (row: ScreenRow) => [row.screen, row.title, ...row.route, row.kind, row.entity, row.dataType, row.id].filter(Boolean).join(' ').toLowerCase();

/** The rows the filters keep, in the order of their names. */
export function filterScreens(rows: ScreenRow[], filters: ScreenFilters): ScreenRow[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .filter((row) => !filters.area || areaOf(row.screen) === filters.area)
    .filter((row) => !filters.status || (filters.status === 'stale' ? row.stale : row.status === filters.status))
    .filter((row) => words.every((word) => searchable(row).includes(word)))
    .sort((a, b) => a.screen.localeCompare(b.screen));
}
