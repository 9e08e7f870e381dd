import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { lendersBin } from '../bin/families/lenders';
import lender from '../../schemas/lender.json';
import { notFound } from '../errors';
import { body, FILLED, id, listOf, params, record, route, withMessage } from '../lib/schemas';
import { loadAuthorized, loadForUpdate } from '../lib/records';
import { pick } from '../repositories/crud';
import { countriesRepository } from '../repositories/countries';
import { lendersRepository, LENDER_FIELDS } from '../repositories/lenders';
import { dataAccess, tags } from '../reference-data/access';
import { checkLender, type LenderBody } from '../reference-data/lender-checks';

/**
 * The fields of the new-lender form a save needs, refused in the form's order with the back office's
 * messages (third document, section 5): a name that is not blank, a country, a platform.
 */
const FILLED_IN = {
  lenderName: withMessage('Lender name is required field.', FILLED),
  countryID: withMessage('Please select country.', { type: 'integer', minimum: 1 }),
  reviewID: withMessage('Please select platform.', { type: 'integer', minimum: 1 }),
};
const DESCRIPTION = 'The country must exist and the platform must be an English review (language 1); otherwise 400 VALIDATION names the field.';

/** Lenders of the Data lists (third document). GET /Lender/GetDataSettings belongs to the headlines family. */
const routes: FastifyPluginAsync = async (app) => {
  const lenders = lendersRepository(app.db);
  const countries = countriesRepository(app.db);
  const editable = (input: LenderBody) => ({ ...pick(input, LENDER_FIELDS), lenderName: input.lenderName!.trim() });

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
      return lenders.findById(await lenders.create(editable(req.body)));
    },
  );

  app.put<{ Body: LenderBody }>(
    '/Lender',
    {
      config: dataAccess('write'),
      schema: route({ tags, description: DESCRIPTION, body: body(lender, { require: ['lenderID'], narrow: FILLED_IN }), response: record(lender) }),
    },
    async (req) => {
      const lenderID = req.body.lenderID!;
      await loadForUpdate(req, lenders, lenderID, 'Lender');
      await checkLender(req.body, countries, lenders);
      await lenders.update(lenderID, editable(req.body));
      return lenders.findById(lenderID);
    },
  );

  app.delete<{ Params: { lenderID: number } }>(
    '/Lender/:lenderID',
    withBinEntryHeader({ config: dataAccess('delete'), schema: route({ tags, params: params({ lenderID: id }), response: record(lender) }) }),
    async (req, reply) => binAuthorized(req, reply, lenders, lendersBin, req.params.lenderID, 'Lender'),
  );
};

export default routes;
