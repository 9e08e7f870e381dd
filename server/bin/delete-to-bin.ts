import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../errors';
import { loadAuthorized } from '../lib/records';
import { binRepository } from '../repositories/bin';
import type { CrudRepository } from '../repositories/crud';
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

/** What must hold for the delete, checked in its transaction (a country no lender names): throws to refuse it. */
export type DeleteRefusal = (trx: Kysely<any>) => Promise<void>;

/**
 * DELETE of a record whose family goes to the bin, once the call's permission checks passed: the record and
 * everything it owns move to the bin in one transaction (after `refuse`, if given, let it), and the answer names
 * the bin entry (X-Bin-Entry). Entries older than the bin keeps are purged on the way.
 */
export async function deleteToBin(req: FastifyRequest, reply: FastifyReply, family: BinFamily, id: number, what: string, refuse?: DeleteRefusal): Promise<Row> {
  const { db, clock } = req.server;
  const now = clock.now();
  const by = req.user ? { userId: req.user.userId, username: req.user.username } : null;
  const moved = await db.transaction().execute(async (trx) => {
    await refuse?.(trx as Kysely<any>);
    return moveToBin(trx, family, id, by, now);
  });
  if (!moved) throw notFound(what, id);
  await binRepository(db).purge(keptSince(now));
  void reply.header(BIN_ENTRY_HEADER, String(moved.binEntryId));
  return moved.record;
}

/**
 * DELETE /X/{id} of a record whose family goes to the bin: it must exist (404) and the user hold the route's role in
 * its language (403); answers the record as the repository reads it before the delete.
 */
export async function binAuthorized(
  req: FastifyRequest,
  reply: FastifyReply,
  repository: Pick<CrudRepository, 'findById'>,
  family: BinFamily,
  id: number,
  what: string,
  refuse?: DeleteRefusal,
): Promise<Row> {
  const existing = await loadAuthorized(req, repository, id, what);
  await deleteToBin(req, reply, family, id, what, refuse);
  return existing;
}
