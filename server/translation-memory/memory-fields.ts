import { translatedFields, translatedFieldRule } from '../translations/translated-fields';
import { columnsOf } from '../writes/table-columns';

/** The translated fields of a table that are stored columns of it: the texts the memory pairs. */
export function memoryFields(table: string): string[] {
  const columns = columnsOf(table);
  return [...translatedFields(table)].filter((f) => columns.has(f));
}

/** Whether a field holds rich text (HTML): its suggestions keep the target's markup. */
export function isRichField(table: string, field: string): boolean {
  return translatedFieldRule(table, field).richText;
}
