import type { Kysely } from 'kysely';
import { Errors } from '../errors';
import { binRepository, type BinEntry } from '../repositories/bin';
import { tableWriter } from '../writes/table-writer';
import { recordOf, type KeptRow, type Snapshot } from './snapshot';
import { BIN_FAMILIES } from './families';

type Row = Record<string, any>;

/** A refused restore: what stands in the way, in words, and which value when it is one (the url). */
const collision = (message: string, field?: string) => Object.assign(new Errors.RestoreConflict(message), field ? { field, reason: 'is already used' } : {});

/**
 * Puts back everything a bin entry holds, in the caller's transaction: each row with its own id and version,
 * owners before their parts, each logged as a restore; then the pointers of other rows the delete emptied,
 * where they are still empty. Refused with 409 RESTORE_CONFLICT, and nothing changed, when a row's id or a
 * unique value (a route's url) is taken meanwhile, or a row points at a record that is gone.
 */
export async function restoreFromBin(trx: Kysely<any>, entry: BinEntry): Promise<Row> {
  const snapshot = JSON.parse(entry.snapshot) as Snapshot;
  for (const kept of snapshot.rows) await refuseCollision(trx, kept);
  for (const kept of snapshot.rows) await putBack(trx, kept);
  for (const reference of snapshot.references) {
    const row = await trx.selectFrom(reference.table).select(reference.column).where(reference.idColumn, '=', reference.id).executeTakeFirst();
    if (row && row[reference.column] === null) await tableWriter(trx, reference.table, reference.idColumn).update(reference.id, { [reference.column]: reference.value });
  }
  await binRepository(trx).remove(entry.binEntryId);
  return recordOf(snapshot, BIN_FAMILIES[entry.family] ?? { table: entry.family }).row;
}

async function refuseCollision(trx: Kysely<any>, kept: KeptRow) {
  if (!kept.idColumn) return;
  const id = kept.row[kept.idColumn];
  if (await trx.selectFrom(kept.table).select(kept.idColumn).where(kept.idColumn, '=', id).executeTakeFirst()) {
    throw collision(`The ${kept.what} ${id} exists again: it cannot be restored over itself.`);
  }
  if (!kept.unique) return;
  let query = trx.selectFrom(kept.table).select(kept.idColumn);
  for (const column of kept.unique.columns) query = query.where(column, '=', kept.row[column]);
  const other = await query.executeTakeFirst();
  if (other) {
    const value = kept.row[kept.unique.columns[kept.unique.columns.length - 1]];
    throw collision(`The ${kept.unique.what} “${value}” is now used by another ${kept.what} (${other[kept.idColumn]}): change it there first, then restore.`, kept.unique.what);
  }
}

async function putBack(trx: Kysely<any>, kept: KeptRow) {
  try {
    if (kept.idColumn) await tableWriter(trx, kept.table, kept.idColumn).restore(kept.row);
    // A link row (route_links) has no id and no history of its own: its owner's restore is its history.
    else await trx.insertInto(kept.table).values(kept.row).execute();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const id = kept.idColumn ? ` ${kept.row[kept.idColumn]}` : '';
    throw collision(`The ${kept.what}${id} points at a record that is no longer there (${describeForeignKey(error)}); restore or recreate that one first.`);
  }
}

/** A foreign-key error from SQLite (better-sqlite3) or PostgreSQL (23503). */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** PostgreSQL names the missing key ("Key (parentReviewId)=(4) is not present…"); SQLite does not. */
function describeForeignKey(error: unknown): string {
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail.replace(/\.$/, '') : 'a foreign key';
}
