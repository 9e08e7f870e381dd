import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../errors';
import { route } from '../lib/schemas';
import { sourceRows, type CellState, type Row } from './overview-matrix';
import { overviewAnswer, overviewQuery } from './overview-schemas';
import { OVERVIEW_SOURCES } from './overview-sources';

type Query = { type?: string; state?: CellState; languageId?: number };

/**
 * GET /Translations/Overview: the translation matrix, computed here in one call. Each source counts only
 * in the languages the caller may read for its data type; a type they may read in none is left out.
 */
const overview: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/Translations/Overview',
    { config: { access: { dataType: 'Review', action: 'read' } }, schema: route({ tags: ['Translations'], querystring: overviewQuery, response: overviewAnswer }) },
    async (req) => {
      const { type, state, languageId } = req.query;
      const readable = [];
      for (const source of OVERVIEW_SOURCES) {
        const languages = await req.allowedLanguages({ dataType: source.dataType, action: 'read' });
        if (languages.length) readable.push({ source, languages, writable: await req.allowedLanguages({ dataType: source.dataType, action: 'write' }) });
      }
      if (!readable.length) throw new Errors.Forbidden('You may not read any content in any language');
      await req.authorize(null, { dataType: readable[0].source.dataType, action: 'read' });

      const rows: Row[] = [];
      for (const { source, languages } of readable) {
        if (type && source.type !== type) continue;
        const shown = languageId === undefined ? languages : languages.filter((l) => l === languageId);
        if (shown.length) rows.push(...(await sourceRows(app.db, source, shown)));
      }
      const languages = [...new Set(readable.flatMap((r) => r.languages))].sort((a, b) => a - b).filter((l) => languageId === undefined || l === languageId);
      const totals = languages.map((l) => {
        const count = (s: CellState) => rows.filter((r) => r.cells.some((c) => c.languageId === l && c.state === s)).length;
        return { languageId: l, missing: count('missing'), present: count('present'), incomplete: count('incomplete'), outOfDate: count('outOfDate') };
      });
      return {
        languages,
        types: readable.map(({ source, languages: read, writable }) => ({ key: source.screen ?? source.type, type: source.type, languages: read, writable })),
        totals,
        rows: state ? rows.filter((r) => r.cells.some((c) => c.state === state)) : rows,
      };
    },
  );
};

export default overview;
