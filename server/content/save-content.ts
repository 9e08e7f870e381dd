import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { cleanHtml } from '../lib/html';
import { loadAuthorized } from '../lib/records';
import type { CrudRepository } from '../repositories/crud';
import { nowText } from './clock';

/**
 * PUT /X/Content {content, id, version?}: the CONTENT tab of a page or blog post. The
 * HTML is cleaned before it is stored and the item counts as updated. A stated version is
 * checked like any save's (the body names no id field of the table, so it is about the record
 * the call changes); the answer carries the new one, for the next save.
 */
export async function saveContent(
  req: FastifyRequest<{ Body: { id: number; content: string | null } }>,
  repository: Pick<CrudRepository, 'findById' | 'updateRow'>,
  what: string,
  updatedColumn: 'updatedAt' | 'updatedDate',
) {
  const { id, content } = req.body;
  await loadAuthorized(req, repository, id, what);
  const cleaned = cleanHtml(content);
  const row = await repository.updateRow(id, { content: cleaned, [updatedColumn]: nowText() });
  if (!row) throw notFound(what, id);
  return { id, content: cleaned, version: row.version as number };
}
