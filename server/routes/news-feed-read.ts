import type { FastifyPluginAsync } from 'fastify';
import newsFeed from '../../schemas/news-feed.json';
import { id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { newsFeedRepository } from '../repositories/news-feed';

const tags = ['News'];
const dataType = 'NewsFeed' as const;

/** The news list and one news item (third document, section 7), data type NewsFeed. */
const routes: FastifyPluginAsync = async (app) => {
  const news = newsFeedRepository(app.db);

  app.get<{ Params: { lang: number } }>(
    '/NewsFeed/GetList/:lang',
    {
      config: { access: { dataType, action: 'read' } },
      schema: route({ tags, params: params({ lang: languageId }), querystring: query({ UseCase: { type: 'string', maxLength: 50 } }, ['UseCase']), response: listOf(newsFeed) }),
    },
    async (req) => {
      await req.authorize(req.params.lang);
      return news.byLanguage(req.params.lang);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/NewsFeed/:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response: record(newsFeed) }) },
    async (req) => loadAuthorized(req, news, req.params.id, 'News item'),
  );
};

export default routes;
