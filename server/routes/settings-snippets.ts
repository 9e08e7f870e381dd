import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import settingsAttribute from '../../schemas/settings-attribute.json';
import { invalidField } from '../errors';
import { languageId, listOf, query, route } from '../lib/schemas';
import { settingsAttributesRepository } from '../repositories/settings-attributes';
import { ATTRIBUTE_KINDS, ATTRIBUTE_KIND_IDS, HEADLINES } from '../settings/attribute-kinds';

const tags = ['Settings attributes'];
const response = listOf(settingsAttribute);
// Snippets and headlines are Settings Bonus; another screen's attributes are checked against that screen's data type.
const config = { access: { dataType: 'Settings Bonus' as const, action: 'read' as const } };

/** Statistics review snippets (58) and data headlines (72), third document §7; data type Settings Bonus. */
const routes: FastifyPluginAsync = async (app) => {
  const attributes = settingsAttributesRepository(app.db);
  const list = async (req: FastifyRequest, language: number, dataTypeId: number) => {
    const kind = ATTRIBUTE_KINDS[dataTypeId];
    if (kind.fixedLanguageId !== undefined && language !== kind.fixedLanguageId) {
      throw invalidField('langId', `must be ${kind.fixedLanguageId}: data type ${dataTypeId} is kept in that language only`);
    }
    await req.authorize(language, { dataType: kind.dataType });
    return attributes.list(language, dataTypeId);
  };

  // Named generally: any settings screen's attributes can be read here; the back office asks for 58.
  app.get<{ Querystring: { langId: number; datatypeid: number } }>(
    '/SnippetSettings/GetSnippetByLanguageIdAndDataTypeId',
    {
      config,
      schema: route({ tags, querystring: query({ langId: languageId, datatypeid: { type: 'integer', enum: ATTRIBUTE_KIND_IDS } }), response }),
    },
    (req) => list(req, req.query.langId, req.query.datatypeid),
  );

  app.get<{ Querystring: { langId: number; datatypeid: number } }>(
    '/Lender/GetDataSettings',
    {
      config,
      schema: route({ tags, querystring: query({ langId: { type: 'integer', enum: [1] }, datatypeid: { type: 'integer', enum: [HEADLINES] } }), response }),
    },
    (req) => list(req, req.query.langId, req.query.datatypeid),
  );
};

export default routes;
