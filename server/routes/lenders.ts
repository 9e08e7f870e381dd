import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { lendersBin } from '../bin/families/lenders';
import lender from '../../schemas/lender.json';
import { notFound } from '../errors';
import { body, id, listOf, params, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { lenderSaver } from '../reference-data/save-lender';
import { countriesRepository } from '../repositories/countries';
import { lendersRepository } from '../repositories/lenders';
import { dataAccess, tags } from '../reference-data/access';
import { checkLender, FILLED_IN, lenderValues, type LenderBody } from '../reference-data/lender-checks';

const DESCRIPTION = 'The country must exist and the platform must be an English review (language 1); otherwise 400 VALIDATION names the field.';

/** Lenders of the Data lists (third document). GET /Lender/GetDataSettings belongs to the headlines family. */
const routes: FastifyPluginAsync = async (app) => {
  const lenders = lendersRepository(app.db);
  const countries = countriesRepository(app.db);

  app.get('/Lender/GetLenderList', { config: dataAccess('read'), schema: route({ tags, response: listOf(lender) }) }, async (req) => {
    await req.authorize(null);
    return lenders.list();
  });

  app.get<{ Params: { id: number } }>(
    '/Lender/:id',
    { config: dataAccess('read'), schema: route({ tags, params: params({ id }), response: record(lender) }) },
    async (req) => loadAuthorized(req, lenders, req.params.id, 'Lender'),
  );

  // Both the list's Add modal ({countryID, lenderName, reviewID}) and the full form post here.
  app.post<{ Body: LenderBody }>(
    '/Lender',
    { config: dataAccess('write'), schema: route({ tags, description: DESCRIPTION, body: body(lender, { narrow: FILLED_IN }), response: record(lender) }) },
    async (req) => {
      await req.authorize(null);
      await checkLender(req.body, countries, lenders);
      return lenders.findById(await lenders.create(lenderValues(req.body)));
    },
  );

  const save = lenderSaver(app.db);
  app.put<{ Body: LenderBody }>(
    '/Lender',
    {
      config: dataAccess('write'),
      schema: route({ tags, description: DESCRIPTION, body: body(lender, { require: ['lenderID'], narrow: FILLED_IN }), response: record(lender) }),
    },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { lenderID: number } }>(
    '/Lender/:lenderID',
    withBinEntryHeader({ config: dataAccess('delete'), schema: route({ tags, params: params({ lenderID: id }), response: record(lender) }) }),
    async (req, reply) => binAuthorized(req, reply, lenders, lendersBin, req.params.lenderID, 'Lender'),
  );
};

export default routes;
