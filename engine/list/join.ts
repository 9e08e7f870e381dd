import type { ListScreen } from '../model/descriptor';

type Row = Record<string, any>;

/**
 * Merges a second call's rows into the list's rows: the joined row whose `on` equals a row's `field` lends
 * it its `take` fields (all of its fields when `take` is absent); the row's own values win.
 */
export function joinRows(rows: Row[], joined: Row[], join: NonNullable<ListScreen['join']>): Row[] {
  const byKey = new Map(joined.map((j) => [String(j[join.on]), j]));
  return rows.map((row) => {
    const match = byKey.get(String(row[join.field]));
    if (!match) return row;
    const lent = join.take ? Object.fromEntries(join.take.map((name) => [name, match[name]])) : match;
    return { ...lent, ...row };
  });
}
