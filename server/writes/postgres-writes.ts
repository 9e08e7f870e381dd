import { sql, type Kysely, type RawBuilder } from 'kysely';
import { currentWrite } from './context';
import { SECRET_PATTERN } from './secrets';
import { columnsOf } from './table-columns';
import type { LanguageGuard } from './language-guard';

type Row = Record<string, any>;

/**
 * Creates and updates on PostgreSQL in one statement, so one round trip: the write and its
 * audit entry as data-modifying CTEs. The changed fields are computed by the database from
 * the old and new rows, with the same rules as audit-entry.ts (secrets redacted, version left out).
 */
function auditInsert(table: string, idColumn: string, action: 'create' | 'update', newRow: string, oldRow: string | null): RawBuilder<unknown> | null {
  const context = currentWrite();
  if (!context) return null;
  const n = sql.raw(newRow);
  const language = columnsOf(table).has('languageId') ? sql`${sql.ref(`${newRow}.languageId`)}` : sql`NULL::int`;
  const changed = oldRow
    ? sql`FROM jsonb_each(to_jsonb(${n})) nv JOIN jsonb_each(to_jsonb(${sql.raw(oldRow)})) ov ON ov.key = nv.key WHERE nv.key <> 'version' AND nv.value IS DISTINCT FROM ov.value`
    : sql`FROM jsonb_each(to_jsonb(${n})) nv WHERE nv.key <> 'version' AND nv.value <> 'null'::jsonb`;
  const old = oldRow ? sql`ov.value` : sql`NULL::jsonb`;
  return sql`INSERT INTO audit_log ("at", "userId", "username", "action", "recordType", "recordId", "languageId", "dataType", "changes")
    SELECT ${new Date().toISOString()}, ${context.actor?.userId ?? null}::int, ${context.actor?.username ?? null}::text, ${action}, ${table},
      ${sql.ref(`${newRow}.${idColumn}`)}::text, ${language}, ${context.dataType}::text,
      coalesce((SELECT jsonb_object_agg(nv.key, CASE WHEN nv.key ~* ${SECRET_PATTERN} THEN '{"redacted":true}'::jsonb ELSE jsonb_build_object('old', ${old}, 'new', nv.value) END) ${changed}), '{}')::text
    FROM ${sql.raw(newRow)}${oldRow ? sql`, ${sql.raw(oldRow)}` : sql``}`;
}

/** INSERT … RETURNING with its audit entry: the stored row. */
export async function insertReturning(db: Kysely<any>, table: string, idColumn: string, values: Row): Promise<Row> {
  const insert = db.insertInto(table).values(values).returningAll();
  const audit = auditInsert(table, idColumn, 'create', 'created', null);
  if (!audit) return insert.executeTakeFirstOrThrow();
  const { rows } = await sql<Row>`WITH created AS (${insert}), logged AS (${audit}) SELECT * FROM created`.execute(db);
  return rows[0];
}

/**
 * UPDATE … RETURNING with its audit entry, on the row locked for the statement. The update only
 * happens when the stated version (if any) is the stored one, the stored language is one of the
 * guard's (if any) and some value differs; the answer
 * has the row before and, if it was updated, after.
 */
export async function updateReturning(db: Kysely<any>, table: string, idColumn: string, id: unknown, changes: Row, expected: number | undefined, guard?: LanguageGuard) {
  const versioned = columnsOf(table).has('version');
  const target = (column: string) => sql.ref(`${table}.${column}`);
  let update = db
    .updateTable(table)
    .set(versioned ? { ...changes, version: sql`${target('version')} + 1` } : changes)
    .from('old')
    .whereRef(`${table}.${idColumn}`, '=', `old.${idColumn}`)
    .where(sql<boolean>`(${sql.join(Object.entries(changes).map(([column, value]) => sql`${target(column)} IS DISTINCT FROM ${value}`), sql` OR `)})`);
  if (versioned && expected !== undefined) update = update.where('old.version', '=', expected);
  if (guard) update = guard.languageIds.length ? update.where('old.languageId', 'in', guard.languageIds) : update.where(sql<boolean>`false`);
  const old = db.selectFrom(table).selectAll().where(idColumn, '=', id).forUpdate();
  const audit = auditInsert(table, idColumn, 'update', 'updated', 'old');
  const { rows } = await sql<{ before: Row | null; after: Row | null }>`WITH old AS (${old}), updated AS (${update.returningAll(table)})${audit ? sql`, logged AS (${audit})` : sql``}
    SELECT (SELECT to_jsonb(old) FROM old) AS before, (SELECT to_jsonb(updated) FROM updated) AS after`.execute(db);
  return rows[0];
}
