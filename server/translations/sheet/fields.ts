import { columnsOf } from '../../writes/table-columns';
import type { OverviewSource } from '../overview-sources';
import { translatedFields } from '../translated-fields';

/** The fields a sheet carries for a source: its translated texts that the table stores, in the schema's order. */
export function sheetFields(source: OverviewSource): string[] {
  const columns = columnsOf(source.table);
  return [...translatedFields(source.table)].filter((field) => columns.has(field));
}
