/** A field filled from the translation memory, not yet edited or confirmed (migration 1520; shared/translation-memory/answers.ts MemoryCheck). */
export interface MemoryCheckTable {
  /** The record's entity as its calls name it (/api/Review/…): "Review". */
  entity: string;
  recordId: number;
  field: string;
  /** The value the memory filled: a save that changes it ends the check. */
  value: string;
  /** ISO time the check was recorded. */
  at: string;
}

declare module '../schema' {
  interface Database {
    memory_checks: MemoryCheckTable;
  }
}
