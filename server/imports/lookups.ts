import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ImportLookup, NamedRecord } from './import-family';

const nameKey = (text: string) => text.normalize('NFC').trim().toLowerCase();
const groupKey = (group: unknown) => (group === undefined || group === null ? '' : String(group));

/**
 * A lookup's records read once for the whole file: names to ids (a name may be shared), ids to names for the preview;
 * within the group of a lookup that has them (a route's content among the items of its type).
 */
export interface LoadedLookup {
  idsOf(name: string, group?: unknown): number[];
  nameOf(id: unknown, group?: unknown): string | undefined;
}

/** The records of a lookup: one table's rows, or what the family reads itself, in the list's language. */
async function recordsOf(db: Kysely<Database>, lookup: ImportLookup, languageId: number | null): Promise<NamedRecord[]> {
  if ('read' in lookup) return lookup.read(db, languageId);
  let query = (db as unknown as Kysely<any>).selectFrom(lookup.table).select([`${lookup.idColumn} as id`, `${lookup.nameColumn} as name`]);
  for (const [column, value] of Object.entries(lookup.where ?? {})) query = query.where(column, '=', value);
  return (await query.execute()) as NamedRecord[];
}

export async function loadLookup(db: Kysely<Database>, lookup: ImportLookup, languageId: number | null): Promise<LoadedLookup> {
  const ids = new Map<string, number[]>();
  const names = new Map<string, string>();
  for (const record of await recordsOf(db, lookup, languageId)) {
    if (record.name === null) continue;
    const group = groupKey(record.group);
    names.set(`${group}\u0000${Number(record.id)}`, record.name);
    if (record.chosen === false) continue;
    const key = `${group}\u0000${nameKey(record.name)}`;
    ids.set(key, [...(ids.get(key) ?? []), Number(record.id)]);
  }
  return {
    idsOf: (name, group) => ids.get(`${groupKey(group)}\u0000${nameKey(name)}`) ?? [],
    nameOf: (id, group) => names.get(`${groupKey(group)}\u0000${Number(id)}`),
  };
}

/** Whether a cell names the record a stored value already points at: then the stored value stays (one of several sharing the name). */
export const namesStored = (loaded: LoadedLookup, text: string, stored: unknown, group?: unknown) =>
  stored !== null && stored !== undefined && nameKey(loaded.nameOf(stored, group) ?? '\u0000') === nameKey(text);
