import type { Column, ListBody } from '../model/descriptor';
import { compareValues } from './format';
import { rowShows } from './search';

type Row = Record<string, any>;

/** What narrows and orders a list's rows: its filters' chosen values, the typed search, the column sorted by. */
export interface ListView {
  filters: Record<string, string>;
  query: string;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
}

/**
 * The rows a list shows, all pages: those its filters and search keep, in the descriptor's order and then by the
 * column the reader sorted. The list's controller and the server's export both ask this, so a file holds what the
 * screen showed.
 */
export function shownRows(rows: Row[], list: Pick<ListBody, 'order'>, view: ListView, searched: Column[], language: number): Row[] {
  const { filters, query, sort } = view;
  const matches = (row: Row) => Object.entries(filters).every(([field, value]) => value === '' || String(row[field] ?? '').toLowerCase() === value.toLowerCase());
  let result = rows.filter((row) => matches(row) && rowShows(row, searched, query, language));
  const by = list.order?.by;
  if (by) {
    const dir = list.order?.direction === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) => (a[by] > b[by] ? dir : a[by] < b[by] ? -dir : 0));
  }
  if (list.order?.reverse) result = [...result].reverse();
  if (sort) {
    const dir = sort.direction === 'asc' ? 1 : -1;
    result = [...result].sort((a, b) => dir * compareValues(a[sort.field], b[sort.field]));
  }
  return result;
}
