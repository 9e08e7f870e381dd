/** One record's fate in a bulk change's preview or report (docs/server.md, "Bulk changes"): its value before and after as an editor reads them, or why it is refused. */
export interface BulkRow {
  id: number;
  name: string | null;
  languageId: number | null;
  status: 'changed' | 'unchanged' | 'refused';
  before: string | null;
  after: string | null;
  /** The version the write is made against (the one to state in the apply), or the record's version after the apply. */
  version?: number;
  reason?: string;
  /** Refused because a readiness rule blocks making the record live: an administrator may apply it with an override. */
  blocked?: true;
}
