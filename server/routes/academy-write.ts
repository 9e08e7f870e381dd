import type { FastifyPluginAsync } from 'fastify';
import academy from '../../schemas/academy.json';
import { body, id, params, record } from '../lib/schemas';
import { loadAuthorized, loadForUpdate } from '../lib/records';
import { cleanHtml } from '../lib/html';
import { pick } from '../repositories/crud';
import { academyRepository, ACADEMY_FIELDS } from '../repositories/academy';
import { contentItemChecks, URL_ENTRY } from '../repositories/content-item-checks';
import { nowText } from '../content/clock';
import { notice } from '../content/notice';
import { academyBin } from '../bin/families/academy';
import { deleteToBin, withBinEntryHeader } from '../bin/delete-to-bin';
import { routeOptions } from '../content/route-options';
import { only } from '../content/schema-views';

interface Guide {
  academyId?: number;
  languageId: number;
  title: string;
  urlTableId?: number | null;
  featuredImage?: string | null;
  tag?: string | null;
  excerpt?: string | null;
  content?: string | null;
}

const options = routeOptions('Academy', ['Academy']);
const newGuide = only(academy, ['title', 'languageId']);

/** Creating, saving and deleting academy guides (first document, Academy): data type Academy. */
const routes: FastifyPluginAsync = async (app) => {
  const guides = academyRepository(app.db);
  const references = contentItemChecks(app.db);

  // The Add new modal asks for a title only; the rest is filled in on the guide form.
  app.post<{ Body: Guide }>('/Academy', options('write', { body: body(newGuide), response: record(academy) }), async (req) => {
    await req.authorize(req.body.languageId);
    const academyId = await guides.create({ title: req.body.title, languageId: req.body.languageId, createdDate: nowText() });
    return guides.findById(academyId);
  });

  app.put<{ Body: Guide }>('/Academy', options('write', { body: body(academy, { require: ['academyId'] }), response: record(academy) }), async (req) => {
    const { academyId, urlTableId, languageId } = req.body as Guide & { academyId: number };
    await loadForUpdate(req, guides, academyId, 'Academy guide', languageId);
    if (!urlTableId) throw notice('urlTableId', 'Select URL from dropdown.');
    await references.inLanguage(URL_ENTRY, 'urlTableId', [urlTableId], languageId);
    const values = pick(req.body, ACADEMY_FIELDS);
    if ('content' in values) values.content = cleanHtml(values.content);
    await guides.update(academyId, { ...values, updatedDate: nowText() });
    return guides.findById(academyId);
  });

  // The guide and its route go to the bin (server/bin/families/academy.ts).
  app.delete<{ Params: { id: number } }>('/Academy/:id', withBinEntryHeader(options('delete', { params: params({ id }), response: record(academy) })), async (req, reply) => {
    await loadAuthorized(req, guides, req.params.id, 'Academy guide');
    return deleteToBin(req, reply, academyBin, req.params.id, 'Academy guide');
  });
};

export default routes;
