import type { BulkRow } from '../../../shared/bulk-row';

export type { BulkRow };

export interface BulkOutcome {
  field: string;
  rows: BulkRow[];
  counts: { changed: number; unchanged: number; refused: number };
  bulkId?: number;
}

/** An applied change, kept by the list while it can be undone: its entry, and what to say of it. */
export interface AppliedChange {
  bulkId: number;
  /** "Author set to Bernd Neu on 11 blog posts" */
  summary: string;
}
