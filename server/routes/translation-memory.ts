import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalidField, notFound } from '../errors';
import { route } from '../lib/schemas';
import { TRANSLATABLE_ENTITIES, translatableEntity } from '../translations/entities';
import { memoryFields } from '../translation-memory/memory-fields';
import { suggestions } from '../translation-memory/suggestions';
import { prefill } from '../translation-memory/prefill';
import { prefillAnswer, prefillQuery, suggestionsAnswer, suggestionsQuery } from '../translation-memory/schemas';

const tags = ['Translation memory'];
const RIGHTS = 'Only pairs from records the caller may read in that language: each entity counts where its data type may be read there.';

/** The entities whose data type the caller may read in the language. */
async function readableEntities(req: FastifyRequest, languageId: number): Promise<string[]> {
  const readable: string[] = [];
  for (const entity of TRANSLATABLE_ENTITIES) if ((await req.allowedLanguages({ dataType: entity.dataType, action: 'read' })).includes(languageId)) readable.push(entity.entity);
  return readable;
}

/** The translation memory's calls (docs/translations.md, "Translation memory"). */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { languageId: number; text: string; entity?: string; field?: string; exclude?: number; limit: number } }>(
    '/TranslationMemory/suggestions',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: 'Suggestions from the translation memory for an English text: exact matches, then fuzzy ones scoring 75 or more, for the text and each of its sentences',
        description: `${RIGHTS} With entity, the caller must read it in the language. field names one of the entity's translated fields; exclude the record being edited.`,
        querystring: suggestionsQuery,
        response: suggestionsAnswer,
      }),
    },
    async (req) => {
      const { languageId, text, field, exclude, limit } = req.query;
      const entity = req.query.entity === undefined ? undefined : translatableEntity(req.query.entity);
      if (field !== undefined && !entity) throw invalidField('field', 'needs entity: a field is named within an entity');
      if (entity && field !== undefined && !memoryFields(entity.table).includes(field)) {
        throw invalidField('field', `is not a translated field of ${entity.entity}; those are ${memoryFields(entity.table).join(', ')}`);
      }
      if (exclude !== undefined && !entity) throw invalidField('exclude', 'needs entity: it names a record of that entity');
      if (entity) await req.authorize(languageId, { dataType: entity.dataType, action: 'read' });
      else await req.authorizeLookup(languageId);
      const memory = app.translationMemory;
      await memory.ready();
      return suggestions(memory.repository, memory.index, { text, languageId, entity: entity?.entity, field, exclude, limit, readable: await readableEntities(req, languageId) });
    },
  );

  app.get<{ Querystring: { entity: string; englishId: number; languageId: number } }>(
    '/TranslationMemory/prefill',
    {
      config: { self: true },
      schema: route({
        tags,
        summary: "What a new version of an English record starts with: each translated field whose whole English text the memory knows exactly from another record",
        description: `${RIGHTS} The caller must read the entity in English and in the language. 404 for an English record that does not exist.`,
        querystring: prefillQuery,
        response: prefillAnswer,
      }),
    },
    async (req) => {
      const { englishId, languageId } = req.query;
      const entity = translatableEntity(req.query.entity);
      await req.authorize(1, { dataType: entity.dataType, action: 'read' });
      await req.authorize(languageId, { dataType: entity.dataType, action: 'read' });
      const memory = app.translationMemory;
      const english = await memory.repository.record(entity.table, entity.idColumn, englishId);
      if (!english) throw notFound(`English ${entity.entity}`, englishId);
      if (Number(english.languageId) !== 1) throw invalidField('englishId', `must name an English ${entity.entity} record; ${englishId} is in language ${String(english.languageId)}`);
      await memory.ready();
      return prefill(memory.repository, { entity, english, englishId, languageId, readable: await readableEntities(req, languageId) });
    },
  );
};

export default routes;
