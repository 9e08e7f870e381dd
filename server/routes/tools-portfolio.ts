import type { FastifyPluginAsync } from 'fastify';
import portfolio from '../../schemas/portfolio-settings.json';
import { portfolioSettingsRepository } from '../repositories/portfolio-settings';
import { DATE_OR_EMPTY, isoDateOrNow } from './tools/dates';
import { zeroAsNull } from './tools/editable';
import { registerPerLanguageSettings } from './tools/per-language-settings';
import { checkRouteEntry, checkSerp } from './tools/references';

/**
 * Portfolio settings (third document, sections 2 and 7). The client saves the
 * page's SERP record and FAQ itself, through /Serps and /FaqTitles, /FaqLists;
 * the answer names that SERP record so the form can load it.
 */
const routes: FastifyPluginAsync = async (app) => {
  registerPerLanguageSettings(app, {
    what: 'Portfolio settings',
    tags: ['Portfolio'],
    schema: portfolio,
    idField: 'portfolioId',
    repository: portfolioSettingsRepository,
    languageParameter: 'langid',
    paths: {
      load: '/Portfolio/GetPortfolioSettingsByLanguageId',
      add: '/Portfolio/AddPortfolioSettings',
      edit: '/Portfolio/EditPortfolioSettings',
    },
    narrow: { updatedOn: DATE_OR_EMPTY },
    prepare: (values) => ({ ...zeroAsNull(values, ['serpId', 'urlTableId']), updatedOn: isoDateOrNow('updatedOn', values.updatedOn) }),
    check: async (values, db) => {
      await checkRouteEntry(db, 'urlTableId', values.languageId, values.urlTableId);
      await checkSerp(db, 'serpId', values.serpId);
    },
    present: async (row, db) => {
      const serp = await portfolioSettingsRepository(db).serpOf(row as { portfolioId: number; serpId: number | null });
      return { ...row, serpId: serp?.serpId ?? row.serpId, serpTitle: serp?.serpTitle ?? null, serpDescription: serp?.serpDescription ?? null };
    },
  });
};

export default routes;
