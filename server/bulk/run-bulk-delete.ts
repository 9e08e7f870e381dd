import type { Kysely } from 'kysely';
import { addToHistory } from './bulk-history';
import type { Database } from '../db/schema';
import { Errors } from '../errors';
import { moveToBin } from '../bin/move-to-bin';
import { binRepository } from '../repositories/bin';
import { keptSince } from '../bin/rules';
import { currentWrite, writeContext } from '../writes/context';
import { languageOf, mayChange, type BulkFamily } from './bulk-family';
import { isRefusal, languageName, MAX_BULK_ROWS, PreviewDone, type BulkEditor, type BulkOutcome, type BulkRow } from './run-bulk';

/** What the history keeps of one record deleted: the bin entry that holds it, which the undo restores. */
export interface BulkDeletion {
  id: number;
  name: string | null;
  binEntryId: number;
}

/** The words of a record in the bin, as the preview and the report show it. */
const IN_THE_BIN = 'In the bin';

/**
 * One code path for the preview and the apply of a bulk delete: each record named moves to the bin as the family's
 * DELETE call moves it (its refusal, every part it owns, one bin entry), at the version the editor saw, in one
 * transaction. A preview rolls it back; an apply commits the records that pass with one history entry, whose undo
 * restores every bin entry in one step.
 */
export async function runBulkDelete(db: Kysely<Database>, family: BulkFamily, rowsNamed: { id: number; version?: number }[], editor: BulkEditor, mode: 'preview' | 'apply'): Promise<BulkOutcome> {
  const remove = family.remove;
  if (!remove) throw new Errors.NotFound(`${family.whatPlural} are not deleted in bulk`);
  if (rowsNamed.length > MAX_BULK_ROWS) throw new Errors.Invalid(`A bulk change takes up to ${MAX_BULK_ROWS.toLocaleString('en')} records at a time: narrow the selection.`);
  const now = editor.now();
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const rows: BulkRow[] = [];
      const deleted: BulkDeletion[] = [];
      // Each record named, as first read: one named again is refused under its name.
      const seen = new Map<number, Record<string, any> | undefined>();
      for (const { id, version } of rowsNamed) {
        const again = seen.has(id);
        const record = again ? seen.get(id) : await family.read(trx, id);
        const base = { id, name: record ? (record[family.nameColumn] ?? null) : null, languageId: record ? languageOf(family, record) : null, before: null, after: IN_THE_BIN };
        const refuse = (reason: string) => rows.push({ ...base, status: 'refused', reason, ...(record && { version: record.version }) });
        if (again) {
          refuse(`Named twice in this change: the ${family.what} is deleted once.`);
          continue;
        }
        seen.set(id, record);
        if (!record) {
          refuse(`There is no ${family.what} ${id}: it was deleted, or never existed.`);
          continue;
        }
        if (!mayChange(family, record, editor.writable)) {
          refuse(`You may not delete ${family.whatPlural} in ${languageName(languageOf(family, record)!)}.`);
          continue;
        }
        if (version !== undefined && version !== record.version) {
          refuse(`Changed by someone else since you saw it (version ${version}, now ${record.version}): not deleted. Preview again to include it.`);
          continue;
        }
        try {
          await remove.refuse?.(trx, record, editor.req);
          // The version stated is checked by the bin's lock, as a DELETE with If-Match is.
          const context = { actor: editor.actor, dataType: family.dataType, expected: version ?? record.version, claimed: false, body: { [family.idColumn]: id }, written: currentWrite()?.written };
          const moved = await writeContext.run(context, () => moveToBin(trx, remove.binOf(record), id, editor.actor, now));
          if (!moved) {
            refuse(`There is no ${family.what} ${id}: it was deleted meanwhile.`);
            continue;
          }
          rows.push({ ...base, status: 'changed', version: record.version });
          deleted.push({ id, name: base.name, binEntryId: moved.binEntryId });
        } catch (error) {
          if (!isRefusal(error)) throw error;
          refuse((error as Error).message);
        }
      }
      const counts = { changed: deleted.length, unchanged: 0, refused: rows.filter((r) => r.status === 'refused').length };
      const result: BulkOutcome = { field: '', rows, counts };
      if (mode === 'preview') throw new PreviewDone(result);
      if (deleted.length === 0) {
        const refused = rows.find((r) => r.status === 'refused');
        throw new Errors.Invalid(`Nothing was deleted: ${refused ? `“${refused.name ?? refused.id}” is refused (${refused.reason})` : `no ${family.what} was named`}.`);
      }
      const bulkId = await addToHistory(trx, editor, { family: family.name, dataType: family.dataType, action: 'delete', counts, changes: deleted, at: now });
      return { ...result, bulkId };
    });
    await binRepository(db).purge(keptSince(now));
    return outcome;
  } catch (error) {
    if (error instanceof PreviewDone) return error.outcome;
    throw error;
  }
}
