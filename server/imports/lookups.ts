import type { Kysely } from 'kysely';
import type { ImportLookup } from './import-family';

const nameKey = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** A lookup's records read once for the whole file: names to ids (a name may be shared), ids to names for the preview. */
export interface LoadedLookup {
  idsOf(name: string): number[];
  nameOf(id: unknown): string | undefined;
}

export async function loadLookup(db: Kysely<any>, lookup: ImportLookup): Promise<LoadedLookup> {
  let query = db.selectFrom(lookup.table).select([`${lookup.idColumn} as id`, `${lookup.nameColumn} as name`]);
  for (const [column, value] of Object.entries(lookup.where ?? {})) query = query.where(column, '=', value);
  const rows = (await query.execute()) as { id: number; name: string | null }[];
  const ids = new Map<string, number[]>();
  const names = new Map<number, string>();
  for (const row of rows) {
    if (row.name === null) continue;
    names.set(Number(row.id), row.name);
    const key = nameKey(row.name);
    ids.set(key, [...(ids.get(key) ?? []), Number(row.id)]);
  }
  return { idsOf: (name) => ids.get(nameKey(name)) ?? [], nameOf: (id) => names.get(Number(id)) };
}
