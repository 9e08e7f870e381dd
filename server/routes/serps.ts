import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import serp from '../../schemas/serp.json';
import type { Action } from '../../shared/roles';
import { invalidField, notFound } from '../errors';
import { body, id, params, record, route } from '../lib/schemas';
import { pick } from '../repositories/crud';
import { serpDataType, SERP_FIELDS, serpsRepository } from '../repositories/serps';

type Serp = { serpId?: number; dataTypeId: number; serpTitle?: string | null; serpDescription?: string | null; subtitle?: string | null; tableId?: number | null };

const tags = ['SERPs'];
const config = (action: Action) => ({ access: { dataType: 'Review' as const, action } });

/** SERP records (first document, section 7; third document, portfolio). A SERP has the language of its owner, if any. */
const routes: FastifyPluginAsync = async (app) => {
  const serps = serpsRepository(app.db);

  async function authorizeFor(req: FastifyRequest, values: Serp, action: Action) {
    const dataType = serpDataType(values.dataTypeId);
    const owner = await serps.ownerOf(values);
    await req.authorize(owner?.languageId ?? null, { dataType, action });
  }

  async function checkedValues(values: Serp) {
    const tidy = { ...pick(values, SERP_FIELDS), tableId: values.tableId || null };
    if (tidy.tableId && !(await serps.tableRecordExists(values.dataTypeId, tidy.tableId))) {
      throw invalidField('tableId', `no record ${tidy.tableId} of data type ${values.dataTypeId} exists`);
    }
    return tidy;
  }

  app.get<{ Params: { serpId: number } }>(
    '/Serps/:serpId',
    { config: config('read'), schema: route({ tags, params: params({ serpId: id }), response: record(serp) }) },
    async (req) => {
      const found = await serps.findById(req.params.serpId);
      if (!found) throw notFound('SERP', req.params.serpId);
      await authorizeFor(req, found as Serp, 'read');
      return found;
    },
  );

  app.post<{ Body: Serp }>(
    '/Serps',
    { config: config('write'), schema: route({ tags, body: body(serp), response: record(serp) }) },
    async (req) => {
      await authorizeFor(req, { ...req.body, serpId: undefined }, 'write');
      const serpId = await serps.create(await checkedValues(req.body));
      return serps.findById(serpId);
    },
  );

  app.put<{ Body: Serp }>(
    '/Serps',
    { config: config('write'), schema: route({ tags, body: body(serp, { require: ['serpId'] }), response: record(serp) }) },
    async (req) => {
      const serpId = req.body.serpId!;
      const stored = await serps.findById(serpId);
      if (!stored) throw notFound('SERP', serpId);
      await authorizeFor(req, stored as Serp, 'write');
      await authorizeFor(req, req.body, 'write'); // a SERP moved to another owner needs the right there too
      await serps.update(serpId, await checkedValues(req.body));
      return serps.findById(serpId);
    },
  );
};

export default routes;
