import type { FastifyReply, FastifyRequest } from 'fastify';
import { Errors } from '../../errors';
import { deleteToBin } from '../../bin/delete-to-bin';
import type { BinFamily } from '../../bin/family';
import { loadAuthorized } from '../../lib/records';
import { describeCounts } from '../../repositories/content-references';
import type { CrudRepository } from '../../repositories/crud';

type UsedRepository = Pick<CrudRepository, 'findById'> & { usage(id: number): Promise<{ what: string; count: number }[]> };

/** The refusal of a lookup record's delete (an author, a category) while content still points at it: 409, naming what does. */
export async function refuseIfUsed(repository: Pick<UsedRepository, 'usage'>, id: number, what: string) {
  const usage = await repository.usage(id);
  if (usage.length) throw new Errors.Conflict(`${what} ${id} is still used by ${describeCounts(usage)}; choose another one there first.`);
}

/** Deletes a lookup record (author, category) into the bin unless content still points at it: 409 then, and nothing changes. */
export async function deleteUnlessUsed(req: FastifyRequest, reply: FastifyReply, repository: UsedRepository, family: BinFamily, id: number, what: string) {
  const existing = await loadAuthorized(req, repository, id, what);
  await refuseIfUsed(repository, id, what);
  await deleteToBin(req, reply, family, id, what);
  return existing;
}
