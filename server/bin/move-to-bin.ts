import type { Kysely } from 'kysely';
import { binRepository } from '../repositories/bin';
import { claimExpected } from '../writes/context';
import { tableWriter } from '../writes/table-writer';
import type { BinFamily } from './family';
import { recordOf, takeSnapshot, type KeptRow } from './snapshot';

type Row = Record<string, any>;

/** The bin lists a record by its name's first characters (a news item is named by its text). */
const NAME_LENGTH = 200;

/** Who deleted a record and when, as its bin entry shows them: the bin keeps it KEPT_DAYS from then (rules.ts). */
export interface Deletion {
  at: string;
  by: number | null;
  byName: string | null;
}

/**
 * Deletes a record and every row its family owns, into the bin, in the caller's transaction: each row through
 * its table writer (so each is logged as a delete in the audit log), the owned rows before their owners, then one
 * bin entry holding them all as they were. Undefined when there is no such record. The entry is stamped with this
 * deletion (`by`, `now`), or with an earlier one it stands for (`as`: an undone restore sends a record back as it was).
 */
export async function moveToBin(
  trx: Kysely<any>,
  family: BinFamily,
  id: number,
  by: { userId: number; username: string } | null,
  now: Date,
  as?: Deletion,
): Promise<{ binEntryId: number; record: Row } | undefined> {
  // The version a call states (If-Match) is the record's, checked before any of its parts goes.
  if (!(await tableWriter(trx, family.table, family.idColumn).lock(id, claimExpected(family.idColumn, id)))) return undefined;
  const snapshot = await takeSnapshot(trx, family, id);
  if (!snapshot) return undefined;
  for (const kept of [...snapshot.rows].reverse()) await removeKept(trx, kept);
  const record = recordOf(snapshot, family).row;
  const binEntryId = await binRepository(trx).add({
    family: family.family,
    recordId: id,
    name: String(record[family.nameColumn] ?? `${family.what} ${id}`).slice(0, NAME_LENGTH),
    languageId: typeof record.languageId === 'number' ? record.languageId : null,
    dataType: family.dataType,
    deletedBy: as ? as.by : (by?.userId ?? null),
    deletedByName: as ? as.byName : (by?.username ?? null),
    deletedAt: as?.at ?? now.toISOString(),
    childrenCount: snapshot.rows.length - 1,
    snapshot: JSON.stringify(snapshot),
  });
  return { binEntryId, record };
}

/** A row with an id goes through its table writer; a link row (no id) is matched by all its values. */
async function removeKept(trx: Kysely<any>, kept: KeptRow) {
  if (kept.idColumn) {
    await tableWriter(trx, kept.table, kept.idColumn).remove(kept.row[kept.idColumn]);
    return;
  }
  let query = trx.deleteFrom(kept.table);
  for (const [column, value] of Object.entries(kept.row)) query = query.where(column, '=', value);
  await query.execute();
}
