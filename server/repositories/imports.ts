import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import type { ImportTable } from '../db/tables/imports';
import '../db/tables/imports';

export type ImportEntry = Omit<ImportTable, 'importId'> & { importId: number };

/** The columns the history lists: everything but the changes, which only an undo reads. */
const LISTED = ['importId', 'family', 'dataType', 'fileName', 'userId', 'username', 'at', 'created', 'updated', 'unchanged', 'leftOut', 'undoneAt', 'undoneBy'] as const;

/** All SQL of the imports' history (migration 1300). An entry is added by a write and marked once undone; nothing else changes. */
export function importsRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  return {
    add: async (entry: Omit<ImportEntry, 'importId' | 'undoneAt' | 'undoneBy'>): Promise<number> =>
      Number((await db.insertInto('imports').values(entry).returning('importId').executeTakeFirstOrThrow()).importId),

    /** A family's latest imports, newest first. */
    list: (family: string, limit: number): Promise<Omit<ImportEntry, 'changes'>[]> =>
      db.selectFrom('imports').select([...LISTED]).where('family', '=', family).orderBy('importId', 'desc').limit(limit).execute(),

    /** One entry with its changes, locked until the transaction ends where the database can (two undos at once: the second waits, then finds it undone). */
    take: (family: string, importId: number) =>
      db.selectFrom('imports').selectAll().where('importId', '=', importId).where('family', '=', family)
        .$if(isPostgres(db), (q) => q.forUpdate())
        .executeTakeFirst() as Promise<ImportEntry | undefined>,

    markUndone: async (importId: number, at: string, by: string | null): Promise<void> => {
      await db.updateTable('imports').set({ undoneAt: at, undoneBy: by }).where('importId', '=', importId).execute();
    },
  };
}
