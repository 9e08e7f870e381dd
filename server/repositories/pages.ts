import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { crudRepository } from './crud';
import { routeUrl } from './content-item-route-url';
import { CALCULATOR_TEMPLATES, withTemplateName } from '../content/page-templates';
import '../db/tables/versions';
import '../db/tables/content-items';
import '../db/tables/content-core';

/** What PUT /Pages stores; content has its own call and the SERP texts are saved through /Serps. */
export const PAGE_FIELDS = [
  'languageId', 'pageTitle', 'subtitle', 'popup', 'serpId', 'dataTypeId', 'reviewId', 'platforms', 'selectedPopularArticle',
  'authorId', 'investmentAmount', 'monthlyContribution', 'investmentPeriodInMonths', 'value1', 'value2',
] as const;

/** The SERP data type of pages: a page's own SERP goes to the bin with it (server/bin/families/pages.ts). */
export const PAGE_SERP = 9;
const ACADEMY_TEMPLATE = 2;

/** Pages answer with their template name, their SERP texts and the url of their route (template data type, tableId = pageId). */
export function pagesRepository(db: Kysely<Database>) {
  const crud = crudRepository(db, 'pages', 'pageId');
  // Routes of data type 2 are academy guides' (server/repositories/route-content.ts): a page of the Academy template has none.
  const pageRoute = { id: 'p.pageId', language: 'p.languageId', dataType: 'p.dataTypeId', interchangeable: CALCULATOR_TEMPLATES, foreign: [ACADEMY_TEMPLATE] };
  const full = () =>
    db.selectFrom('pages as p').leftJoin('serps as s', 's.serpId', 'p.serpId').selectAll('p').select(['s.serpTitle', 's.serpDescription', (eb) => routeUrl(eb, pageRoute).as('url')]);
  return {
    ...crud,
    findById: async (pageId: number): Promise<Record<string, any> | undefined> => {
      const page = await full().where('p.pageId', '=', pageId).executeTakeFirst();
      return page && withTemplateName(page);
    },
    byLanguage: async (languageId: number) => {
      const pages = await db
        .selectFrom('pages as p')
        .select(['p.pageId', 'p.pageTitle', 'p.dataTypeId', 'p.languageId', 'p.version', (eb) => routeUrl(eb, pageRoute).as('url')])
        .where('p.languageId', '=', languageId)
        .orderBy('p.pageId')
        .execute();
      return pages.map(withTemplateName);
    },
  };
}
