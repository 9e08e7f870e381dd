import type { Generated } from 'kysely';

/** One applied bulk change (migration 1400). */
export interface BulkChangeTable {
  bulkId: Generated<number>;
  /** The bulk family (server/bulk/families/): "blogs". */
  family: string;
  dataType: string;
  /** `set`: a field set to a value; `delete`: records moved to the bin; `restore`: bin entries put back (family "bin"). */
  action: 'set' | 'delete' | 'restore';
  /** The field set, and its value as JSON ('' and null for a delete). */
  field: string;
  value: string;
  userId: number | null;
  username: string | null;
  /** ISO time of the write. */
  at: string;
  written: number;
  refused: number;
  /** JSON: BulkChange[] (server/bulk/run-bulk.ts) or BulkDeletion[] (server/bulk/run-bulk-delete.ts), in the order written. */
  changes: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

declare module '../schema' {
  interface Database {
    bulk_changes: BulkChangeTable;
  }
}
