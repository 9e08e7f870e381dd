import type { Kysely } from 'kysely';
import { tableWriter } from './table-writer';

type Row = Record<string, any>;

/** The record that owns repeated parts stored in another table (a settings record, a review, a FAQ title). */
export interface PartsOwner {
  table: string;
  idColumn: string;
}

/**
 * A record's repeated parts (settings attributes, a review's highlights, a FAQ title's entries) are part of
 * its version. Inside the caller's transaction: the owner is locked and the version `stated` for it checked
 * (409 STALE_VERSION, nothing written), then `write` stores the parts (and the owner's own fields, if the
 * call changes them: that update checks the version its call states, the owner being locked already) and
 * says whether any part changed; if so and the owner's version has not moved with
 * its own fields, it is raised. So a save based on the owner as it was before is stale, whichever of its
 * parts it sends. The answer is the owner's version after the save; undefined when there is no such owner.
 */
export async function writeOwnerParts(trx: Kysely<any>, owner: PartsOwner, id: unknown, write: () => Promise<boolean>, stated: number | undefined): Promise<number | undefined> {
  const writer = tableWriter(trx, owner.table, owner.idColumn);
  const before = await writer.lock(id, stated);
  if (!before) return undefined;
  const changed = await write();
  const now: Row | undefined = await trx.selectFrom(owner.table).select('version').where(owner.idColumn, '=', id).executeTakeFirst();
  if (!now) return undefined;
  if (!changed || now.version !== before.version) return now.version;
  await writer.raiseVersion(id);
  return now.version + 1;
}
