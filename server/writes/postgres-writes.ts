import { sql, type Kysely, type RawBuilder } from 'kysely';
import { columnSlots, columnValues, shapedQuery, type Slot } from '../db/slotted-query';
import { currentWrite, type WriteContext } from './context';
import { isSecret, SECRET_PATTERN } from './secrets';
import { columnsOf } from './table-columns';
import { AUDIT_BOUNDS } from './audit-bounds';
import type { LanguageGuard } from './language-guard';
import { batchOf } from './insert-batch';

type Row = Record<string, any>;

/**
 * Creates and updates on PostgreSQL in one statement, so one round trip: the write and its
 * audit entry as data-modifying CTEs. The changed fields are computed by the database from
 * the old and new rows, with the same rules as audit-entry.ts (secrets redacted, version left out,
 * long texts and the entry bounded as audit-bounds.ts says).
 * Each statement is compiled once per shape (server/db/slotted-query.ts); its values go in slots.
 */
function auditInsert(slot: Slot, table: string, idColumn: string, action: 'create' | 'update', newRow: string, oldRow: { name: string; columns: string[] } | null): RawBuilder<unknown> {
  const n = sql.raw(newRow);
  const language = columnsOf(table).has('languageId') ? sql`${sql.ref(`${newRow}.languageId`)}` : sql`NULL::int`;
  return sql`INSERT INTO audit_log ("at", "userId", "username", "action", "recordType", "recordId", "languageId", "dataType", "changes", "restores")
    SELECT ${slot('at')}, ${slot('userId')}::int, ${slot('username')}::text, ${action}, ${table},
      ${sql.ref(`${newRow}.${idColumn}`)}::text, ${language}, ${slot('dataType')}::text,
      audit_bounded(coalesce((${oldRow ? changedColumns(newRow, oldRow.name, oldRow.columns) : storedColumns(n)}), '{}'), ${BOUNDS})::text,
      ${slot('restores')}::text
    FROM ${n}${oldRow ? sql`, ${sql.raw(oldRow.name)}` : sql``}`;
}

/** The figures of audit-bounds.ts, for the database's own copy of its rules (migration 0970). */
const BOUNDS = sql.join([AUDIT_BOUNDS.compactFrom, AUDIT_BOUNDS.context, AUDIT_BOUNDS.ceiling].map((n) => sql.lit(n)));

/** A created row's fields with a value, as {old: null, new}. */
const storedColumns = (row: RawBuilder<unknown>) =>
  sql`SELECT jsonb_object_agg(nv.key, CASE WHEN nv.key ~* ${SECRET_PATTERN} THEN '{"redacted":true}'::jsonb ELSE jsonb_build_object('old', NULL::jsonb, 'new', nv.value) END)
    FROM jsonb_each(to_jsonb(${row})) nv WHERE nv.key <> 'version' AND nv.value <> 'null'::jsonb`;

/**
 * The written columns whose value changed, as {old, new}: only those an update sets can differ (the version
 * aside), so neither whole row is turned into JSON, which for a long text costs more than the update.
 */
function changedColumns(newRow: string, oldRow: string, columns: string[]) {
  const entries = columns.map((column) => {
    const [before, after] = [sql.ref(`${oldRow}.${column}`), sql.ref(`${newRow}.${column}`)];
    const change = isSecret(column) ? sql`'{"redacted":true}'::jsonb` : sql`jsonb_build_object('old', to_jsonb(${before}), 'new', to_jsonb(${after}))`;
    return sql`(${column}, CASE WHEN ${after} IS DISTINCT FROM ${before} THEN ${change} END)`;
  });
  return sql`SELECT jsonb_object_agg(c.key, c.value) FROM (VALUES ${sql.join(entries)}) AS c(key, value) WHERE c.value IS NOT NULL`;
}

/** The audit entry's values: who writes, when, under which data type. */
const auditValues = (context: WriteContext) => ({ at: new Date().toISOString(), userId: context.actor?.userId ?? null, username: context.actor?.username ?? null, dataType: context.dataType, restores: context.restores ?? null });


/** INSERT … RETURNING with its audit entry: the stored row; in an insert batch (insert-batch.ts), once its batch is sent. */
export async function insertReturning(db: Kysely<any>, table: string, idColumn: string, values: Row): Promise<Row> {
  const context = currentWrite();
  const batch = context && batchOf(db);
  if (batch) return batch.queue(table, idColumn, values, context);
  const shape = JSON.stringify(['insert', table, idColumn, Object.keys(values), !!context]);
  const query = shapedQuery<Row>(db, shape, (slot) => {
    const insert = db.insertInto(table).values(columnSlots(slot, values)).returningAll();
    return context ? sql<Row>`WITH created AS (${insert}), logged AS (${auditInsert(slot, table, idColumn, 'create', 'created', null)}) SELECT * FROM created` : insert;
  });
  const rows = await query.run(db, { ...columnValues(values), ...(context && auditValues(context)) });
  if (!rows[0]) throw new Error(`the insert into ${table} answered no row`);
  return rows[0];
}

/**
 * INSERT … RETURNING of several rows of one shape with their audit entries, one statement: the stored rows in the
 * order given (the order PostgreSQL inserts the VALUES in and RETURNING answers them), each logged as its own create.
 */
export async function insertManyReturning(db: Kysely<any>, table: string, idColumn: string, rows: Row[], context: WriteContext): Promise<Row[]> {
  const columns = Object.keys(rows[0]);
  const shape = JSON.stringify(['insert many', table, idColumn, columns, rows.length]);
  const query = shapedQuery<Row>(db, shape, (slot) => {
    const insert = db.insertInto(table).values(rows.map((_, i) => Object.fromEntries(columns.map((column) => [column, slot(`${i}:${column}`)])))).returningAll();
    return sql<Row>`WITH created AS (${insert}), logged AS (${auditInsert(slot, table, idColumn, 'create', 'created', null)}) SELECT * FROM created`;
  });
  const values = Object.fromEntries(rows.flatMap((row, i) => columns.map((column) => [`${i}:${column}`, row[column]])));
  return query.run(db, { ...values, ...auditValues(context) });
}

/** Marks which row an update answers; no column can have this name. */
const WRITTEN = '?written';

/**
 * UPDATE … RETURNING with its audit entry, on the row locked for the statement. The update only
 * happens when the stated version (if any) is the stored one, the stored language is one of the
 * guard's (if any) and some value differs. The answer is the row as written or, when nothing was
 * written, as stored (neither when there is no such row): one row, in its own columns.
 */
export async function updateReturning(db: Kysely<any>, table: string, idColumn: string, id: unknown, changes: Row, expected: number | undefined, guard?: LanguageGuard) {
  const versioned = columnsOf(table).has('version');
  const context = currentWrite();
  const guarded = guard?.languageIds.length ?? null;
  const shape = JSON.stringify(['update', table, idColumn, Object.keys(changes), versioned && expected !== undefined, guarded, !!context]);
  const query = shapedQuery<Row>(db, shape, (slot) => {
    const target = (column: string) => sql.ref(`${table}.${column}`);
    const set = columnSlots(slot, changes);
    let update = db
      .updateTable(table)
      .set(versioned ? { ...set, version: sql`${target('version')} + 1` } : set)
      .from('old')
      .whereRef(`${table}.${idColumn}`, '=', `old.${idColumn}`)
      .where(sql<boolean>`(${sql.join(Object.keys(changes).map((column) => sql`${target(column)} IS DISTINCT FROM ${slot(`value:${column}`)}`), sql` OR `)})`);
    if (versioned && expected !== undefined) update = update.where('old.version', '=', slot('expected'));
    if (guarded !== null) update = guarded ? update.where('old.languageId', 'in', guard!.languageIds.map((_, i) => slot(`language:${i}`))) : update.where(sql<boolean>`false`);
    const old = db.selectFrom(table).selectAll().where(idColumn, '=', slot('id')).forUpdate();
    const audit = context ? auditInsert(slot, table, idColumn, 'update', 'updated', { name: 'old', columns: Object.keys(changes) }) : null;
    return sql<Row>`WITH old AS (${old}), updated AS (${update.returningAll(table)})${audit ? sql`, logged AS (${audit})` : sql``}
    SELECT true AS ${sql.ref(WRITTEN)}, updated.* FROM updated UNION ALL SELECT false, old.* FROM old WHERE NOT EXISTS (SELECT 1 FROM updated)`;
  });
  const languages = Object.fromEntries((guard?.languageIds ?? []).map((languageId, i) => [`language:${i}`, languageId]));
  const [row] = await query.run(db, { id, expected, ...columnValues(changes), ...languages, ...(context && auditValues(context)) });
  if (!row) return {};
  const { [WRITTEN]: written, ...record } = row;
  return written ? { written: record } : { stored: record };
}
