import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countReferences } from './content-references';
import { crudRepository } from './crud';
import '../db/tables/authors';
import '../db/tables/content-core';
import '../db/tables/content-items';

export const AUTHOR_FIELDS = ['languageId', 'authorName', 'tagline', 'image', 'description', 'email', 'linkedIn'] as const;

export function authorsRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'authors', 'authorID');
  return {
    ...crud,
    /** Newest first, as the authors screen shows them. */
    byLanguage: (languageId: number) => crud.list({ languageId }, { direction: 'desc' }),
    /** Reviews, pages and blog posts written by the author. */
    usage: (authorID: number) =>
      countReferences(db, [
        { table: 'reviews', column: 'authorId', what: 'review' },
        { table: 'pages', column: 'authorId', what: 'page' },
        { table: 'blogs', column: 'authorId', what: 'blog post' },
      ], authorID),
  };
}
