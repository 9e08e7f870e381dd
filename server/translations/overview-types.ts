/** The words of the translation overview, shared by its statements, its rows and its route. */
export type CellState = 'missing' | 'present' | 'incomplete' | 'outOfDate';
export const CELL_STATES: CellState[] = ['missing', 'present', 'incomplete', 'outOfDate'];

export interface Cell {
  languageId: number;
  state: CellState;
  /** The version's id; null where it is missing. */
  id: number | null;
  /** How many fields are empty (incomplete) or changed in English since this version was saved (out of date). */
  count: number;
  /** Those fields' names. */
  fields: string[];
}

export interface Row {
  type: string;
  /** For a settings row: which settings screen. */
  screen?: string;
  englishId: number | null;
  name: string;
  cells: Cell[];
}

/** Per language, how many rows have a cell in each state. */
export type Totals = Map<number, Record<CellState, number>>;

export const noCells = (): Record<CellState, number> => ({ missing: 0, present: 0, incomplete: 0, outOfDate: 0 });
