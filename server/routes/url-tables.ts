import type { FastifyPluginAsync } from 'fastify';
import urlTable from '../../schemas/url-table.json';
import link from '../../schemas/link.json';
import type { DataTypeName } from '../../shared/data-types';
import { invalidField, notFound } from '../errors';
import { body, record, route } from '../lib/schemas';
import { urlTablesRepository } from '../repositories/url-tables';
import { checkRoute } from '../repositories/route-checks';
import { isRouteType, LINK_URL_TYPE, NEWS_URL_TYPE } from '../repositories/route-types';

type UrlEntryBody = { urlTableId: number; url: string; dataTypeId: number; tableId?: number };

const tags = ['Routes'];

/** The review screen saves its route here, the news form its news url; everything else is route settings. */
function dataTypeOfEntry(dataTypeId: number): DataTypeName {
  if (dataTypeId === 1) return 'Review';
  if (dataTypeId === NEWS_URL_TYPE) return 'NewsFeed';
  return 'Settings Routes';
}

const kindOf = (dataTypeId: number) =>
  isRouteType(dataTypeId) ? 'route' : dataTypeId === LINK_URL_TYPE ? 'link address' : dataTypeId === NEWS_URL_TYPE ? 'news url' : `data type ${dataTypeId} entry`;

// A link address stays what the Links screen accepts.
const WEB_ADDRESS = new RegExp(link.properties.urlTableName.pattern);
const isWebAddress = (url: string) => WEB_ADDRESS.test(url) && URL.canParse(url);

/** PUT /UrlTables (first document §7 Reviews, third document §7 News): one url entry, in its own language. */
const routes: FastifyPluginAsync = async (app) => {
  const entries = urlTablesRepository(app.db);

  app.put<{ Body: UrlEntryBody }>(
    '/UrlTables',
    {
      config: { access: { dataType: 'Settings Routes', action: 'write' } },
      schema: route({ tags, summary: 'Update a url entry; the data type checked follows the entry', body: body(urlTable, { require: ['urlTableId'] }), response: record(urlTable) }),
    },
    async (req) => {
      const { urlTableId, url, dataTypeId } = req.body;
      const existing = await entries.findById(urlTableId);
      if (!existing) throw notFound('Url entry', urlTableId);
      await req.authorize(existing.languageId, { dataType: dataTypeOfEntry(existing.dataTypeId) });
      if (dataTypeId !== existing.dataTypeId) {
        if (kindOf(dataTypeId) !== kindOf(existing.dataTypeId)) throw invalidField('dataTypeId', `cannot turn a ${kindOf(existing.dataTypeId)} into a ${kindOf(dataTypeId)}`);
        await req.authorize(existing.languageId, { dataType: dataTypeOfEntry(dataTypeId) });
      }
      if (dataTypeId === LINK_URL_TYPE && !isWebAddress(url)) throw invalidField('url', 'must be an http or https address');
      const values = { url, dataTypeId, tableId: req.body.tableId ?? existing.tableId, languageId: existing.languageId };
      await app.db.transaction().execute(async (trx) => {
        if (isRouteType(dataTypeId)) await checkRoute(trx, values, 'url', urlTableId);
        await urlTablesRepository(trx).update(urlTableId, values);
      });
      return entries.findById(urlTableId);
    },
  );
};

export default routes;
