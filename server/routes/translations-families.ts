import type { FastifyPluginAsync } from 'fastify';
import { Errors } from '../errors';
import { route } from '../lib/schemas';
import { familiesInBulk } from '../translations/families-bulk';
import { translatableEntity } from '../translations/entities';

const tags = ['Translations'];
const MAX_IDS = 2000;

const version = { type: 'object', properties: { languageId: { type: 'integer' }, id: { type: 'integer' }, name: { type: ['string', 'null'] }, updatedDate: { type: ['string', 'null'] } } };
const family = { type: 'object', properties: { entity: { type: 'string' }, englishId: { type: ['integer', 'null'] }, versions: { type: 'array', items: version } } };

/**
 * GET /Translations/Families/{entity}?ids=1,2,3: the family of each record of a list page in one call, for the
 * lists' coverage markers (issue 18 item 5). Each family holds only the languages the caller may read, which the
 * answer names (`readable`), so that a language without a role reads "no access", not "missing"; a record the
 * caller may not read in its own language, or that does not exist, is left out.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { entity: string }; Querystring: { ids: string } }>(
    '/Translations/Families/:entity',
    {
      config: { access: { dataType: 'Review', action: 'read' } },
      schema: route({
        tags,
        params: { type: 'object', properties: { entity: { type: 'string', maxLength: 40 } }, required: ['entity'] },
        querystring: { type: 'object', properties: { ids: { type: 'string', maxLength: 20000, pattern: '^[0-9]+(,[0-9]+)*$' } }, required: ['ids'] },
        response: {
          type: 'object',
          properties: {
            families: { type: 'object', additionalProperties: family },
            // A language left out of the families for want of a role is not a missing translation: the lists say "no access".
            readable: { type: 'array', items: { type: 'integer' }, description: 'The languages the caller may read this type in; the families hold only those.' },
          },
        },
      }),
    },
    async (req) => {
      const entity = translatableEntity(req.params.entity);
      const readable = await req.allowedLanguages({ dataType: entity.dataType, action: 'read' });
      if (readable.length === 0) throw new Errors.Forbidden(`You may not read ${entity.dataType} in any language`);
      req.accessChecked = true;
      const ids = [...new Set(req.query.ids.split(',').map(Number))].slice(0, MAX_IDS);
      const found = await familiesInBulk(app.db, entity, ids);
      const families: Record<string, unknown> = {};
      for (const [id, family] of found) {
        const own = family.versions.find((v) => v.id === id);
        if (own && !readable.includes(own.languageId)) continue;
        families[id] = { ...family, versions: family.versions.filter((v) => readable.includes(v.languageId)) };
      }
      return { families, readable };
    },
  );
};

export default routes;
