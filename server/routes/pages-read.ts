import type { FastifyPluginAsync } from 'fastify';
import page from '../../schemas/page.json';
import { id, languageId, listOf, params, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pagesRepository } from '../repositories/pages';
import { routeOptions } from '../content/route-options';
import { only } from '../content/schema-views';

const options = routeOptions('Pages', ['Pages']);
const listed = only(page, ['pageId', 'pageTitle', 'dataTypeId', 'dataTypeName', 'languageId', 'url']);

/** Reading pages (first document, Pages): data type Pages. */
const routes: FastifyPluginAsync = async (app) => {
  const pages = pagesRepository(app.db);

  // Also the choice list of the routes screen, hence a lookup check: any role in the language will do.
  app.get<{ Params: { langId: number } }>(
    '/Pages/ByLanguageId/:langId',
    options('read', { params: params({ langId: languageId }), response: listOf(listed) }),
    async (req) => {
      await req.authorizeLookup(req.params.langId);
      return pages.byLanguage(req.params.langId);
    },
  );

  app.get<{ Params: { id: number } }>('/Pages/:id', options('read', { params: params({ id }), response: record(page) }), async (req) =>
    loadAuthorized(req, pages, req.params.id, 'Page'),
  );
};

export default routes;
