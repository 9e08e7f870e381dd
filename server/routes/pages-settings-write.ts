import type { FastifyPluginAsync } from 'fastify';
import pageSettings from '../../schemas/page-settings.json';
import { Errors, invalidField, notFound } from '../errors';
import { body, record, route } from '../lib/schemas';
import { pick } from '../repositories/crud';
import { pagesSettingsRepository } from '../repositories/pages-settings';
import { editableFields } from '../settings/editable-fields';
import { authorizePageSettings, preparedPageSettings } from '../settings/page-settings-types';
import { conflictOnDuplicate } from '../settings/unique';

type PageSettings = { pagesSettingsId?: number; languageId: number; dataTypeId: number } & Record<string, unknown>;

const tags = ['Page settings'];
const FIELDS = editableFields(pageSettings);
// The handlers check the data type of the record's page (PAGE_SETTINGS_TYPES), not this placeholder.
const config = { access: { dataType: 'Settings' as const, action: 'write' as const } };
const taken = (s: PageSettings) => `Page settings of data type ${s.dataTypeId} in language ${s.languageId} already exist: update them with PUT`;

/** Saving page settings: one record per language and page (dataTypeId). */
const routes: FastifyPluginAsync = async (app) => {
  const settings = pagesSettingsRepository(app.db);

  app.post<{ Body: PageSettings }>('/PagesSettings', { config, schema: route({ tags, body: body(pageSettings), response: record(pageSettings) }) }, async (req) => {
    const { languageId, dataTypeId } = req.body;
    await authorizePageSettings(req, languageId, dataTypeId);
    if (await settings.find(languageId, dataTypeId)) throw new Errors.Conflict(taken(req.body));
    const values = await preparedPageSettings(app.db, pick(req.body, FIELDS), languageId);
    const id = await conflictOnDuplicate(() => settings.create(values), taken(req.body));
    return settings.findById(id);
  });

  app.put<{ Body: PageSettings }>(
    '/PagesSettings',
    { config, schema: route({ tags, body: body(pageSettings, { require: ['pagesSettingsId'] }), response: record(pageSettings) }) },
    async (req) => {
      const id = req.body.pagesSettingsId!;
      const existing = await settings.findById(id);
      if (!existing) throw notFound('Page settings', id);
      await authorizePageSettings(req, existing.languageId, existing.dataTypeId);
      for (const field of ['languageId', 'dataTypeId'] as const) {
        if (req.body[field] !== existing[field]) throw invalidField(field, `cannot change: page settings ${id} have ${field} ${existing[field]}`);
      }
      await settings.update(id, await preparedPageSettings(app.db, pick(req.body, FIELDS), existing.languageId));
      return settings.findById(id);
    },
  );
};

export default routes;
