import type { Kysely } from 'kysely';

const columnsByTable = new Map<string, Set<string>>();

/** Reads the columns of every table once the migrations have run: the only fields a write may store. */
export async function loadTableColumns(db: Kysely<any>): Promise<void> {
  for (const table of await db.introspection.getTables()) columnsByTable.set(table.name, new Set(table.columns.map((c) => c.name)));
}

export function columnsOf(table: string): Set<string> {
  const columns = columnsByTable.get(table);
  if (!columns) throw new Error(`table ${table} is unknown: were its columns loaded after the migrations?`);
  return columns;
}

/** Keeps the values that are columns of the table; anything else a body carried never reaches SQL. */
export function storedOnly(table: string, values: Record<string, unknown>, except: string[] = []): Record<string, unknown> {
  const columns = columnsOf(table);
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => columns.has(key) && !except.includes(key) && value !== undefined));
}
