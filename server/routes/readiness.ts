import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../errors';
import { id, languageId, params, query, route } from '../lib/schemas';
import { computeReadiness } from '../readiness/compute';
import { declaredRules } from '../readiness/declared-rules';
import { READINESS_FAMILY_NAMES, readinessFamily } from '../readiness/families';
import { familyReadinessSchema, recordReadinessSchema } from '../readiness/schemas';
import { recordLanguage } from '../readiness/record-language';

const tags = ['Readiness'];
const family = { type: 'string', enum: [...READINESS_FAMILY_NAMES], title: 'The family of records, as the translation overview names its types' };
const RIGHTS = "Read in the language for the family's data type (a review: Review).";

/**
 * Readiness per record and language (docs/server.md, "Readiness"): the rules a family's list declares, computed on
 * the server for every record of a language, or for one record with its findings.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { family: string }; Querystring: { languageId: number } }>(
    '/Readiness/:family',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: "The readiness of every record of a family in a language: each record's state and counts, and the totals",
        description: RIGHTS,
        params: params({ family }),
        querystring: query({ languageId }),
        response: familyReadinessSchema,
      }),
    },
    async (req) => {
      const source = readinessFamily(req.params.family);
      const { languageId: language } = req.query;
      await req.authorize(language, { dataType: source.dataType, action: 'read' });
      // What derives from records (glossary breaches) has followed every write answered before this read.
      await app.afterWrites.settled();
      const { rules } = await declaredRules(app.db, source.type);
      const records = await computeReadiness(app.db, source, rules, [language]);
      const totals = { ready: 0, notReady: 0, warnings: 0 };
      for (const r of records) totals[r.state]++;
      return { family: source.type, languageId: language, rules: rules.length, totals, records: records.map(({ findings: _findings, englishId: _englishId, ...rest }) => rest) };
    },
  );

  app.get<{ Params: { family: string; id: number } }>(
    '/Readiness/:family/:id',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: 'The readiness of one record in its language, with each finding naming its field, level and message',
        description: `${RIGHTS} 404 for a record that does not exist in the family.`,
        params: params({ family, id }),
        response: recordReadinessSchema,
      }),
    },
    async (req) => {
      const source = readinessFamily(req.params.family);
      const language = await recordLanguage(app.db, source, req.params.id);
      if (language === undefined) throw notFound(`Record of ${source.type}`, req.params.id);
      await req.authorize(language, { dataType: source.dataType, action: 'read' });
      await app.afterWrites.settled();
      const { rules } = await declaredRules(app.db, source.type);
      const [{ englishId: _englishId, ...found }] = await computeReadiness(app.db, source, rules, [language], [req.params.id]);
      return found;
    },
  );
};

export default routes;
