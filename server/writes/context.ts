import { AsyncLocalStorage } from 'node:async_hooks';

/** What a write needs to know about the call that makes it, without threading it through every handler. */
export interface WriteContext {
  /** Who writes; null for writes made outside a call (start-up, demo content). */
  actor: { userId: number; username: string } | null;
  /** The data type of the call's permission rule. */
  dataType: string | null;
  /** The version the update was based on (If-Match or the body's version), if the client stated one. */
  expected?: number;
  /** Set once an update has checked `expected`: it belongs to one record. */
  claimed: boolean;
  /** The request body, to recognise the record the stated version is about. */
  body: unknown;
  /** The call restores an earlier version or undoes one change (X-Restores): its entries say which (JSON). */
  restores?: string;
  /**
   * The write takes back a whole change (a bulk change's Undo): it puts each record back as it was, so readiness does
   * not gate an activation it makes (server/readiness/activation-gate.ts), as it did not gate the record going live then.
   */
  undoing?: true;
  /**
   * The records the call wrote, by table (server/writes/written-records.ts): what is derived from records (the
   * translation memory, glossary findings) is brought up to date from them once the call has answered.
   */
  written?: WrittenRecords;
}

/** Table → ids of the records a call created, changed, restored or deleted. */
export type WrittenRecords = Map<string, Set<string>>;

/**
 * Notes that the current call wrote a record (any write of table-writer.ts and the audited writes outside it); a write
 * made outside a call (demo content at the first start) is noted nowhere: whatever derives from records builds itself
 * from the tables when it starts.
 */
export function noteWritten(table: string, id: unknown): void {
  const written = writeContext.getStore()?.written;
  if (!written || id === undefined || id === null) return;
  let ids = written.get(table);
  if (!ids) written.set(table, (ids = new Set()));
  ids.add(String(id));
}

/**
 * Set for the handler of each writing call only (server/plugins/writes.ts): reads, the calls
 * answered most often, pay nothing for it.
 */
export const writeContext = new AsyncLocalStorage<WriteContext>();

export function currentWrite(): WriteContext | undefined {
  return writeContext.getStore();
}

/**
 * The version an update of this row must match, if the call stated one for it. A
 * list body (a bulk save) states one per entry, in the entry that names the row by
 * its id field. A record body states one (or If-Match does) for the record it names
 * by its id field or, when it names none, for the first record the call updates.
 */
export function claimExpected(idColumn: string, id: unknown): number | undefined {
  const context = currentWrite();
  if (!context) return undefined;
  const body = context.body as Record<string, unknown> | Record<string, unknown>[] | null | undefined;
  if (Array.isArray(body)) {
    const entry = body.find((item) => item && typeof item === 'object' && item[idColumn] === id);
    return typeof entry?.version === 'number' ? entry.version : undefined;
  }
  if (context.expected === undefined || context.claimed) return undefined;
  const named = body && typeof body === 'object' && idColumn in body ? body[idColumn] : undefined;
  if (named !== undefined && named !== id) return undefined;
  context.claimed = true;
  return context.expected;
}
