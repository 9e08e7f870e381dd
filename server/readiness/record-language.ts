import { sql, type Kysely } from 'kysely';
import type { ReadinessFamily } from './families';

/** The language of a record of the family; undefined when the family has no such record. */
export async function recordLanguage(db: Kysely<any>, family: ReadinessFamily, id: number): Promise<number | undefined> {
  let query = db.selectFrom(`${family.table} as t`).select('t.languageId as lang').where(`t.${family.idColumn}`, '=', id);
  for (const [column, value] of Object.entries(family.where ?? {})) query = query.where(sql.ref(`t.${column}`), '=', value);
  const row = (await query.executeTakeFirst()) as { lang: number } | undefined;
  return row ? Number(row.lang) : undefined;
}
