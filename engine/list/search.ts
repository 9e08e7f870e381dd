import type { Column } from '../model/descriptor';
import { holdsText } from '../../shared/search-families';
import { show } from './format';

export { SEARCH_PARAM, searchedColumns, searchNoun, searchParamOf } from '../registry/list-search';

type Row = Record<string, unknown>;

/** Whether a row shows the typed text in one of the columns, case aside, as the list shows it (a date as written). */
export function rowShows(row: Row, columns: Column[], typed: string, language: number): boolean {
  const text = typed.trim();
  if (!text) return true;
  return columns.some((c) => holdsText(show(row[c.field], c, 'list', language).text, text));
}
