import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The first record that still points at a url entry through a urlTableId
 * column (academy guides, portfolio settings, news items, tool items…). Found
 * by looking at the tables that exist, so families added later are covered too.
 */
export async function firstUserOfUrlEntry(db: Kysely<Database>, urlTableId: number): Promise<string | undefined> {
  const q = db as unknown as Kysely<any>;
  const tables = (await db.introspection.getTables()).filter(
    (t) => t.name !== 'url_tables' && t.columns.some((c) => c.name === 'urlTableId'),
  );
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const hit = await q.selectFrom(table.name).select(q.fn.countAll().as('n')).where('urlTableId', '=', urlTableId).executeTakeFirst();
    if (Number(hit?.n) > 0) return `${Number(hit!.n)} record(s) of ${table.name}`;
  }
  return undefined;
}
