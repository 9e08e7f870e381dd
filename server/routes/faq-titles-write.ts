import type { FastifyPluginAsync } from 'fastify';
import faqTitle from '../../schemas/faq-title.json';
import { invalidField, notFound } from '../errors';
import { body, record, route } from '../lib/schemas';
import { faqOwnersRepository, ownerNamedBy } from '../repositories/faq-owners';
import { faqTitlesRepository } from '../repositories/faq-titles';

type FaqTitleBody = { faqTitleId?: number; title: string; reviewId?: number | null; pageId?: number | null; blogId?: number | null; dataTypeId?: number | null; tableId?: number | null };

const tags = ['FAQ'];
// The data type checked is the owner's (Review, Pages, Blog or Settings Bonus), passed to req.authorize.
const access = { dataType: 'Review', action: 'write' } as const;

/** Saving FAQ titles: write permission on the owner's data type in the owner's language. */
const routes: FastifyPluginAsync = async (app) => {
  const owners = faqOwnersRepository(app.db);
  const titles = faqTitlesRepository(app.db);

  app.post<{ Body: FaqTitleBody }>(
    '/FaqTitles',
    {
      config: { access },
      schema: route({
        tags,
        summary: 'Create a FAQ title for one owner (or rename the one faqTitleId names)',
        description:
          'A FAQ title has exactly one owner: one of reviewId, pageId or blogId, or the portfolio settings (dataTypeId 51 with tableId); ' +
          'none or several answer 400 VALIDATION naming the field. The owner must exist, and a faqTitleId sent must be a title of that owner (400 otherwise).',
        body: body(faqTitle),
        response: record(faqTitle),
      }),
    },
    async (req) => {
      const { kind, id } = ownerNamedBy(req.body);
      const languageId = await owners.languageOf(kind, id);
      if (languageId === undefined) throw invalidField(kind.field, `${id} is not an existing ${kind.what}`);
      await req.authorize(languageId, { dataType: kind.dataType });
      // The blog editor sends the title it already has: saving it again renames it instead of adding another.
      const reuseId = req.body.faqTitleId && req.body.faqTitleId > 0 ? req.body.faqTitleId : undefined;
      if (reuseId === undefined) return titles.findById(await titles.createFor(kind, id, req.body.title));
      const reused = await owners.ofTitle(reuseId);
      if (!reused || reused.kind !== kind || reused.ownerId !== id) throw invalidField('faqTitleId', `${reuseId} is not a FAQ title of this ${kind.what}`);
      await titles.update(reuseId, { title: req.body.title });
      return titles.findById(reuseId);
    },
  );

  app.put<{ Body: FaqTitleBody }>(
    '/FaqTitles',
    { config: { access }, schema: route({ tags, summary: 'Rename a FAQ title (its owner stays)', body: body(faqTitle, { require: ['faqTitleId'] }), response: record(faqTitle) }) },
    async (req) => {
      const faqTitleId = req.body.faqTitleId!;
      const owned = await owners.ofTitle(faqTitleId);
      if (!owned) throw notFound('FAQ title', faqTitleId);
      await req.authorize(owned.languageId, { dataType: owned.dataType });
      await titles.update(faqTitleId, { title: req.body.title });
      return titles.findById(faqTitleId);
    },
  );
};

export default routes;
