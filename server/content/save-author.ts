import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { updateAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { AUTHOR_FIELDS, authorsRepository } from '../repositories/authors';

export type AuthorBody = { authorID?: number; languageId: number; authorName: string } & Record<string, unknown>;

/**
 * The save of the author form and its quick editor, one author: the fields sent are written (those left out keep their
 * values) in a language the editor may write. PUT /Authors and a bulk change of authors (server/bulk/) both run it.
 */
export function authorSaver(db: Kysely<Database>) {
  const authors = authorsRepository(db);
  return (req: FastifyRequest, author: AuthorBody) => updateAuthorized(req, authors, author.authorID!, 'Author', pick(author, AUTHOR_FIELDS));
}
