import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../errors';
import { languageId, query, route } from '../lib/schemas';
import { findRecords, readableFamily, titleSourceOf, type ReadableFamily } from '../search/find-records';
import { SEARCH_FAMILIES, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX } from '../../shared/search-families';

const tags = ['Search'];

type SearchQuery = { q: string; limit?: number; languageId?: number };

const hit = {
  type: 'object',
  required: ['family', 'label', 'id', 'languageId', 'title'],
  properties: {
    family: { type: 'string', enum: SEARCH_FAMILIES.map((f) => f.family), description: 'The family (shared/search-families.ts)' },
    label: { type: 'string', description: 'One record of the family, as people call it: "Review"' },
    id: { type: 'integer' },
    languageId: { type: ['integer', 'null'], description: "The record's language; null for a record without one (a user, a lender)" },
    title: { type: 'string', description: "The record's name or title (at most 200 characters)" },
    detail: { type: 'string', description: 'What else the family searches, shown beside the title: a user\'s e-mail address' },
  },
};

/**
 * GET /Search?q=&limit=&languageId= (an addition to the specification's calls, docs/deviations.md): the records whose
 * name or title holds the text, whatever its case, of every family of shared/search-families.ts in every language
 * in which the caller may read that family (one without a language: as its declaration says); the caller's current
 * language (languageId) first.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: SearchQuery }>(
    '/Search',
    {
      // Each family is checked for itself below, by its own data type.
      config: { access: { dataType: 'Review', action: 'read' } },
      schema: route({
        tags,
        summary: 'Find records by name or title across the families and the languages the caller may read',
        querystring: query(
          {
            q: { type: 'string', minLength: 1, maxLength: SEARCH_TEXT_MAX, pattern: '\\S', description: 'The text a title holds, case aside; % and _ are plain characters' },
            limit: { type: 'integer', minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT, description: 'The most hits answered' },
            languageId: { ...languageId, description: "The caller's current language: its hits come first" },
          },
          ['limit', 'languageId'],
        ),
        response: {
          type: 'object',
          required: ['total', 'results'],
          properties: { total: { type: 'integer', description: 'Every hit, of which the first `limit` are answered' }, results: { type: 'array', items: hit } },
        },
      }),
    },
    async (req) => {
      const readable: ReadableFamily[] = [];
      for (const family of SEARCH_FAMILIES) {
        const allowed = await req.allowedLanguages({ dataType: titleSourceOf(family).dataType, action: 'read' });
        const readableOne = readableFamily(family, allowed);
        if (readableOne) readable.push(readableOne);
      }
      if (!readable.length) throw new Errors.Forbidden('You may not read any of the records the search finds, in any language');
      req.accessChecked = true;
      const { total, hits } = await findRecords(app.db, readable, req.query.q.trim(), { limit: req.query.limit ?? SEARCH_LIMIT_DEFAULT, languageId: req.query.languageId });
      return { total, results: hits };
    },
  );
};

export default routes;
