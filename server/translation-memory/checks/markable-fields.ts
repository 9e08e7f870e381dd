import { columnsOf } from '../../writes/table-columns';
import { translatedFields } from '../../translations/translated-fields';
import type { TranslatableEntity } from '../../translations/entities';

/** The fields of an entity the memory fills and a mark may name: its translated texts kept in its own table's columns. */
export function markableFields(e: TranslatableEntity): string[] {
  const columns = columnsOf(e.table);
  return [...translatedFields(e.table)].filter((f) => columns.has(f)).sort();
}
