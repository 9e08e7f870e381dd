import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPostgres } from '../db/columns';
import type { BinEntryTable } from '../db/tables/bin';
import '../db/tables/bin';

export type BinEntry = Omit<BinEntryTable, 'binEntryId'> & { binEntryId: number };
export type NewBinEntry = Omit<BinEntryTable, 'binEntryId'>;

/** The columns the bin lists: everything but the snapshot, which only a restore reads. */
const LISTED = ['binEntryId', 'family', 'recordId', 'name', 'languageId', 'dataType', 'deletedBy', 'deletedByName', 'deletedAt', 'childrenCount'] as const;

/**
 * All SQL of the bin (migration 1200). Entries are only added and removed: a restore, a delete for good and
 * the purge of entries older than the bin keeps them take one away; nothing in an entry changes.
 */
export function binRepository(database: Kysely<Database>) {
  const db = database as unknown as Kysely<any>;
  return {
    add: async (entry: NewBinEntry): Promise<number> =>
      Number((await db.insertInto('bin_entries').values(entry).returning('binEntryId').executeTakeFirstOrThrow()).binEntryId),

    /** The entries deleted at or after `since`, newest first. */
    list: (since: string): Promise<Omit<BinEntry, 'snapshot'>[]> =>
      db.selectFrom('bin_entries').select([...LISTED]).where('deletedAt', '>=', since).orderBy('deletedAt', 'desc').orderBy('binEntryId', 'desc').execute(),

    /** One entry with its snapshot, locked until the transaction ends where the database can (two restores at once: the second finds none). */
    take: (binEntryId: number) =>
      db.selectFrom('bin_entries').selectAll().where('binEntryId', '=', binEntryId)
        .$if(isPostgres(db), (q) => q.forUpdate())
        .executeTakeFirst() as Promise<BinEntry | undefined>,

    remove: async (binEntryId: number): Promise<boolean> => Number((await db.deleteFrom('bin_entries').where('binEntryId', '=', binEntryId).executeTakeFirst()).numDeletedRows) > 0,

    /** Drops the entries deleted before `before`; answers how many. */
    purge: async (before: string): Promise<number> => Number((await db.deleteFrom('bin_entries').where('deletedAt', '<', before).executeTakeFirst()).numDeletedRows),
  };
}
