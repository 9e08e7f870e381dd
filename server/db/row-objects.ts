/** Turns a row read as an array (the driver's raw mode) into the object the driver would have made. */
export type RowObjects = (row: unknown[]) => Record<string, unknown>;

/**
 * A function making a statement's rows into objects with its columns as keys, in their order; a
 * later column of the same name wins, as it does in the driver's own objects. Generated as one
 * object literal (names written with JSON.stringify, so any name is a safe literal): every row then
 * has one shape from the start, where the driver sets each property of a new object in turn, which
 * cost half of reading a hundred rows of nine columns. Undefined for names a literal cannot hold as
 * plain keys (`__proto__` would set the prototype), which keep the driver's objects.
 */
export function rowObjects(columns: readonly string[]): RowObjects | undefined {
  if (columns.includes('__proto__')) return undefined;
  const keys = columns.map((name, i) => `${JSON.stringify(name)}: row[${i}]`);
  return new Function(`return function rowObject(row) { return { ${keys.join(', ')} }; }`)() as RowObjects;
}
