import type { FastifyPluginAsync } from 'fastify';
import globalHome from '../../schemas/global-home-settings.json';
import { Errors } from '../errors';
import { body, id, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { pick } from '../repositories/crud';
import { GLOBAL_HOME_ID, globalHomeSettingsRepository } from '../repositories/global-home-settings';
import { editableFields } from '../settings/editable-fields';
import { conflictOnDuplicate } from '../settings/unique';

type GlobalHome = { homeSettings2Id?: number } & Record<string, unknown>;

const tags = ['Global home settings'];
const what = 'Global home settings';
const FIELDS = editableFields(globalHome);
const dataType = 'Settings Bonus' as const;
const exists = `${what} ${GLOBAL_HOME_ID} already exist: update them with PUT`;

/**
 * Global home settings (third document §7): a record without a language, so a
 * Settings Bonus role in any language is enough. There is one such record, under
 * the id the back office loads (5).
 */
const routes: FastifyPluginAsync = async (app) => {
  const settings = globalHomeSettingsRepository(app.db);

  app.get<{ Querystring: { id: number } }>(
    '/HomeSettings2',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ id }), response: record(globalHome) }) },
    (req) => loadAuthorized(req, settings, req.query.id, what),
  );

  app.post<{ Body: GlobalHome }>(
    '/HomeSettings2',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(globalHome), response: record(globalHome) }) },
    async (req) => {
      await req.authorize(null);
      if (await settings.findById(GLOBAL_HOME_ID)) throw new Errors.Conflict(exists);
      await conflictOnDuplicate(() => app.db.transaction().execute((trx) => globalHomeSettingsRepository(trx).createGlobalHome(pick(req.body, FIELDS))), exists);
      return settings.findById(GLOBAL_HOME_ID);
    },
  );

  app.put<{ Body: GlobalHome }>(
    '/HomeSettings2',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(globalHome, { require: ['homeSettings2Id'] }), response: record(globalHome) }) },
    async (req) => {
      const settingsId = req.body.homeSettings2Id!;
      await loadAuthorized(req, settings, settingsId, what);
      await settings.update(settingsId, pick(req.body, FIELDS));
      return settings.findById(settingsId);
    },
  );
};

export default routes;
