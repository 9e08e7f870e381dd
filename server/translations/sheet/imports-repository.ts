import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/columns';
import type { Database } from '../../db/schema';
import '../../db/tables/translation-sheet-imports';

/** One version an import wrote: its fields' values before (an update), or created by it (null). */
export interface SheetWrite {
  entity: string;
  id: number;
  /** The version the import left, which an undo finds unchanged or refuses. */
  version: number;
  before: Record<string, string | null> | null;
}

export interface SheetImport {
  importId: number;
  languageId: number;
  importedBy: number;
  importedByName: string;
  importedAt: string;
  writes: SheetWrite[];
  undoneAt: string | null;
}

/** The imports of translation sheets, kept for their undo. */
export function sheetImportsRepository(db: Kysely<Database>) {
  return {
    add: async (entry: Omit<SheetImport, 'importId' | 'undoneAt'>): Promise<number> => {
      const row = await db
        .insertInto('translation_sheet_imports')
        .values({ ...entry, writes: JSON.stringify(entry.writes), undoneAt: null })
        .returning('importId')
        .executeTakeFirstOrThrow();
      return Number(row.importId);
    },
    /** The import, read for its undo (locked until the transaction ends where the database can, so two undos do not both run). */
    take: async (importId: number, lock: boolean): Promise<SheetImport | undefined> => {
      const query = db.selectFrom('translation_sheet_imports').selectAll().where('importId', '=', importId);
      const row = await (lock && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
      return row ? { ...row, importId: Number(row.importId), writes: JSON.parse(row.writes) as SheetWrite[] } : undefined;
    },
    markUndone: async (importId: number, at: string) => {
      await db.updateTable('translation_sheet_imports').set({ undoneAt: at }).where('importId', '=', importId).execute();
    },
  };
}
