import type { FastifyPluginAsync } from 'fastify';
import category from '../../schemas/category.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { CATEGORY_DATA_TYPES, CATEGORY_FIELDS, categoriesRepository } from '../repositories/categories';
import { pick } from '../repositories/crud';
import { deleteUnlessUsed } from './reviews/delete-unless-used';
import { withBinEntryHeader } from '../bin/delete-to-bin';
import { categoriesBin } from '../bin/families/categories';
import { categorySaver, type CategoryBody as Category } from '../content/save-category';

const tags = ['Categories'];
const dataType = 'Settings Blog' as const;
const kind = { type: 'integer', enum: category.properties.dataTypeId.enum } as const;

/** Blog and review categories (second document, Blog settings and section 7). */
const routes: FastifyPluginAsync = async (app) => {
  const categories = categoriesRepository(app.db);

  // Review screens keep dataTypeId 1 and blog screens 43; ?dataTypeId= does that filtering here.
  app.get<{ Querystring: { languageId: number; dataTypeId?: number } }>(
    '/Categories/ByLanguageId',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ languageId, dataTypeId: kind }, ['dataTypeId']), response: listOf(category) }) },
    async (req) => {
      await req.authorizeLookup(req.query.languageId);
      return categories.byLanguage(req.query.languageId, req.query.dataTypeId);
    },
  );

  app.post<{ Body: Category }>(
    '/Categories',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(category), response: record(category) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      return categories.findById(await categories.create({ dataTypeId: CATEGORY_DATA_TYPES.blog, ...pick(req.body, CATEGORY_FIELDS) }));
    },
  );

  const save = categorySaver(app.db);
  app.put<{ Body: Category }>(
    '/Categories',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(category, { require: ['categoryId'] }), response: record(category) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/Categories/:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(category) }) }),
    async (req, reply) => deleteUnlessUsed(req, reply, categories, categoriesBin, req.params.id, 'Category'),
  );
};

export default routes;
