import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Errors } from '../errors';
import { languageId, params, query, route } from '../lib/schemas';
import { ENGLISH_LANGUAGE_ID } from '../../shared/shared-facts';
import { FACTS_ENTITY_NAMES, factsEntity } from '../translations/facts-entities';
import { findDrift } from '../translations/facts-drift';
import { syncFacts } from '../translations/facts-sync';

const entityParam = { type: 'string', enum: FACTS_ENTITY_NAMES };
const recordId = { type: 'integer', minimum: 1, maximum: 2147483647 };
const factValue = { type: ['string', 'number', 'boolean', 'null'] };
const drifted = {
  type: 'object',
  properties: {
    englishId: recordId,
    englishName: { type: 'string' },
    id: recordId,
    languageId,
    name: { type: 'string' },
    differences: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, englishValue: factValue, value: factValue } },
    },
  },
};
const driftList = { type: 'array', items: drifted };

/**
 * Shared facts (docs/translations.md): the drift report of an entity's translations against their English
 * records, and the sync that copies the English facts into them. Reading needs read in English (the facts
 * compared with) and lists the languages the caller may read; a sync needs write in every language it writes.
 */
const routes: FastifyPluginAsync = async (app) => {
  const bound = (entity: string) => {
    const found = factsEntity(entity);
    if (!found) throw new Errors.NotFound(`${entity} declares no shared facts`);
    return found;
  };
  const access = (dataType: 'Review', action: 'read' | 'write') => ({ access: { dataType, action } });

  // The data type is the entity's; the rule's own is only the fallback the access plugin requires.
  const readable = async (req: FastifyRequest, entity: ReturnType<typeof bound>) => {
    await req.authorize(ENGLISH_LANGUAGE_ID, { dataType: entity.dataType, action: 'read' });
    return req.allowedLanguages({ dataType: entity.dataType, action: 'read' });
  };

  app.get<{ Params: { entity: string }; Querystring: { englishId?: number } }>(
    '/Translations/Drift/:entity',
    {
      config: access('Review', 'read'),
      schema: route({ tags: ['Translations'], summary: 'Translations whose shared facts differ from their English record', params: params({ entity: entityParam }), querystring: query({ englishId: recordId }, ['englishId']), response: driftList }),
    },
    async (req) => {
      const entity = bound(req.params.entity);
      return findDrift(app.db, entity, await readable(req, entity), req.query.englishId);
    },
  );

  app.post<{ Params: { entity: string; englishId: number }; Body: { languageIds?: number[] } }>(
    '/Translations/Sync/:entity/:englishId',
    {
      config: access('Review', 'write'),
      schema: route({
        tags: ['Translations'],
        summary: "Copies the English record's shared facts into its translations",
        params: params({ entity: entityParam, englishId: recordId }),
        body: { type: 'object', additionalProperties: false, properties: { languageIds: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: languageId } } },
        response: { type: 'object', properties: { synced: driftList } },
      }),
    },
    async (req) => {
      const entity = bound(req.params.entity);
      const { englishId } = req.params;
      await readable(req, entity);
      const english = await app.db.selectFrom(entity.table as any).select(entity.declared.language as any).where(entity.idColumn as any, '=', englishId).executeTakeFirst() as Record<string, unknown> | undefined;
      if (!english) throw new Errors.NotFound(`${entity.what} ${englishId} does not exist`);
      if (english[entity.declared.language] !== ENGLISH_LANGUAGE_ID) throw new Errors.Invalid(`${entity.what} ${englishId} is not in English: facts are synced from the English record`);
      const rule = { dataType: entity.dataType, action: 'write' as const };
      const writable = (await req.allowedLanguages(rule)).filter((id) => id !== ENGLISH_LANGUAGE_ID);
      const asked = req.body?.languageIds;
      if (asked) for (const id of asked) await req.authorize(id, rule);
      // Without a list: every language the caller may write; the others stay in the report.
      const languages = asked ?? writable;
      if (!languages.length) throw new Errors.Forbidden(`You may not write ${entity.dataType} in any language other than English`);
      return { synced: await syncFacts(app.db, entity, englishId, languages) };
    },
  );
};

export default routes;
