import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors, notFound } from '../errors';
import { bulkChangesRepository } from '../repositories/bulk-changes';
import { same } from '../writes/audit-entry';
import { languageOf, mayChange, type BulkFamily } from './bulk-family';
import { binRepository } from '../repositories/bin';
import { restoreFromBin } from '../bin/restore';
import { currentWrite, writeContext } from '../writes/context';
import type { BulkDeletion } from './run-bulk-delete';
import { answeredValue, formRecord, isRefusal, saveOne, type BulkChange, type BulkEditor } from './run-bulk';

/**
 * Undoes an applied bulk change as a whole, in one transaction: each record it wrote gets its field back through the
 * family's own save (so each is checked and logged as any save). A record changed or deleted since refuses the undo
 * (409, naming it) and nothing is undone; so does a change undone already, or a record whose save now refuses the
 * old value (a rule added since).
 */
export async function undoBulk(db: Kysely<Database>, family: BulkFamily, bulkId: number, editor: BulkEditor) {
  return db.transaction().execute(async (trx) => {
    const history = bulkChangesRepository(trx);
    const entry = await history.take(family.name, bulkId);
    if (!entry) throw notFound(`Bulk change of ${family.whatPlural}`, bulkId);
    if (entry.undoneAt) throw new Errors.Conflict(`This change was undone at ${entry.undoneAt}${entry.undoneBy ? ` by ${entry.undoneBy}` : ''}.`);
    if (entry.action === 'delete') {
      const deletions = JSON.parse(entry.changes) as BulkDeletion[];
      await restoreDeleted(trx, family, deletions, editor);
      await history.markUndone(bulkId, editor.now().toISOString(), editor.actor?.username ?? null);
      return { bulkId, undone: deletions.length };
    }
    const changes = JSON.parse(entry.changes) as BulkChange[];
    const save = family.saver(trx);
    const stored = new Map<number, Record<string, any>>();
    for (const change of changes) {
      const record = await family.read(trx, change.id);
      if (!record) throw new Errors.Conflict(`The ${family.what} “${change.name ?? change.id}” was deleted after the change; nothing was undone.`);
      if (!mayChange(family, record, editor.writable)) await editor.req.authorize(languageOf(family, record));
      // A record at another version that still holds what the change wrote was saved since without touching the field.
      if (record.version !== change.version && !same(answeredValue(family, record, entry.field), change.after)) {
        throw new Errors.Conflict(`The ${family.what} “${change.name ?? change.id}” was changed after the change; nothing was undone. Undo that change first, or edit it by hand.`);
      }
      stored.set(change.id, record);
    }
    for (const change of changes) {
      const record = stored.get(change.id)!;
      try {
        await saveOne(trx, family, save, editor, formRecord(family, record, entry.field, change.before), record.version, true);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        throw new Errors.Conflict(`The ${family.what} “${change.name ?? change.id}” cannot be put back (${(error as Error).message}); nothing was undone.`);
      }
    }
    await history.markUndone(bulkId, editor.now().toISOString(), editor.actor?.username ?? null);
    return { bulkId, undone: changes.length };
  });
}

/**
 * Puts back every record a bulk delete moved to the bin, each from its bin entry with everything that went with it
 * (server/bin/restore.ts), logged as restores under the family's data type. A record restored or purged from the bin
 * since, or one whose id or address is taken again, refuses the undo, and nothing is restored.
 */
async function restoreDeleted(trx: Kysely<any>, family: BulkFamily, deletions: BulkDeletion[], editor: BulkEditor) {
  const bin = binRepository(trx);
  for (const deletion of deletions) {
    const kept = await bin.take(deletion.binEntryId);
    if (!kept) throw new Errors.Conflict(`The ${family.what} “${deletion.name ?? deletion.id}” is no longer in the bin (restored or emptied since); nothing was undone.`);
    await editor.req.authorize(kept.languageId, { dataType: family.dataType, action: 'delete' });
    const context = { actor: editor.actor, dataType: family.dataType, claimed: false, body: null, written: currentWrite()?.written };
    await writeContext.run(context, () => restoreFromBin(trx, kept));
  }
}
