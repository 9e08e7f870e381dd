import type { FastifyPluginAsync } from 'fastify';
import page from '../../schemas/page.json';
import itemContent from '../../schemas/item-content.json';
import { body, id, params, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pagesRepository } from '../repositories/pages';
import { contentItemChecks } from '../repositories/content-item-checks';
import { pageSaver } from '../content/save-page';
import { pageValues, type PageBody } from '../content/page-values';
import { routeOptions } from '../content/route-options';
import { saveContent } from '../content/save-content';
import { pagesBin } from '../bin/families/pages';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { only } from '../content/schema-views';

const options = routeOptions('Pages', ['Pages']);
// The Add new modal sends the title with the SERP it has just created.
const newPage = only(page, ['pageTitle', 'languageId', 'popup', 'serpId']);

/** Creating, saving and deleting pages (first document, Pages): data type Pages. */
const routes: FastifyPluginAsync = async (app) => {
  const pages = pagesRepository(app.db);
  const references = contentItemChecks(app.db);

  app.post<{ Body: PageBody }>('/Pages', options('write', { body: body(newPage), response: record(page) }), async (req) => {
    await req.authorize(req.body.languageId);
    return pages.findById(await pages.create(await pageValues(req.body, references)));
  });

  const save = pageSaver(app.db);
  app.put<{ Body: PageBody }>('/Pages', options('write', { body: body(page, { require: ['pageId'] }), response: record(page) }), async (req) => save(req, req.body));

  app.put<{ Body: { id: number; content: string | null } }>(
    '/Pages/Content',
    options('write', { body: body(itemContent), response: record(itemContent) }),
    async (req) => saveContent(req, pages, 'Page', 'updatedAt'),
  );

  // The page, its FAQ, its route and its own SERP go to the bin (server/bin/families/pages.ts).
  app.delete<{ Params: { id: number } }>('/Pages/:id', withBinEntryHeader(options('delete', { params: params({ id }), response: record(page) })), async (req, reply) => {
    const existing = await loadAuthorized(req, pages, req.params.id, 'Page');
    await deleteToBin(req, reply, pagesBin, req.params.id, 'Page');
    return existing;
  });
};

export default routes;
