import type { FastifyPluginAsync } from 'fastify';
import { binAuthorized, withBinEntryHeader } from '../bin/delete-to-bin';
import { toolItemsBin } from '../bin/families/tool-items';
import toolItem from '../../schemas/tool-item.json';
import { body, id, languageId, listOf, params, query, record, route } from '../lib/schemas';
import { loadAuthorized } from '../lib/records';
import { toolItemsRepository } from '../repositories/tool-items';
import { TOOLS_DATA_TYPE as dataType } from './tools/per-language-settings';
import { toolItemSaver, toolItemValues, type ToolItemBody as ToolItem } from '../content/save-tool-item';

const tags = ['Tool items'];

/**
 * Tool items, the tiles of the public tools page (third document, sections 2 and 7).
 * The ids are glued to the path names as the spec writes them (GetToolItemById{id}).
 */
const routes: FastifyPluginAsync = async (app) => {
  const items = toolItemsRepository(app.db);

  const save = toolItemSaver(app.db);

  app.get<{ Querystring: { langid: number } }>(
    '/ToolSettings/GetToolItemByLangId',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, querystring: query({ langid: languageId }), response: listOf(toolItem) }) },
    async (req) => {
      await req.authorize(req.query.langid);
      return items.byLanguage(req.query.langid);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/ToolSettings/GetToolItemById:id',
    { config: { access: { dataType, action: 'read' } }, schema: route({ tags, params: params({ id }), response: record(toolItem) }) },
    async (req) => loadAuthorized(req, items, req.params.id, 'Tool item'),
  );

  app.post<{ Body: ToolItem }>(
    '/ToolSettings/AddToolItem',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(toolItem), response: record(toolItem) }) },
    async (req) => {
      await req.authorize(req.body.languageId);
      return items.findById(await items.create(await toolItemValues(app.db, req.body)));
    },
  );

  app.put<{ Body: ToolItem }>(
    '/ToolSettings/EditToolItem',
    { config: { access: { dataType, action: 'write' } }, schema: route({ tags, body: body(toolItem, { require: ['toolsItemId'] }), response: record(toolItem) }) },
    async (req) => save(req, req.body),
  );

  app.delete<{ Params: { id: number } }>(
    '/ToolSettings/DeleteToolItem:id',
    withBinEntryHeader({ config: { access: { dataType, action: 'delete' as const } }, schema: route({ tags, params: params({ id }), response: record(toolItem) }) }),
    async (req, reply) => binAuthorized(req, reply, items, toolItemsBin, req.params.id, 'Tool item'),
  );
};

export default routes;
