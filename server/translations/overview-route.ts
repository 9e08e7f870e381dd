import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../errors';
import { route } from '../lib/schemas';
import { CELL_STATES, sourceMatrix, type CellState, type Row } from './overview-matrix';
import { overviewAnswer, overviewQuery } from './overview-schemas';
import { OVERVIEW_SOURCES } from './overview-sources';

type Query = { type?: string; state?: CellState; languageId?: number };

/**
 * GET /Translations/Overview: the translation matrix, one statement per source (overview-query.ts) computing its
 * cells, the state filter and the totals. Each source counts only in the languages the caller may read for its
 * data type (the roles come with the session); a type they may read in none is left out.
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
      const counted = new Map<number, Record<CellState, number>>();
      for (const { source, languages } of readable) {
        if (type && source.type !== type) continue;
        const shown = languageId === undefined ? languages : languages.filter((l) => l === languageId);
        if (!shown.length) continue;
        const matrix = await sourceMatrix(app.db, source, shown, state);
        rows.push(...matrix.rows);
        for (const [language, counts] of matrix.totals) {
          const sum = counted.get(language) ?? { missing: 0, present: 0, incomplete: 0, outOfDate: 0 };
          for (const s of CELL_STATES) sum[s] += counts[s];
          counted.set(language, sum);
        }
      }
      const languages = [...new Set(readable.flatMap((r) => r.languages))].sort((a, b) => a - b).filter((l) => languageId === undefined || l === languageId);
      const totals = languages.map((l) => ({ languageId: l, missing: 0, present: 0, incomplete: 0, outOfDate: 0, ...counted.get(l) }));
      return {
        languages,
        types: readable.map(({ source, languages: read, writable }) => ({ key: source.screen ?? source.type, type: source.type, languages: read, writable })),
        totals,
        rows,
      };
    },
  );
};

export default overview;
