import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/columns';
import { translatedFields } from './translated-fields';

/**
 * The translated fields (comma-separated, null for none) that audited updates of an English record changed after
 * a version was saved: a field counts when the change's old or new value (or a long text's changed middle) is a
 * string. The audit log keeps the changes as JSON text, which each database reads with its own functions; its
 * writer stores an object, so a value of another kind is passed over by its first character rather than parsed twice.
 */
export function staleFieldsOf(db: Kysely<any>, table: string, englishId: RawBuilder<unknown>, savedAt: RawBuilder<unknown>): RawBuilder<string | null> {
  const fields = [...translatedFields(table)];
  if (!fields.length) return sql`null`;
  const names = sql.join(fields.map((f) => sql.lit(f)));
  const where = sql`a."recordType" = ${sql.lit(table)} and a."recordId" = cast(${englishId} as text) and a.action = 'update' and a."languageId" = 1
    and (${savedAt} is null or a.at > ${savedAt}) and j.key in (${names})`;
  if (isPostgres(db)) {
    const text = (side: string) => sql`jsonb_typeof(j.value -> ${sql.lit(side)}) = 'string'`;
    return sql`(select string_agg(distinct j.key, ',') from audit_log a
      cross join lateral jsonb_each(case when left(ltrim(a.changes), 1) = '{' then a.changes::jsonb else '{}'::jsonb end) j
      where ${where} and (${text('old')} or ${text('new')} or ${text('before')} or ${text('after')}))`;
  }
  const text = (side: string) => sql`json_type(j.value, ${sql.lit(`$.${side}`)}) = 'text'`;
  return sql`(select group_concat(distinct j.key) from audit_log a, json_each(case when a.changes like '{%' then a.changes else '{}' end) j
    where ${where} and case when j.type = 'object' then (${text('old')} or ${text('new')} or ${text('before')} or ${text('after')}) else 0 end)`;
}

/**
 * The common table `changed`: per English record of the table (its id as the audit log writes it, as text), when an
 * audited update last changed one of its translated texts, read as staleFieldsOf reads them. A version saved before
 * that is out of date: one pass over the log for every cell, where the fields themselves are read for a page only.
 */
export function lastTextChanges(db: Kysely<any>, table: string): RawBuilder<unknown> {
  const fields = [...translatedFields(table)];
  if (!fields.length) return sql`changed as (select a."recordId" as english, a.at from audit_log a where 1 = 0)`;
  const names = sql.join(fields.map((f) => sql.lit(f)));
  const where = sql`a."recordType" = ${sql.lit(table)} and a.action = 'update' and a."languageId" = 1 and j.key in (${names})`;
  if (isPostgres(db)) {
    const text = (side: string) => sql`jsonb_typeof(j.value -> ${sql.lit(side)}) = 'string'`;
    return sql`changed as (select a."recordId" as english, max(a.at) as at from audit_log a
      cross join lateral jsonb_each(case when left(ltrim(a.changes), 1) = '{' then a.changes::jsonb else '{}'::jsonb end) j
      where ${where} and (${text('old')} or ${text('new')} or ${text('before')} or ${text('after')}) group by a."recordId")`;
  }
  const text = (side: string) => sql`json_type(j.value, ${sql.lit(`$.${side}`)}) = 'text'`;
  return sql`changed as (select a."recordId" as english, max(a.at) as at from audit_log a, json_each(case when a.changes like '{%' then a.changes else '{}' end) j
    where ${where} and case when j.type = 'object' then (${text('old')} or ${text('new')} or ${text('before')} or ${text('after')}) else 0 end group by a."recordId")`;
}
