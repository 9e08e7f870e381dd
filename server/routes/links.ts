import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { linksBin } from '../bin/families/links';
import link from '../../schemas/link.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { linksRepository } from '../repositories/links';
import { linkSaver, linkValues, type LinkBody } from '../content/save-link';

const tags = ['Links'];
const dataType = 'Settings Links' as const;

/** External links (second document, section 7 Links): data type Settings Links. */
const routes: FastifyPluginAsync = async (app) => {
  const links = linksRepository(app.db);
  const inTransaction = <T>(work: (repository: ReturnType<typeof linksRepository>) => Promise<T>) =>
    app.db.transaction().execute((trx) => work(linksRepository(trx)));

  app.get<{ Querystring: { langId: number } }>(
    '/Links/GetExternalLinks',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ langId: languageId }), response: listOf(link) }) },
    async (req) => {
      await req.authorize(req.query.langId);
      return links.byLanguage(req.query.langId);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/Links/:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response: record(link) }) },
    async (req) => loadAuthorized(req, links, req.params.id, 'Link'),
  );

  app.post<{ Body: LinkBody }>(
    '/Links',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(link), response: record(link) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      const linkId = await inTransaction((repository) => repository.create(linkValues(req.body)));
      return links.findById(linkId);
    },
  );

  const save = linkSaver(app.db);
  app.put<{ Body: LinkBody }>(
    '/Links',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(link, { require: ['linkId'] }), response: record(link) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { linkId: number } }>(
    '/Links/:linkId',
    // The link and its address go to the bin (server/bin/families/links.ts).
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ linkId: id }), response: record(link) }) }),
    async (req, reply) => binAuthorized(req, reply, links, linksBin, req.params.linkId, 'Link'),
  );
};

export default routes;
