import type { FastifyRequest } from 'fastify';
import { cleanHtml } from '../lib/html';
import { loadAuthorized } from '../lib/records';
import type { CrudRepository } from '../repositories/crud';
import { nowText } from './clock';

/**
 * PUT /X/Content {content, id}: the CONTENT tab of a page or blog post. The
 * HTML is cleaned before it is stored and the item counts as updated.
 */
export async function saveContent(
  req: FastifyRequest<{ Body: { id: number; content: string | null } }>,
  repository: Pick<CrudRepository, 'findById' | 'update'>,
  what: string,
  updatedColumn: 'updatedAt' | 'updatedDate',
) {
  const { id, content } = req.body;
  await loadAuthorized(req, repository, id, what);
  const cleaned = cleanHtml(content);
  await repository.update(id, { content: cleaned, [updatedColumn]: nowText() });
  return { id, content: cleaned };
}
