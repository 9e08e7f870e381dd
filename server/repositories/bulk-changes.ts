import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import type { BulkChangeTable } from '../db/tables/bulk-changes';
import '../db/tables/bulk-changes';

export type BulkEntry = Omit<BulkChangeTable, 'bulkId'> & { bulkId: number };

/** The columns the history lists: everything but the changes, which only an undo reads. */
const LISTED = ['bulkId', 'family', 'dataType', 'action', 'field', 'value', 'userId', 'username', 'at', 'written', 'refused', 'undoneAt', 'undoneBy'] as const;

/** All SQL of the bulk changes' history (migration 1400). An entry is added by an apply and marked once undone; nothing else changes. */
export function bulkChangesRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  return {
    add: async (entry: Omit<BulkEntry, 'bulkId' | 'undoneAt' | 'undoneBy'>): Promise<number> =>
      Number((await db.insertInto('bulk_changes').values(entry).returning('bulkId').executeTakeFirstOrThrow()).bulkId),

    /** A family's latest changes, newest first. */
    list: (family: string, limit: number): Promise<Omit<BulkEntry, 'changes'>[]> =>
      db.selectFrom('bulk_changes').select([...LISTED]).where('family', '=', family).orderBy('bulkId', 'desc').limit(limit).execute(),

    /** One entry with its changes, locked until the transaction ends where the database can (two undos at once: the second waits, then finds it undone). */
    take: (family: string, bulkId: number) =>
      db.selectFrom('bulk_changes').selectAll().where('bulkId', '=', bulkId).where('family', '=', family)
        .$if(isPostgres(db), (q) => q.forUpdate())
        .executeTakeFirst() as Promise<BulkEntry | undefined>,

    markUndone: async (bulkId: number, at: string, by: string | null): Promise<void> => {
      await db.updateTable('bulk_changes').set({ undoneAt: at, undoneBy: by }).where('bulkId', '=', bulkId).execute();
    },
  };
}
