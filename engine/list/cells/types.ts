import type { Column } from '../../model/descriptor';

/** What a list cell drawn by a component gets: its row, its column with the format's properties, the language. */
export interface CellProps {
  row: Record<string, any>;
  column: Column;
  language: number;
}
