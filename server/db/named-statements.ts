import type pg from 'pg';
import { rowObjects, type RowObjects } from './row-objects';

/** Distinct statement texts kept prepared per connection at most; texts beyond it run unprepared. */
const LIMIT = 2000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** What the connections of one pool share: each text's statement name, and how its rows become objects. */
export interface StatementCache {
  names: Map<string, string>;
  rows: Map<string, { columns: string[]; toObject: RowObjects }>;
}

export const statementCache = (): StatementCache => ({ names: new Map(), rows: new Map() });

const sameColumns = (columns: string[], fields: pg.FieldDef[]) => columns.length === fields.length && fields.every((field, i) => field.name === columns[i]);

/** For names a literal cannot hold (`__proto__`), objects made as the driver makes them: a copy of a template, then each column set. */
function assigned(columns: string[]): RowObjects {
  const template = Object.create(null);
  for (const column of columns) template[column] = null;
  const empty = { ...template };
  return (row) => {
    const object = { ...empty };
    for (let i = 0; i < columns.length; i++) object[columns[i]] = row[i];
    return object;
  };
}

/**
 * Rows read as arrays, made into objects in place by a literal generated once per statement (see
 * server/db/row-objects.ts): pg copies a template object and then sets each column, which cost
 * about 40% more on a hundred rows of nine columns. Remade when the columns change (a migration).
 */
function objectRows(result: pg.QueryResult, name: string, shapes: StatementCache['rows']): pg.QueryResult {
  let shape = shapes.get(name);
  if (!shape || !sameColumns(shape.columns, result.fields)) {
    const columns = result.fields.map((field) => field.name);
    shapes.set(name, (shape = { columns, toObject: rowObjects(columns) ?? assigned(columns) }));
  }
  const rows = result.rows as unknown[];
  for (let i = 0; i < rows.length; i++) rows[i] = shape.toObject(rows[i] as unknown[]);
  return result;
}

/**
 * Makes a connection run the server's queries as named prepared statements: PostgreSQL parses and
 * plans each text once per connection instead of on every call. The server's texts are few (its
 * queries differ by their values, which travel apart), so the names stay bounded; schema changes
 * are not prepared. A plan made before the schema changed under it is dropped and the call retried.
 */
export function prepareStatements(client: pg.PoolClient, cache: StatementCache): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const prepared = (name: string, text: string, values?: unknown[]) =>
    query({ name, text, values, rowMode: 'array' }).then((result) => objectRows(result, name, cache.rows));
  (client as { query: unknown }).query = (text: unknown, values?: unknown[], ...rest: unknown[]) => {
    if (typeof text !== 'string' || rest.length || !PREPARABLE.test(text)) return query(text, values, ...rest);
    let name = cache.names.get(text);
    if (!name && cache.names.size < LIMIT) cache.names.set(text, (name = `s${cache.names.size + 1}`));
    if (!name) return query(text, values);
    return prepared(name, text, values).catch((error: { code?: string }) => {
      if (error.code !== '0A000') throw error; // cached plan must not change result type
      return query(`DEALLOCATE ${name}`).then(() => {
        delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name!];
        return prepared(name!, text, values);
      });
    });
  };
}
