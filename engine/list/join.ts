import type { ListScreen } from '../model/descriptor';
import type { DataProvider } from '../data/provider';

type Row = Record<string, any>;

type Join = NonNullable<ListScreen['join']>;

/** The joined rows by their `on` value, each kept as what it lends: its `take` fields (all of them when absent). */
export function joinIndex(joined: Row[], join: Join): Map<string, Row> {
  const index = new Map<string, Row>();
  for (const j of joined) index.set(String(j[join.on]), join.take ? taken(j, join.take) : j);
  return index;
}

/** Only the named fields of a row. A loop, not Object.fromEntries: an export joins 100,000 rows, each one's garbage counts. */
function taken(row: Row, names: string[]): Row {
  const lent: Row = {};
  for (const name of names) lent[name] = row[name];
  return lent;
}

/** The rows, each with what its joined row lends (the row's own values win). */
export const joinWith = (rows: Row[], index: Map<string, Row>, join: Join): Row[] =>
  rows.map((row) => {
    const lent = index.get(String(row[join.field]));
    if (!lent) return row;
    const merged = { ...row };
    for (const name in lent) if (!Object.hasOwn(row, name)) merged[name] = lent[name];
    return merged;
  });

/**
 * Merges a second call's rows into the list's rows: the joined row whose `on` equals a row's `field` lends
 * it its `take` fields (all of its fields when `take` is absent); the row's own values win.
 */
export const joinRows = (rows: Row[], joined: Row[], join: Join): Row[] => joinWith(rows, joinIndex(joined, join), join);

/**
 * Each row with the answer of the list's per-row call under its `into` field; a call that fails leaves that row
 * without it (its cell shows nothing) rather than the list without rows.
 */
export async function joinEachRow(provider: DataProvider, rows: Row[], joinEach: NonNullable<ListScreen['joinEach']>, language: number): Promise<Row[]> {
  const answers = await Promise.all(
    rows.map((row) =>
      provider.call(joinEach.load, { language, row }).catch((error: unknown) => {
        console.error('row join failed', error);
        return undefined;
      }),
    ),
  );
  return rows.map((row, i) => (answers[i] === undefined ? row : { ...row, [joinEach.into]: answers[i] }));
}
