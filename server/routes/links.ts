import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { linksBin } from '../bin/families/links';
import link from '../../schemas/link.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized, loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { linksRepository, type LinkValues, type StoredLink } from '../repositories/links';

type LinkBody = LinkValues & { linkId?: number; urlTableId?: number };

const tags = ['Links'];
const dataType = 'Settings Links' as const;
const FIELDS = ['key', 'category', 'languageId', 'urlTableName'] as const;
const valuesOf = (b: LinkBody) => pick(b, FIELDS) as LinkValues;

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
      const linkId = await inTransaction((repository) => repository.create(valuesOf(req.body)));
      return links.findById(linkId);
    },
  );

  app.put<{ Body: LinkBody }>(
    '/Links',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(link, { require: ['linkId'] }), response: record(link) }) },
    async (req) => {
      const linkId = req.body.linkId!;
      const existing = await loadForUpdate(req, links, linkId, 'Link', req.body.languageId);
      await inTransaction((repository) => repository.update(existing as StoredLink, valuesOf(req.body)));
      return links.findById(linkId);
    },
  );

  app.delete<{ Params: { linkId: number } }>(
    '/Links/:linkId',
    // The link and its address go to the bin (server/bin/families/links.ts).
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ linkId: id }), response: record(link) }) }),
    async (req, reply) => binAuthorized(req, reply, links, linksBin, req.params.linkId, 'Link'),
  );
};

export default routes;
