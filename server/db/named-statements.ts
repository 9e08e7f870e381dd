import type pg from 'pg';

/** Distinct statement texts kept prepared per connection at most; texts beyond it run unprepared. */
const LIMIT = 2000;
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Makes a connection run the server's queries as named prepared statements: PostgreSQL parses and
 * plans each text once per connection instead of on every call. The server's texts are few (its
 * queries differ by their values, which travel apart), so the names stay bounded; schema changes
 * are not prepared. A plan made before the schema changed under it is dropped and the call retried.
 */
export function prepareStatements(client: pg.PoolClient, names: Map<string, string>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  (client as { query: unknown }).query = (text: unknown, values?: unknown[], ...rest: unknown[]) => {
    if (typeof text !== 'string' || rest.length || !PREPARABLE.test(text)) return query(text, values, ...rest);
    let name = names.get(text);
    if (!name && names.size < LIMIT) names.set(text, (name = `s${names.size + 1}`));
    if (!name) return query(text, values);
    return query({ name, text, values }).catch((error: { code?: string }) => {
      if (error.code !== '0A000') throw error; // cached plan must not change result type
      return query(`DEALLOCATE ${name}`).then(() => {
        delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name!];
        return query({ name, text, values });
      });
    });
  };
}
