import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadForUpdate } from '../lib/records';
import { pagesRepository } from '../repositories/pages';
import { contentItemChecks } from '../repositories/content-item-checks';
import { nowText } from './clock';
import { pageValues, type PageBody } from './page-values';

/**
 * The save of the page form, one page: the checks of its language and its references, then the write. PUT /Pages and a
 * bulk change of pages (server/bulk/) both run it, so a rule added here holds for both.
 */
export function pageSaver(db: Kysely<Database>) {
  const pages = pagesRepository(db);
  const references = contentItemChecks(db);
  return async (req: FastifyRequest, page: PageBody) => {
    const pageId = page.pageId!;
    await loadForUpdate(req, pages, pageId, 'Page', page.languageId);
    await pages.update(pageId, { ...(await pageValues(page, references)), updatedAt: nowText() });
    return (await pages.findById(pageId))!;
  };
}
