import toolItem from '../../../schemas/tool-item.json';
import { body } from '../../lib/schemas';
import { toolItemsRepository } from '../../repositories/tool-items';
import { TOOL_ITEM_FIELDS, toolItemSaver, type ToolItemBody } from '../../content/save-tool-item';
import { toolItemsBin } from '../../bin/families/tool-items';
import { TOOLS_DATA_TYPE } from '../../routes/tools/per-language-settings';
import { defineBulkFamily } from '../bulk-family';

/**
 * Tool items, the tiles of the tools page: their category, saved as the tool item form saves one (PUT
 * /ToolSettings/EditToolItem, its route checked against its language); deleted into the bin as their DELETE call
 * deletes one. Each language has its own tiles, with no versions linked across languages.
 */
export const toolItemsBulk = defineBulkFamily({
  name: 'tool-items',
  what: 'tool item',
  whatPlural: 'tool items',
  dataType: TOOLS_DATA_TYPE,
  table: 'tool_items',
  idColumn: 'toolsItemId',
  nameColumn: 'itemTitle',
  languageColumn: 'languageId',
  schema: body(toolItem, { require: ['toolsItemId'] }),
  formFields: TOOL_ITEM_FIELDS,
  fields: {
    category: { label: 'Category' },
  },
  remove: { binOf: () => toolItemsBin },
  read: (db, id) => toolItemsRepository(db).findById(id),
  saver(db) {
    const save = toolItemSaver(db);
    return (req, record) => save(req, record as ToolItemBody);
  },
});
