import { sql, type Kysely } from 'kysely';
import { addToHistory } from '../bulk/bulk-history';
import type { Database } from '../db/schema';
import { Errors, notFound } from '../errors';
import { binRepository } from '../repositories/bin';
import { bulkChangesRepository } from '../repositories/bulk-changes';
import { currentWrite, writeContext } from '../writes/context';
import { isRefusal, MAX_BULK_ROWS, PreviewDone, type BulkEditor, type BulkOutcome, type BulkRow } from '../bulk/run-bulk';
import { BIN_FAMILIES } from './families';
import { moveToBin, type Deletion } from './move-to-bin';
import { restoreFromBin } from './restore';
import { expiresAt } from './rules';

/** The history's name of the bin's own bulk changes: restores of many entries at once. */
export const BIN_BULK_FAMILY = 'bin';

/** What the history keeps of one record restored: where it came from and what it is, to send it back to the bin. */
export interface BinRestoring {
  binEntryId: number;
  family: string;
  recordId: number;
  name: string | null;
  /** The deletion its entry showed, which an undo puts back; none in a history entry written before it was kept. */
  deleted?: Deletion;
}

const IN_THE_BIN = 'In the bin';
const RESTORED = 'Restored';

/**
 * Restores many bin entries at once, as the bin's Restore restores one (server/bin/restore.ts: every row with its id
 * and version, refused while an id or a unique value is taken or a row points at a record that is gone), in one
 * transaction: each entry in a savepoint, so one refused leaves the others whole. A preview rolls it all back; an apply
 * commits the entries that pass with one history entry, whose undo sends them back to the bin in one step.
 */
export async function restoreMany(db: Kysely<Database>, rowsNamed: { id: number }[], editor: BulkEditor, mode: 'preview' | 'apply'): Promise<BulkOutcome> {
  if (rowsNamed.length > MAX_BULK_ROWS) throw new Errors.Invalid(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time: narrow the selection.`);
  try {
    return await db.transaction().execute(async (trx) => {
      const bin = binRepository(trx);
      const rows: BulkRow[] = [];
      const restored: BinRestoring[] = [];
      // Each entry named, as first read: one named again is refused under its name.
      const seen = new Map<number, Awaited<ReturnType<typeof bin.take>>>();
      for (const { id } of rowsNamed) {
        const again = seen.has(id);
        const entry = again ? seen.get(id) : await bin.take(id);
        const base = { id, name: entry?.name ?? null, languageId: entry?.languageId ?? null, before: IN_THE_BIN, after: RESTORED };
        const refuse = (reason: string) => rows.push({ ...base, status: 'refused', reason });
        if (again) {
          refuse('Named twice in this change: the entry is restored once.');
          continue;
        }
        seen.set(id, entry);
        if (!entry) {
          refuse(`There is no bin entry ${id}: it was restored or emptied since, or never existed.`);
          continue;
        }
        await sql`savepoint bin_restore`.execute(trx);
        try {
          // Written as the record's own data type, as its delete was, so its history stays readable by the family's readers.
          await writeContext.run({ ...currentWrite()!, actor: editor.actor, dataType: entry.dataType, claimed: false }, () => restoreFromBin(trx, entry));
          await sql`release savepoint bin_restore`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint bin_restore`.execute(trx);
          if (!isRefusal(error)) throw error;
          refuse((error as Error).message);
          continue;
        }
        rows.push({ ...base, status: 'changed' });
        const deleted = { at: entry.deletedAt, by: entry.deletedBy, byName: entry.deletedByName };
        restored.push({ binEntryId: entry.binEntryId, family: entry.family, recordId: entry.recordId, name: entry.name, deleted });
      }
      const counts = { changed: restored.length, unchanged: 0, refused: rows.length - restored.length };
      const outcome: BulkOutcome = { field: '', rows, counts };
      if (mode === 'preview') throw new PreviewDone(outcome);
      if (restored.length === 0) {
        const refused = rows[0];
        throw new Errors.Invalid(`Nothing was restored: ${refused ? `“${refused.name ?? refused.id}” is refused (${refused.reason})` : 'no entry was named'}.`);
      }
      const bulkId = await addToHistory(trx, editor, { family: BIN_BULK_FAMILY, dataType: 'Settings', action: 'restore', counts, changes: restored, at: editor.now() });
      return { ...outcome, bulkId };
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}

/**
 * Undoes a restore of many entries as a whole: every record it restored goes back to the bin, as its DELETE call
 * would send it (with what it owns, one new bin entry each), in one transaction, each entry showing the deletion it
 * showed before the restore: its days in the bin go on from there rather than starting again (unless they ran out
 * meanwhile: the bin never drops a record as it takes it back). A record deleted again or gone since refuses the undo
 * (409, naming it), and nothing moves.
 */
export async function undoRestoreMany(db: Kysely<Database>, bulkId: number, editor: BulkEditor) {
  return db.transaction().execute(async (trx) => {
    const history = bulkChangesRepository(trx);
    const entry = await history.take(BIN_BULK_FAMILY, bulkId);
    if (!entry) throw notFound('Restore of bin entries', bulkId);
    if (entry.undoneAt) throw new Errors.Conflict(`This change was undone at ${entry.undoneAt}${entry.undoneBy ? ` by ${entry.undoneBy}` : ''}.`);
    const now = editor.now();
    const restored = JSON.parse(entry.changes) as BinRestoring[];
    for (const record of restored) {
      const family = BIN_FAMILIES[record.family];
      if (!family) throw new Errors.Conflict(`The bin no longer keeps ${record.family}; nothing was undone.`);
      const context = { actor: editor.actor, dataType: family.dataType, claimed: false, body: null, written: currentWrite()?.written };
      // Where the bin would no longer keep it (its days ran out while it was restored), it is kept as a new deletion.
      const kept = record.deleted && Date.parse(expiresAt(record.deleted.at)) > now.getTime() ? record.deleted : undefined;
      const moved = await writeContext.run(context, () => moveToBin(trx, family, record.recordId, editor.actor, now, kept));
      if (!moved) throw new Errors.Conflict(`The ${family.what} “${record.name ?? record.recordId}” is no longer there (deleted again since); nothing was undone.`);
    }
    await history.markUndone(bulkId, now.toISOString(), editor.actor?.username ?? null);
    return { bulkId, undone: restored.length };
  });
}
