import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Errors, invalidField, notFound } from '../errors';
import { route } from '../lib/schemas';
import { translatableEntity, type TranslatableEntity } from './entities';
import { familyRepository } from './family-repository';
import { linkRepository } from './link-repository';
import { entityParams, familySchema, linkBody } from './schemas';
import overview from './overview-route';
import sheet from './sheet-routes';

const tags = ['Translations'];
type Params = { entity: string; id: number };

/**
 * The calls of the translation model (docs/translations.md). Each checks the rights of the data
 * type the record's own calls use, so the rule is named per call rather than per route: the
 * route's rule is only a default the handler overrides.
 */
const translations: FastifyPluginAsync = async (app) => {
  const families = familyRepository(app.db);
  const links = linkRepository(app.db);
  await app.register(overview);
  await app.register(sheet);

  const recordOf = async (e: TranslatableEntity, id: number) => {
    const row = await families.rowOf(e, id);
    if (!row) throw notFound(e.entity, id);
    return row;
  };

  /** The record may take an explicit link: another language than English, and a type that has no parent. */
  const linkable = async (req: FastifyRequest<{ Params: Params }>) => {
    const e = translatableEntity(req.params.entity);
    const row = await recordOf(e, req.params.id);
    await req.authorize(row.languageId, { dataType: e.dataType, action: 'write' });
    if (e.link === 'parent') throw invalidField('englishId', `${e.entity} records link to English through their parent; set it on the record`);
    if (row.languageId === 1) throw invalidField('englishId', 'an English record is the English version itself');
    return { e, row };
  };

  app.get<{ Params: Params }>(
    '/Translations/Family/:entity/:id',
    { config: { access: { dataType: 'Review', action: 'read' } }, schema: route({ tags, params: entityParams, response: familySchema }) },
    async (req) => {
      const e = translatableEntity(req.params.entity);
      const allowed = await req.allowedLanguages({ dataType: e.dataType, action: 'read' });
      await req.authorize(null, { dataType: e.dataType, action: 'read' });
      const family = await families.family(e, req.params.id);
      if (!family) throw notFound(e.entity, req.params.id);
      return { ...family, versions: family.versions.filter((v) => allowed.includes(v.languageId)) };
    },
  );

  app.put<{ Params: Params; Body: { englishId: number } }>(
    '/Translations/Link/:entity/:id',
    { config: { access: { dataType: 'Review', action: 'write' } }, schema: route({ tags, params: entityParams, body: linkBody, response: familySchema }) },
    async (req) => {
      const { e, row } = await linkable(req);
      const viaRoutes = await families.englishThroughRoutes(e, row);
      if (viaRoutes !== null) throw new Errors.Conflict(`${e.entity} ${row.id} is linked to English ${e.entity} ${viaRoutes} through its route; change the route's links instead`);
      await links.link(e, row.id, req.body.englishId, row.languageId);
      return (await families.family(e, row.id))!;
    },
  );

  app.delete<{ Params: Params }>(
    '/Translations/Link/:entity/:id',
    { config: { access: { dataType: 'Review', action: 'write' } }, schema: route({ tags, params: entityParams, response: familySchema }) },
    async (req) => {
      const { e, row } = await linkable(req);
      await links.unlink(e, row.id, row.languageId);
      return (await families.family(e, row.id))!;
    },
  );
};

export default translations;
