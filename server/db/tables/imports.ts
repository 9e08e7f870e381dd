import type { Generated } from 'kysely';

/** One written import (migration 1300). */
export interface ImportTable {
  importId: Generated<number>;
  /** The import family (server/imports/families/): "lenders". */
  family: string;
  dataType: string;
  fileName: string;
  userId: number | null;
  username: string | null;
  /** ISO time of the write. */
  at: string;
  created: number;
  updated: number;
  unchanged: number;
  /** Refused rows the editor chose to leave out. */
  leftOut: number;
  /** JSON: ImportChange[] (server/imports/import-changes.ts), in the order written. */
  changes: string;
  undoneAt: string | null;
  undoneBy: string | null;
}

declare module '../schema' {
  interface Database {
    imports: ImportTable;
  }
}
