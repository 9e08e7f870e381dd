import type { FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '../../errors';
import { deleteToBin } from '../../bin/delete-to-bin';
import type { BinFamily } from '../../bin/family';
import { loadAuthorized } from '../../lib/records';
import { describeCounts } from '../../repositories/content-references';
import type { CrudRepository } from '../../repositories/crud';

type UsedRepository = Pick<CrudRepository, 'findById'> & { usage(id: number): Promise<{ what: string; count: number }[]> };

/** Deletes a lookup record (author, category) into the bin unless content still points at it: 409 then, and nothing changes. */
export async function deleteUnlessUsed(req: FastifyRequest, reply: FastifyReply, repository: UsedRepository, family: BinFamily, id: number, what: string) {
  const existing = await loadAuthorized(req, repository, id, what);
  const usage = await repository.usage(id);
  if (usage.length) throw new Errors.Conflict(`${what} ${id} is still used by ${describeCounts(usage)}; choose another one there first.`);
  await deleteToBin(req, reply, family, id, what);
  return existing;
}
