import type { Generated } from 'kysely';

/** One deleted record in the bin (migration 1200). */
export interface BinEntryTable {
  binEntryId: Generated<number>;
  /** The bin family (server/bin/families/): "reviews". */
  family: string;
  /** The deleted record's id. */
  recordId: number;
  /** What the record was called, as the bin lists it. */
  name: string;
  languageId: number | null;
  /** The permission data type the record belongs to. */
  dataType: string;
  deletedBy: number | null;
  deletedByName: string | null;
  /** ISO time of the delete. */
  deletedAt: string;
  /** How many rows went with the record (FAQ, highlights, routes…). */
  childrenCount: number;
  /** JSON: the rows as they were (server/bin/snapshot.ts). */
  snapshot: string;
}

declare module '../schema' {
  interface Database {
    bin_entries: BinEntryTable;
  }
}
