import type { Generated } from 'kysely';

/** restore: a record or one of its parts put back from the bin (server/bin/restore.ts). */
export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

export interface AuditLogTable {
  auditId: Generated<number>;
  /** ISO time of the write. */
  at: string;
  userId: number | null;
  username: string | null;
  action: AuditAction;
  /** The table of the record. */
  recordType: string;
  recordId: string;
  languageId: number | null;
  /** The permission data type of the call that wrote it: who may read the record's history. */
  dataType: string | null;
  /** JSON: { field: { old, new } }; secrets appear as { redacted: true }. */
  changes: string;
  /** JSON { kind: 'version' | 'change', auditId, at }: the entry a restoring save brought back, else null. */
  restores: string | null;
}

declare module '../schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
