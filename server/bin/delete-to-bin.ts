import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { binRepository } from '../repositories/bin';
import type { BinFamily } from './family';
import { moveToBin } from './move-to-bin';
import { keptSince } from './rules';

type Row = Record<string, any>;

/** The header of a delete's answer naming the bin entry that holds the record: the client's Undo restores it. */
export const BIN_ENTRY_HEADER = 'x-bin-entry';

/** A delete's route options with the header documented on its 200 answer (the OpenAPI at /api/docs). */
export function withBinEntryHeader<O extends { schema: { response: Record<string | number, any> } }>(options: O): O {
  const headers = { [BIN_ENTRY_HEADER]: { type: 'integer', description: 'The bin entry holding the deleted record: POST /Bin/{binEntryId}/Restore undoes the delete' } };
  const { schema } = options;
  return { ...options, schema: { ...schema, response: { ...schema.response, 200: { ...schema.response[200], headers } } } };
}

/**
 * DELETE of a record whose family goes to the bin, once the call's permission checks passed: the record and
 * everything it owns move to the bin in one transaction, and the answer names the bin entry (X-Bin-Entry).
 * Entries older than the bin keeps are purged on the way.
 */
export async function deleteToBin(req: FastifyRequest, reply: FastifyReply, family: BinFamily, id: number, what: string): Promise<Row> {
  const { db, clock } = req.server;
  const now = clock.now();
  const by = req.user ? { userId: req.user.userId, username: req.user.username } : null;
  const moved = await db.transaction().execute((trx) => moveToBin(trx, family, id, by, now));
  if (!moved) throw notFound(what, id);
  await binRepository(db).purge(keptSince(now));
  void reply.header(BIN_ENTRY_HEADER, String(moved.binEntryId));
  return moved.record;
}
