import type { Kysely } from 'kysely';
import type { AuditAction } from '../db/tables/audit-log';
import { currentWrite, noteWritten } from './context';
import { isSecret } from './secrets';
import { boundedChanges } from './audit-bounds';
import { columnSlots, columnValues, shapedQuery } from '../db/slotted-query';
import type { Step } from './direct-steps';

type Row = Record<string, unknown>;

/** Bookkeeping columns that change with every save. */
const IGNORED = new Set(['version']);

// SQLite keeps booleans as 1/0: a save of true over 1 is no change.
const plain = (v: unknown) => (typeof v === 'boolean' ? Number(v) : (v ?? null));
export const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/** The fields that differ between two states of a row, with old and new values; a secret only says it changed. */
export function changesBetween(before: Row | undefined, after: Row | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (IGNORED.has(field)) continue;
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (same(old, now)) continue;
    changes[field] = isSecret(field) ? { redacted: true } : { old, new: now };
  }
  return changes;
}

/**
 * The statement recording one write of a call in audit_log, run with the write itself so both
 * commit or neither; none for the server's own writes outside calls (the first start's
 * administrator and demo content), which are not editors' changes, and for an update that changed nothing.
 */
export function auditStep(db: Kysely<any>, action: AuditAction, table: string, id: unknown, before: Row | undefined, after: Row | undefined): Step | undefined {
  const context = currentWrite();
  if (!context) return undefined;
  const changes = boundedChanges(changesBetween(before, after));
  if (action === 'update' && Object.keys(changes).length === 0) return undefined;
  const languageId = (after?.languageId ?? before?.languageId) as unknown;
  const entry = {
    at: new Date().toISOString(),
    userId: context.actor?.userId ?? null,
    username: context.actor?.username ?? null,
    action,
    recordType: table,
    recordId: String(id),
    languageId: typeof languageId === 'number' ? languageId : null,
    dataType: context.dataType ?? null,
    changes: JSON.stringify(changes),
    restores: context.restores ?? null,
  };
  // The same statement for every entry: compiled once (server/db/slotted-query.ts).
  const query = shapedQuery<Row>(db, 'audit entry', (slot) => db.insertInto('audit_log').values(columnSlots(slot, entry)));
  return { query, values: columnValues(entry) };
}

/** Records one write of a call in audit_log, with the executor of the write itself (see auditStep). */
export async function recordWrite(db: Kysely<any>, action: AuditAction, table: string, id: unknown, before: Row | undefined, after: Row | undefined) {
  const step = auditStep(db, action, table, id, before, after);
  if (step) await step.query.run(db, step.values);
  noteWritten(table, id);
}
