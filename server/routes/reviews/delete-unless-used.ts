import type { FastifyRequest } from 'fastify';
import { Errors, notFound } from '../../errors';
import { loadAuthorized } from '../../lib/records';
import { describeCounts } from '../../repositories/content-references';
import type { CrudRepository } from '../../repositories/crud';

type UsedRepository = Pick<CrudRepository, 'findById' | 'remove'> & { usage(id: number): Promise<{ what: string; count: number }[]> };

/** Deletes a lookup record (author, category) unless content still points at it: 409 then, and nothing changes. */
export async function deleteUnlessUsed(req: FastifyRequest, repository: UsedRepository, id: number, what: string) {
  const existing = await loadAuthorized(req, repository, id, what);
  const usage = await repository.usage(id);
  if (usage.length) throw new Errors.Conflict(`${what} ${id} is still used by ${describeCounts(usage)}; choose another one there first.`);
  if (!(await repository.remove(id))) throw notFound(what, id);
  return existing;
}
