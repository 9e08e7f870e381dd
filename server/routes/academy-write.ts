import type { FastifyPluginAsync } from 'fastify';
import academy from '../../schemas/academy.json';
import { body, id, params, record } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { academyRepository } from '../repositories/academy';
import { nowText } from '../content/clock';
import { guideSaver, type Guide } from '../content/save-academy';
import { academyBin } from '../bin/families/academy';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { routeOptions } from '../content/route-options';
import { only } from '../content/schema-views';

const options = routeOptions('Academy', ['Academy']);
const newGuide = only(academy, ['title', 'languageId']);

/** Creating, saving and deleting academy guides (first document, Academy): data type Academy. */
const routes: FastifyPluginAsync = async (app) => {
  const guides = academyRepository(app.db);
  const saveGuide = guideSaver(app.db);

  // The Add new modal asks for a title only; the rest is filled in on the guide form.
  app.post<{ Body: Guide }>('/Academy', options('write', { body: body(newGuide), response: record(academy) }), async (req) => {
    await req.authorize(req.body.languageId);
    const academyId = await guides.create({ title: req.body.title, languageId: req.body.languageId, createdDate: nowText() });
    return guides.findById(academyId);
  });

  app.put<{ Body: Guide }>('/Academy', options('write', { body: body(academy, { require: ['academyId'] }), response: record(academy) }), async (req) =>
    saveGuide(req, req.body),
  );

  // The guide and its route go to the bin (server/bin/families/academy.ts).
  app.delete<{ Params: { id: number } }>('/Academy/:id', withBinEntryHeader(options('delete', { params: params({ id }), response: record(academy) })), async (req, reply) => {
    await loadAuthorized(req, guides, req.params.id, 'Academy guide');
    return deleteToBin(req, reply, academyBin, req.params.id, 'Academy guide');
  });
};

export default routes;
