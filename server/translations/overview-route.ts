import type { FastifyPluginAsync } from 'fastify';
import { Errors, invalidField } from '../errors';
import { familiesInReadiness } from '../readiness/overview-filter';
import type { ReadinessState } from '../readiness/engine';
import { route } from '../lib/schemas';
import { overviewPage, type ShownSource } from './overview-page';
import { overviewAnswer, overviewQuery } from './overview-schemas';
import { OVERVIEW_SOURCES } from './overview-sources';
import { noCells, type CellState } from './overview-types';

type Query = { type?: string; state?: CellState; languageId?: number; readiness?: ReadinessState; page: number; pageSize: number };

/**
 * GET /Translations/Overview: a page of the translation matrix, with the totals per language and state and the
 * number of rows over all pages (overview-page.ts). Each source counts only in the languages the caller may read
 * for its data type (the roles come with the session); a type they may read in none is left out. A page past the
 * end is empty and still tells the real number of rows.
 */
const overview: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/Translations/Overview',
    { config: { access: { dataType: 'Review', action: 'read' } }, schema: route({ tags: ['Translations'], querystring: overviewQuery, response: overviewAnswer }) },
    async (req) => {
      const { type, state, languageId, readiness, page, pageSize } = req.query;
      if (readiness && (!type || languageId === undefined)) throw invalidField('readiness', 'needs a content type and a language: readiness is per record and language');
      const readable = [];
      for (const source of OVERVIEW_SOURCES) {
        const languages = await req.allowedLanguages({ dataType: source.dataType, action: 'read' });
        if (languages.length) readable.push({ source, languages, writable: await req.allowedLanguages({ dataType: source.dataType, action: 'write' }) });
      }
      if (!readable.length) throw new Errors.Forbidden('You may not read any content in any language');
      await req.authorize(null, { dataType: readable[0].source.dataType, action: 'read' });

      const sources: ShownSource[] = [];
      for (const { source, languages } of readable) {
        if (type && source.type !== type) continue;
        const shown = languageId === undefined ? languages : languages.filter((l) => l === languageId);
        if (shown.length) sources.push({ source, shown, ...(readiness && { families: await familiesInReadiness(app.db, source, languageId!, readiness) }) });
      }
      const found = await overviewPage(app.db, sources, { state, page, pageSize });
      const languages = [...new Set(readable.flatMap((r) => r.languages))].sort((a, b) => a - b).filter((l) => languageId === undefined || l === languageId);
      return {
        languages,
        types: readable.map(({ source, languages: read, writable }) => ({ key: source.screen ?? source.type, type: source.type, languages: read, writable })),
        total: found.total,
        page,
        pageSize,
        totals: languages.map((l) => ({ languageId: l, ...noCells(), ...found.totals.get(l) })),
        rows: found.rows,
      };
    },
  );
};

export default overview;
