/** One record an import wrote, as the import's history keeps it for the undo. */
export interface ImportChange {
  id: number;
  action: 'create' | 'update';
  /** The import's key of the record (its name), to name it in an undo's refusal. */
  key: string;
  /** An update's changed fields as they were before it. */
  before?: Record<string, unknown>;
  /** The record's version once written: an undo finds it so, or the record changed since. */
  version: number | null;
  /** The fields the import wrote, as stored: a record at another version that still holds them all (an undo of a later import raised its version) is not changed since. */
  after?: Record<string, unknown>;
}
