import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import '../db/tables/versions';
import '../db/tables/content-items';
import '../db/tables/content-core';

export const ACADEMY_FIELDS = ['languageId', 'title', 'urlTableId', 'featuredImage', 'tag', 'excerpt', 'content'] as const;

const LISTED = ['a.academyId', 'a.languageId', 'a.title', 'a.excerpt', 'a.tag', 'a.createdDate', 'a.updatedDate', 'a.featuredImage', 'a.urlTableId', 'u.url', 'a.version'] as const;

/** Academy guides answer with the url of the route they are published under. */
export function academyRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'academy', 'academyId');
  const withUrl = () => db.selectFrom('academy as a').leftJoin('url_tables as u', 'u.urlTableId', 'a.urlTableId');
  return {
    ...crud,
    findById: (academyId: number): Promise<Record<string, any> | undefined> =>
      withUrl().select([...LISTED, 'a.content']).where('a.academyId', '=', academyId).executeTakeFirst(),
    /** The guides of a language without their content, which only the edit form needs. */
    byLanguage: (languageId: number) => withUrl().select(LISTED).where('a.languageId', '=', languageId).orderBy('a.academyId').execute(),
    /** The choice list of guides (route screen, popular articles). */
    choices: (languageId: number) =>
      db.selectFrom('academy').select(['academyId as value', 'title as label']).where('languageId', '=', languageId).orderBy('title').execute(),
  };
}
