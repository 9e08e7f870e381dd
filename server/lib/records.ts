import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../plugins/access';
import { notFound } from '../errors';
import type { CrudRepository } from '../repositories/crud';
import { GuardRefused } from '../writes/language-guard';

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

/**
 * An update whose permission check travels with the write (server/writes/language-guard.ts): the
 * stored record's language, and the new one if it moves, must allow it. The same answers as
 * loadForUpdate followed by the update (404, then 403 for the stored language, then for the new
 * one), with one read fewer: the stored row. Answers the updated row.
 */
export async function updateAuthorized(
  req: FastifyRequest,
  repository: Pick<CrudRepository, 'findById' | 'updateRow'>,
  id: number,
  what: string,
  values: Record<string, unknown>,
): Promise<Record<string, any>> {
  const languageIds = await req.allowedLanguages();
  const moved = values.languageId;
  // A move to a language the user may not write: refused, after the checks of the stored record.
  if (typeof moved === 'number' && !languageIds.includes(moved)) await loadForUpdate(req, repository, id, what, moved);
  try {
    const row = await repository.updateRow(id, values, { languageIds });
    if (!row) throw notFound(what, id);
    await req.authorize(row.languageId);
    return row;
  } catch (error) {
    if (error instanceof GuardRefused) await req.authorize(error.row.languageId);
    throw error;
  }
}
