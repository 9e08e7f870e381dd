/** A record's fate in a bulk change's preview or report (docs/server.md, "Bulk changes"). */
export interface BulkRow {
  id: number;
  name: string | null;
  languageId: number | null;
  status: 'changed' | 'unchanged' | 'refused';
  before: string | null;
  after: string | null;
  version?: number;
  reason?: string;
}

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
