import type { ListScreen } from '../model/descriptor';
import type { DataProvider } from '../data/provider';

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
