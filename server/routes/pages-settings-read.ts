import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import pageSettings from '../../schemas/page-settings.json';
import type { DataTypeName } from '../../shared/data-types';
import { languageId, params, query, record, route } from '../lib/schemas';
import { pagesSettingsRepository } from '../repositories/pages-settings';
import { PAGE_SETTINGS_TYPES } from '../settings/page-settings-types';

const tags = ['Page settings'];
const useCase = { type: 'string', maxLength: 50 };
/** The record of the language, or null when it has not been created yet (the screen then creates it with POST). */
const response = { ...record(pageSettings), type: ['object', 'null'] };

/** GET …/Get{Page}SettingsByLangId/{languageId}: one page per path (second document §7). */
const BY_PATH: [string, number][] = [
  ['GetAcademySettingsByLangId', 21],
  ['GetBonusSettingsByLangId', 20],
  ['GetNewsSettingsByLangId', 19],
  ['GetReviewSettingsByLangId', 22],
  ['GetBlogsSettingsByLangId', 44],
];
const TOOLS = 53;

/** Reading page settings; each call is checked against the data type of its page. */
const routes: FastifyPluginAsync = async (app) => {
  const settings = pagesSettingsRepository(app.db);
  const access = (dataTypeId: number) => ({ access: { dataType: PAGE_SETTINGS_TYPES[dataTypeId] as DataTypeName, action: 'read' as const } });
  const find = async (req: FastifyRequest, language: number, dataTypeId: number) => {
    await req.authorize(language);
    return (await settings.find(language, dataTypeId)) ?? null;
  };

  for (const [name, dataTypeId] of BY_PATH) {
    app.get<{ Params: { languageId: number } }>(
      `/PagesSettings/${name}/:languageId`,
      { config: access(dataTypeId), schema: route({ tags, params: params({ languageId }), querystring: query({ UseCase: useCase }, ['UseCase']), response }) },
      (req) => find(req, req.params.languageId, dataTypeId),
    );
  }

  app.get<{ Querystring: { id: number } }>(
    '/PagesSettings/GetToolSettingsByLangId',
    { config: access(TOOLS), schema: route({ tags, querystring: query({ id: languageId, UseCase: useCase }, ['UseCase']), response }) },
    (req) => find(req, req.query.id, TOOLS),
  );
};

export default routes;
