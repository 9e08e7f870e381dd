import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bulkChangesRepository } from '../repositories/bulk-changes';

/** One applied bulk change, as its history entry keeps it: what it did, to which family, and each record to undo. */
export interface AppliedBulkChange {
  family: string;
  dataType: string;
  action: 'set' | 'delete' | 'restore';
  /** The field set and its value (a set only). */
  field?: string;
  value?: unknown;
  counts: { changed: number; refused: number };
  /** What the undo reads of each record written: its value before, its bin entry, its place. */
  changes: unknown[];
  at: Date;
}

/** Adds an applied change to the history, in the change's transaction, by the editor who made it; answers its bulkId. */
export function addToHistory(trx: Kysely<Database>, editor: { actor: { userId: number; username: string } | null }, change: AppliedBulkChange): Promise<number> {
  return bulkChangesRepository(trx).add({
    family: change.family,
    dataType: change.dataType,
    action: change.action,
    field: change.field ?? '',
    value: JSON.stringify(change.value ?? null),
    userId: editor.actor?.userId ?? null,
    username: editor.actor?.username ?? null,
    at: change.at.toISOString(),
    written: change.counts.changed,
    refused: change.counts.refused,
    changes: JSON.stringify(change.changes),
  });
}
