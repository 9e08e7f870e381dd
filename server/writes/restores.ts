import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from '../errors';

/** What a restoring save brought back: the whole version before an entry's change, or only that change taken back. */
export interface Restored {
  kind: 'version' | 'change';
  auditId: number;
  /** The time of the entry brought back, so its history can name it without another read. */
  at: string;
}

const HEADER = /^(version|change) ([1-9][0-9]{0,15})$/;

/**
 * The X-Restores header of a write ("version 123": the version before entry 123's change is restored; "change 123": the
 * change of entry 123 is undone), checked against the log: a malformed header or an entry that does not exist refuses the call.
 */
export async function restoredEntry(db: Kysely<Database>, header: string | string[]): Promise<Restored> {
  const match = typeof header === 'string' ? HEADER.exec(header.trim()) : null;
  if (!match) throw invalidField('X-Restores', 'must be "version <auditId>" or "change <auditId>"');
  const auditId = Number(match[2]);
  const entry = await db.selectFrom('audit_log').select('at').where('auditId', '=', auditId).executeTakeFirst();
  if (!entry) throw invalidField('X-Restores', `names entry ${auditId}, which is not in the audit log`);
  return { kind: match[1] as Restored['kind'], auditId, at: entry.at };
}
