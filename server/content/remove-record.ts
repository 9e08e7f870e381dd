import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { loadAuthorized } from '../lib/records';
import type { CrudRepository } from '../repositories/crud';

/** DELETE /X/{id}: the record must exist and the user hold the route's role in its language; answers the deleted record. */
export async function removeAuthorized(req: FastifyRequest, repository: Pick<CrudRepository, 'findById' | 'remove'>, id: number, what: string) {
  const existing = await loadAuthorized(req, repository, id, what);
  if (!(await repository.remove(id))) throw notFound(what, id);
  return existing;
}
