import type { FastifyPluginAsync } from 'fastify';
import newsFeed from '../../schemas/news-feed.json';
import { body, id, params, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { newsFeedRepository } from '../repositories/news-feed';
import { saveNewsUrl } from './tools/news-url';
import { newsBin } from '../bin/families/news';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { newsValues, type NewsBody } from './tools/news-values';
import { newsSaver } from '../content/save-news';

const tags = ['News'];
const dataType = 'NewsFeed' as const;

/**
 * Creating, editing and deleting news (third document, section 7). The news
 * url entry (dataTypeId 12) is written in the same transaction as the item.
 */
const routes: FastifyPluginAsync = async (app) => {
  const news = newsFeedRepository(app.db);

  app.post<{ Body: NewsBody }>(
    '/NewsFeed',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(newsFeed), response: record(newsFeed) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      const values = await newsValues(app.db, req.body, true);
      const newsFeedId = await app.db.transaction().execute(async (trx) => {
        const created = await newsFeedRepository(trx).create(values);
        await saveNewsUrl(trx, { ...values, newsFeedId: created, urlTableId: null }, req.body.url);
        return created;
      });
      return news.findById(newsFeedId);
    },
  );

  const save = newsSaver(app.db);
  app.put<{ Body: NewsBody }>(
    '/NewsFeed',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(newsFeed, { require: ['newsFeedId'] }), response: record(newsFeed) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/NewsFeed/:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(newsFeed) }) }),
    async (req, reply) => {
      // The item and its url entries go to the bin (server/bin/families/news.ts).
      const existing = await loadAuthorized(req, news, req.params.id, 'News item');
      await deleteToBin(req, reply, newsBin, req.params.id, 'News item');
      return existing;
    },
  );
};

export default routes;
