import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../plugins/access';
import { notFound } from '../errors';
import type { CrudRepository } from '../repositories/crud';

/**
 * Loads a record (404 when it does not exist) and checks the user's role in
 * the record's own language, the rule of every call that touches one record.
 */
export async function loadAuthorized(
  req: FastifyRequest,
  repository: Pick<CrudRepository, 'findById'>,
  id: number,
  what: string,
  rule?: Partial<AccessRule>,
) {
  const record = await repository.findById(id);
  if (!record) throw notFound(what, id);
  await req.authorize(typeof record.languageId === 'number' ? record.languageId : null, rule);
  return record;
}

/** For an update: the record's language and, if it moves, the new language must both allow the change. */
export async function loadForUpdate(req: FastifyRequest, repository: Pick<CrudRepository, 'findById'>, id: number, what: string, newLanguageId?: number) {
  const record = await loadAuthorized(req, repository, id, what);
  if (newLanguageId !== undefined && newLanguageId !== record.languageId) await req.authorize(newLanguageId);
  return record;
}
