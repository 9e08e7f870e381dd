import { edited, type Json } from './parts-path';

/** A list screen's columns: relabelled, reordered, removed and put back, made sortable or not. */
const columnsOf = (copy: Json) => copy.columns as Json[];

export function setColumnLabel(descriptor: Json, index: number, label: string): Json {
  return edited(descriptor, (copy) => {
    columnsOf(copy)[index].label = label;
  });
}

export function setColumnSortable(descriptor: Json, index: number, sortable: boolean): Json {
  return edited(descriptor, (copy) => {
    const column = columnsOf(copy)[index];
    if (sortable) column.sortable = true;
    else delete column.sortable;
  });
}

/** One place left (-1) or right (+1); at either end nothing changes. */
export function moveColumn(descriptor: Json, index: number, by: -1 | 1): Json {
  const size = (descriptor.columns as unknown[]).length;
  if (index + by < 0 || index + by >= size) return descriptor;
  return edited(descriptor, (copy) => {
    const columns = columnsOf(copy);
    [columns[index], columns[index + by]] = [columns[index + by], columns[index]];
  });
}

/** Takes a column off the list; the column is answered so that it can be put back. */
export function removeColumn(descriptor: Json, index: number): { descriptor: Json; removed: Json } {
  const removed = structuredClone(columnsOf(descriptor)[index]);
  return { descriptor: edited(descriptor, (copy) => void columnsOf(copy).splice(index, 1)), removed };
}

/** Puts a removed column back at `index` (the end when it is past it). */
export function restoreColumn(descriptor: Json, column: Json, index: number): Json {
  return edited(descriptor, (copy) => {
    const columns = columnsOf(copy);
    columns.splice(Math.min(index, columns.length), 0, structuredClone(column));
  });
}
