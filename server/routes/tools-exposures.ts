import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { exposuresBin } from '../bin/families/exposures';
import exposure from '../../schemas/exposure.json';
import { body, id, listOf, params, record, route } from '../lib/schemas';
import { EXPOSURE_LANGUAGE, exposuresRepository } from '../repositories/exposures';
import { TOOLS_DATA_TYPE as dataType } from './tools/per-language-settings';
import { exposureSaver, exposureValues, loadExposure, type ExposureBody } from './tools/save-exposure';

const tags = ['Portfolio'];

/** The exposures of the portfolio (third document, sections 2 and 7); glued ids as the spec writes them. */
const routes: FastifyPluginAsync = async (app) => {
  const exposures = exposuresRepository(app.db);

  const load = (req: FastifyRequest, exposureID: number) => loadExposure(req, app.db, exposureID);
  const save = exposureSaver(app.db);

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

  app.post<{ Body: ExposureBody }>(
    '/Portfolio/AddExposure',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(exposure), response: record(exposure) }) },
    async (req) => {
      await req.authorize(EXPOSURE_LANGUAGE);
      return exposures.findById(await exposures.create(await exposureValues(app.db, req.body, true)));
    },
  );

  app.put<{ Body: ExposureBody }>(
    '/Portfolio/EditExposure',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(exposure, { require: ['exposureID'] }), response: record(exposure) }) },
    async (req) => save(req, req.body),
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
