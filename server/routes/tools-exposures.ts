import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { exposuresBin } from '../bin/families/exposures';
import exposure from '../../schemas/exposure.json';
import { notFound } from '../errors';
import { body, id, listOf, params, record, route } from '../lib/schemas';
import { pick } from '../repositories/crud';
import { EXPOSURE_LANGUAGE, exposuresRepository } from '../repositories/exposures';
import { dayAtFive } from './tools/dates';
import { editableFields } from './tools/editable';
import { TOOLS_DATA_TYPE as dataType } from './tools/per-language-settings';
import { checkReview } from './tools/references';

type Exposure = { exposureID?: number; name?: string | null; platform: number; investingSince?: string | null; [field: string]: unknown };

const tags = ['Portfolio'];
const FIELDS = editableFields(exposure);

/** The exposures of the portfolio (third document, sections 2 and 7); glued ids as the spec writes them. */
const routes: FastifyPluginAsync = async (app) => {
  const exposures = exposuresRepository(app.db);

  async function load(req: FastifyRequest, exposureID: number) {
    await req.authorize(EXPOSURE_LANGUAGE);
    const found = await exposures.findById(exposureID);
    if (!found) throw notFound('Exposure', exposureID);
    return found;
  }

  /** An empty name takes the platform's; an omitted date is kept on update, an empty one is now. */
  async function valuesOf(req: FastifyRequest<{ Body: Exposure }>, creating: boolean) {
    const review = await checkReview(app.db, 'platform', EXPOSURE_LANGUAGE, req.body.platform);
    const values = { ...pick(req.body, FIELDS), name: req.body.name || review.name };
    if (creating || 'investingSince' in req.body) values.investingSince = dayAtFive('investingSince', req.body.investingSince);
    return values;
  }

  app.get(
    '/Portfolio/GetAllExposures',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, response: listOf(exposure) }) },
    async (req) => {
      await req.authorize(EXPOSURE_LANGUAGE);
      return exposures.all();
    },
  );

  app.get<{ Params: { id: number } }>(
    '/Portfolio/GetExposureById:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response: record(exposure) }) },
    async (req) => load(req, req.params.id),
  );

  app.post<{ Body: Exposure }>(
    '/Portfolio/AddExposure',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(exposure), response: record(exposure) }) },
    async (req) => {
      await req.authorize(EXPOSURE_LANGUAGE);
      return exposures.findById(await exposures.create(await valuesOf(req, true)));
    },
  );

  app.put<{ Body: Exposure }>(
    '/Portfolio/EditExposure',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(exposure, { require: ['exposureID'] }), response: record(exposure) }) },
    async (req) => {
      const exposureID = req.body.exposureID!;
      await load(req, exposureID);
      await exposures.update(exposureID, await valuesOf(req, false));
      return exposures.findById(exposureID);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/Portfolio/DeleteExposure:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(exposure) }) }),
    async (req, reply) => {
      const existing = await load(req, req.params.id);
      await deleteToBin(req, reply, exposuresBin, req.params.id, 'Exposure');
      return existing;
    },
  );
};

export default routes;
