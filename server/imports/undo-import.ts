import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { Errors, notFound } from '../errors';
import { importsRepository } from '../repositories/imports';
import { tableWriter } from '../writes/table-writer';
import { same } from '../writes/audit-entry';
import type { ImportFamily } from './import-family';
import type { ImportChange } from './import-changes';

/** A foreign-key error from SQLite (better-sqlite3) or PostgreSQL (23503). */
const isForeignKeyViolation = (error: unknown) => ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'].includes(String((error as { code?: unknown } | null)?.code));

/**
 * Undoes a written import as a whole, in one transaction: each record it created is deleted, each it changed gets its
 * changed fields back, through the family's table writer (so each is logged as any save). A record changed or
 * deleted since the import refuses the undo (409, naming it) and nothing is undone; so does an import undone already.
 */
export async function undoImport(db: Kysely<Database>, family: ImportFamily, importId: number, by: string | null, now: Date, authorize: (languageId: number | null) => Promise<void>) {
  return db.transaction().execute(async (trx) => {
    const imports = importsRepository(trx);
    const entry = await imports.take(family.name, importId);
    if (!entry) throw notFound(`Import of ${family.whatPlural}`, importId);
    if (entry.undoneAt) throw new Errors.Conflict(`This import was undone at ${entry.undoneAt}${entry.undoneBy ? ` by ${entry.undoneBy}` : ''}.`);
    const q = trx as unknown as Kysely<any>;
    const writer = tableWriter(q, family.table, family.idColumn);
    const changes = JSON.parse(entry.changes) as ImportChange[];
    const rows = new Map<number, Record<string, any>>();
    for (const row of changes.length ? await q.selectFrom(family.table).selectAll().where(family.idColumn, 'in', changes.map((c) => c.id)).execute() : []) {
      rows.set(Number(row[family.idColumn]), row);
    }
    const languages = new Set<number | null>([...rows.values()].map((row) => (family.languageColumn ? (row[family.languageColumn] as number) : null)));
    for (const languageId of languages.size ? languages : [null]) await authorize(languageId);
    // The records as the family reads them (a link with its address), to compare with what the import wrote.
    if (family.readStored) {
      for (const languageId of languages) for (const row of await family.readStored(trx, languageId)) if (rows.has(Number(row[family.idColumn]))) rows.set(Number(row[family.idColumn]), row);
    }
    const holdsWhatWasWritten = (row: Record<string, unknown>, change: ImportChange) =>
      !!change.after && Object.entries(change.after).every(([field, value]) => same(row[field], value));
    for (const change of changes) {
      const row = rows.get(change.id);
      if (!row && change.action === 'update') throw new Errors.Conflict(`The ${family.what} "${change.key}" was deleted after the import; nothing was undone.`);
      if (row && change.version !== null && row.version !== change.version && !holdsWhatWasWritten(row, change)) {
        throw new Errors.Conflict(`The ${family.what} "${change.key}" was changed after the import; nothing was undone. Undo that change first, or edit it by hand.`);
      }
    }
    // The latest write first, so a record is taken back through the states the import left.
    for (const change of [...changes].reverse()) {
      if (!rows.has(change.id)) continue;
      try {
        if (change.action === 'create') await (family.undo ? family.undo.create(trx, change.id) : writer.remove(change.id));
        else await (family.undo ? family.undo.update(trx, change.id, change.before ?? {}) : writer.update(change.id, change.before ?? {}));
      } catch (error) {
        // A record created by the import that another now names (a review's author) cannot go; the transaction ends here.
        if (isForeignKeyViolation(error)) throw new Errors.Conflict(`The ${family.what} "${change.key}" is used by other records now; nothing was undone.`);
        throw error;
      }
    }
    await imports.markUndone(importId, now.toISOString(), by);
    return { importId, created: entry.created, updated: entry.updated };
  });
}
